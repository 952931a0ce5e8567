import type { ActiveFault, FaultSpecInput } from '../../../spec/schemas/faults';

/**
 * The QA panel's "copy link": the scenario's start page with `?scenario=<id>`, the faults in place (`faults=`, JSON)
 * and the simulator time (`clock=`, ISO). The in-page simulator reads them at boot (simulator/runtimes/reproLink.ts):
 * the link replaces the scenario's own faults with these, so a removed scenario fault stays removed.
 */
export function reproLink(scenario: { id: string; start: string }, faults: readonly ActiveFault[], clockIso: string | null): string {
  const [path = '/', query = ''] = scenario.start.split('?');
  const params = new URLSearchParams(query);
  params.set('scenario', scenario.id);
  const specs: FaultSpecInput[] = faults
    // A fault whose calls are used up no longer fires: the link leaves it out rather than restart it.
    .filter((f) => f.remaining !== 0)
    .map((f) => ({ target: f.target, fault: f.fault, ...(f.remaining === null ? {} : { times: f.remaining }) }));
  params.set('faults', JSON.stringify(specs));
  if (clockIso) params.set('clock', clockIso);
  return `${path}?${params.toString()}`;
}
