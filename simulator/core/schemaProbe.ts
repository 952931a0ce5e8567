import type { z } from 'zod';

/**
 * Which of the spec's schemas a route parses each part of a request with, for a tool that checks recorded traffic
 * against them (`workbench drift`): it runs the route's resolver under `probeSchemas` and gets every part, not only
 * the first field the route refuses. Outside a probe reporting costs one comparison; the runtimes never probe.
 */
export type RequestPart = 'query' | 'body' | 'path' | 'header';

export interface ProbedPart {
  part: RequestPart;
  schema: z.core.$ZodType;
  value: unknown;
}

let listener: ((probed: ProbedPart) => void) | undefined;

/** Called by the request parsers with what they parse. */
export function reportParsed(part: RequestPart, schema: z.core.$ZodType, value: unknown): void {
  listener?.({ part, schema, value });
}

/** Runs one resolver and collects the parts it parsed. One at a time: a probe inside a probe is refused. */
export async function probeSchemas<T>(run: () => T | Promise<T>): Promise<{ result: T; parts: ProbedPart[] }> {
  if (listener) throw new Error('probeSchemas runs one resolver at a time');
  const parts: ProbedPart[] = [];
  listener = (probed) => parts.push(probed);
  try {
    return { result: await run(), parts };
  } finally {
    listener = undefined;
  }
}
