// A benchmark server child process: `tsx bench/server.ts sim` starts the simulator's HTTP runtime,
// `tsx bench/server.ts bare <file> <content-type>` a bare node:http server answering the file's bytes.
// Prints its URL and process id on the first line of stdout; stops on SIGTERM.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

const [mode, file, contentType] = process.argv.slice(2);

if (mode === 'bare') {
  const bytes = readFileSync(file!);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType ?? 'application/json', 'content-length': bytes.length });
    res.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port} ${process.pid}`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const { DEFAULT_ALLOWED_ORIGINS, startSimulatorServer } = await import('../simulator/runtimes/http');
  // The bench's storefront is served on 4180 (bench/site.ts): its pages are allowed besides the usual ones.
  const sim = await startSimulatorServer({ port: 0, host: '127.0.0.1', seed: 1, allowOrigins: [...DEFAULT_ALLOWED_ORIGINS, 'http://127.0.0.1:4180', 'http://localhost:4180'] });
  // The control token goes to the bench on the first line, after the URL and the process id.
  console.log(`${sim.url} ${process.pid} ${sim.token}`);
  process.on('SIGTERM', () => void sim.close().then(() => process.exit(0)));
  // The benchmark asks for the heap after a full collection, so garbage not yet collected is not counted as growth.
  process.on('message', (message) => {
    if (message !== 'heap') return;
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ heapUsed: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss });
  });
}
