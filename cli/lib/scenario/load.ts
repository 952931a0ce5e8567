import { readFile } from 'node:fs/promises';
import { describeScenarioIssues, Scenario, scenarioById, scenarios } from '../../../spec/scenarios';
import { UsageError } from '../output';

/**
 * Reads a scenario file (one scenario, or an array of them) and validates it with the same schema as the built-in
 * set. Refuses it with the file and the path of the first bad fields.
 */
export async function loadScenarioFile(path: string): Promise<Scenario[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read scenario file ${path}: ${(e as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (e) {
    throw new UsageError(`${path}: not valid JSON: ${(e as Error).message}`);
  }
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((item, i) => {
    const parsed = Scenario.safeParse(item);
    if (!parsed.success) {
      const where = Array.isArray(raw) ? `${path}[${i}]` : path;
      throw new UsageError(`invalid scenario in ${where}:\n  ${describeScenarioIssues(parsed.error).join('\n  ')}`);
    }
    return parsed.data;
  });
}

/** The scenarios named by id (every unknown id reported at once), or all of them. */
export function selectScenarios(ids: readonly string[], all: boolean, tag?: string): Scenario[] {
  if (all || ids.length === 0) return scenarios.filter((s) => tag === undefined || s.tags.includes(tag));
  const unknown = ids.filter((id) => !scenarioById(id));
  if (unknown.length > 0) throw new UsageError(`unknown scenario id${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (see: workbench scenario list)`);
  return ids.map((id) => scenarioById(id) as Scenario);
}
