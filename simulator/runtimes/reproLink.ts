import * as z from 'zod/mini';
import { FaultSpec } from '../../spec/schemas/faults';
import { isClockTime } from '../core/clock';

/**
 * The QA panel's "copy link" parameters, read alongside `?scenario=<id>`: `faults=<JSON array of fault specs>` and
 * `clock=<ISO time>`. Both are validated with the spec's schemas; a bad value is named in `problems` and left out,
 * so a mistyped link still opens the scenario instead of failing the page.
 */
export const FAULTS_PARAM = 'faults';
export const CLOCK_PARAM = 'clock';

const LinkFaults = z.array(FaultSpec);
const LinkClock = z.iso.datetime();

export interface ReproParams {
  /** The faults to put in place of the scenario's; undefined when the link names none (or none valid). */
  faults: FaultSpec[] | undefined;
  /** Epoch ms to set the clock to. */
  clock: number | undefined;
  problems: string[];
}

function issues(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`).join('; ');
}

export function readReproParams(search: string): ReproParams {
  const params = new URLSearchParams(search);
  const out: ReproParams = { faults: undefined, clock: undefined, problems: [] };
  const rawFaults = params.get(FAULTS_PARAM);
  if (rawFaults !== null) {
    let data: unknown;
    try {
      data = JSON.parse(rawFaults);
    } catch {
      out.problems.push(`The link's ${FAULTS_PARAM} parameter is not JSON; no faults were added`);
    }
    if (data !== undefined) {
      const parsed = LinkFaults.safeParse(data);
      if (parsed.success) out.faults = parsed.data;
      else out.problems.push(`The link's ${FAULTS_PARAM} parameter is not a list of faults (${issues(parsed.error)}); no faults were added`);
    }
  }
  const rawClock = params.get(CLOCK_PARAM);
  if (rawClock !== null) {
    const parsed = LinkClock.safeParse(rawClock);
    const ms = parsed.success ? Date.parse(parsed.data) : Number.NaN;
    if (isClockTime(ms)) out.clock = ms;
    else out.problems.push(`The link's ${CLOCK_PARAM} parameter is not an ISO date-time such as 2026-06-01T15:00:00.000Z; the scenario's clock was kept`);
  }
  return out;
}
