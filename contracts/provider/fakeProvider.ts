import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, url: URL, res: ServerResponse) => void;

/** A throwaway provider on a free loopback port, for showing the verifier passes and fails for the right reasons. */
export async function startFakeProvider(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => handler(req, new URL(req.url ?? '/', 'http://127.0.0.1'), res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
