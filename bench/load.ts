import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
}

/**
 * A closed-loop load generator: `connections` keep-alive clients each send the next request as soon as
 * the previous answer has been read, for `seconds`. Bounded in time and count; loopback only.
 */
export async function load(url: string, { connections = 10, seconds = 2, maxRequests = 200_000, headersFor }: { connections?: number; seconds?: number; maxRequests?: number; headersFor?: (n: number) => Record<string, string> } = {}): Promise<LoadResult> {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1' && target.hostname !== 'localhost') throw new Error('load targets loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const deadline = performance.now() + seconds * 1000;
  let requests = 0;
  let errors = 0;
  const one = (n: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(target, { agent, headers: headersFor?.(n) }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline && requests < maxRequests) {
        await one(requests++);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests, errors, seconds: elapsed, rps: requests / elapsed };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
