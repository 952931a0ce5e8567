import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
});

// `workbench scenario replay` hands Playwright the port it took (REPLAY_PORT) when the usual one was taken
// (cli/commands/replayPort.test.ts); the config must serve and open that port, and keep 4173 for everyone else.
describe('the replay config follows the port the replay took', () => {
  it("Playwright's replay config serves and opens the port it is given, and 4173 without one", async () => {
    vi.stubEnv('STOREFRONT_URL', '');
    vi.stubEnv('REPLAY_PORT', '45123');
    vi.resetModules();
    const moved = (await import('../e2e/replay.config')).default;
    const server = Array.isArray(moved.webServer) ? moved.webServer[0] : moved.webServer;
    expect(moved.use?.baseURL).toBe('http://127.0.0.1:45123');
    expect(server?.url).toBe('http://127.0.0.1:45123');
    expect(server?.command).toContain('vite preview --host 127.0.0.1 --port 45123 --strictPort');
    const { replayPort } = await import('../e2e/replay.config');
    expect(replayPort(undefined)).toBe(4173);
    expect(() => replayPort('4173; rm -rf /')).toThrow(/REPLAY_PORT must be a port number/);
  });
});
