import type { ScenarioInput } from './schema';

/** One scenario (at least) per row of the error catalogue. */
export const errorScenarios: ScenarioInput[] = [];
