import { errorScenarios } from './errors';
import { journeys } from './journeys';
import { Scenario } from './schema';

export * from './schema';

/** Every scenario, validated once at load; an invalid built-in scenario is a programming error. */
export const scenarios: Scenario[] = [...journeys, ...errorScenarios].map((s) => Scenario.parse(s));
export function scenarioById(id: string): Scenario | undefined {
  return scenarios.find((s) => s.id === id);
}
