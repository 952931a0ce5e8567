import { errorScenarios } from './errors';
import { journeys } from './journeys';
import { Scenario } from './schema';

export * from './schema';

/** Every scenario, validated once at load; an invalid built-in scenario is a programming error. */
export const scenarios: Scenario[] = [...journeys, ...errorScenarios].map((s) => Scenario.parse(s));
const seen = new Set<string>();
for (const s of scenarios) {
  if (seen.has(s.id)) throw new Error(`duplicate scenario id ${s.id}`);
  seen.add(s.id);
}

export function scenarioById(id: string): Scenario | undefined {
  return scenarios.find((s) => s.id === id);
}
