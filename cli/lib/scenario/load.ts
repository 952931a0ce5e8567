import { readFile } from 'node:fs/promises';
import { describeScenarioIssues, Scenario, scenarioById, scenarios } from '../../../spec/scenarios';
import { isCatalogueId } from '../../../spec/catalogue';
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

/** A scenario id, or a catalogue ID (`ERR-41`, `ACCESS-04`, `CALL-26`): the scenarios that exercise it, as the QA panel finds them. */
export function scenariosFor(id: string): Scenario[] {
  const own = scenarioById(id);
  if (own) return [own];
  const upper = id.toUpperCase();
  if (!isCatalogueId(upper)) return [];
  return scenarios.filter((s) => s.errors.includes(upper) || s.rules.includes(upper) || s.calls.includes(upper));
}

/**
 * The one scenario an id names, where one is needed (putting a simulator in it): a catalogue ID picks the
 * error row's own scenario (`ERR-41` → `err-41-…`) or the only scenario exercising it; otherwise it is ambiguous.
 */
export function oneScenarioFor(id: string): Scenario {
  const found = selectScenarios([id], false);
  if (found.length === 1) return found[0]!;
  const own = found.filter((s) => s.id.startsWith(`${id.toLowerCase()}-`));
  if (own.length === 1) return own[0]!;
  throw new UsageError(`${id} is exercised by ${found.length} scenarios; name one: ${found.map((s) => s.id).join(', ')}`);
}

/** The scenarios named by id or catalogue ID (every unknown one reported at once), or all of them. */
export function selectScenarios(ids: readonly string[], all: boolean, tag?: string): Scenario[] {
  if (all || ids.length === 0) return scenarios.filter((s) => tag === undefined || s.tags.includes(tag));
  const unknown = ids.filter((id) => scenariosFor(id).length === 0);
  if (unknown.length > 0) {
    throw new UsageError(`unknown scenario id${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (no scenario has that id or exercises that catalogue ID; see: workbench scenario list)`);
  }
  return [...new Set(ids.flatMap(scenariosFor))];
}
