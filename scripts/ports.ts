// The developer servers' ports: each has a usual one (Playwright's configs and the simulator's allowed origins name
// them, so CI keeps them), and on a shared machine a developer command started while its usual port is taken moves to
// a free one instead of failing, and says which.
import { createServer } from 'node:net';

/** The loopback host every server of the project listens on. */
export const HOST = '127.0.0.1';

/** The usual ports, each overridable by its environment variable (tests use it to name a port of their own). */
export const USUAL_PORTS = {
  /** `npm start`, the Vite dev server with the in-page simulator. */
  dev: { env: 'STOREFRONT_DEV_PORT', port: 5173 },
  /** `npm run preview` and `workbench scenario replay`: the simulator build. */
  preview: { env: 'STOREFRONT_PREVIEW_PORT', port: 4173 },
} as const;

export type ServerKind = keyof typeof USUAL_PORTS;

/** A port as given on a command line or in the environment: an integer 1..65535, else a RangeError naming where. */
export function parsePort(raw: string, where: string): number {
  const port = /^\d{1,5}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new RangeError(`${where} must be a port number from 1 to 65535, got '${raw}'`);
  return port;
}

/** The usual port of a kind of server in this environment. */
export function usualPort(kind: ServerKind, env: NodeJS.ProcessEnv = process.env): number {
  const { env: name, port } = USUAL_PORTS[kind];
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? port : parsePort(raw, name);
}

/** Listens on host:port (0: any free port) and closes again; the port it got, or null when it is taken. */
export function tryPort(port: number, host = HOST): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(null);
      else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => {
      const address = probe.address();
      const got = typeof address === 'object' && address ? address.port : null;
      probe.close(() => resolve(got));
    });
  });
}

export interface PortChoice {
  port: number;
  /** The usual port was taken, so this is another one. */
  moved: boolean;
  usual: number;
}

/**
 * The port a developer server should listen on: an explicit one as it is (the server then fails if it is taken, as
 * asked), else the usual one when it is free, else one the system gives (not the usual one plus one: 4174 is the
 * live test's). Another process may still take the port between this answer and the server's listen; the server
 * listens strictly, so that shows as its own clear error, never as a server on a port nobody printed.
 */
export async function choosePort(usual: number, explicit?: number, host = HOST): Promise<PortChoice> {
  if (explicit !== undefined) return { port: explicit, moved: false, usual };
  if ((await tryPort(usual, host)) !== null) return { port: usual, moved: false, usual };
  const free = await tryPort(0, host);
  if (free === null) throw new Error(`no free port on ${host}`);
  return { port: free, moved: true, usual };
}

/** The line a developer command prints when it moved. */
export function movedLine(what: string, choice: PortChoice, host = HOST): string {
  return `${host}:${choice.usual} is taken; ${what} uses http://${host}:${choice.port}/ instead`;
}
