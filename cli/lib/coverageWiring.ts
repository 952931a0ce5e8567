import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Evidence that rule functions ran through the product's wiring, read from what the test runs recorded under
 * `reports/wiring/<kind>/*.json`: for each test of a wiring suite (the cross-layer tests in Node:
 * tests/cross-layer/wiringEvidence.ts), its outcome and the functions of `src/rules` V8 saw executed while it
 * ran. Coverage counts a function as exercised through the wiring when a test that passed executed it.
 */
export const WIRING_REPORTS = 'reports/wiring';

export interface WiringFile {
  path: string;
  kind: string;
  writtenAt?: string;
  problem?: string;
}

export interface WiringEvidence {
  files: WiringFile[];
  /** Per rule function (`file:name`): the passing tests (`file › title`) that executed it. */
  byFunction: Map<string, string[]>;
  /** How many passing tests the evidence holds. */
  passingTests: number;
}

interface EvidenceJson {
  file?: unknown;
  writtenAt?: unknown;
  tests?: unknown;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export function readWiringEvidence(root: string): WiringEvidence {
  const evidence: WiringEvidence = { files: [], byFunction: new Map(), passingTests: 0 };
  const dir = join(root, WIRING_REPORTS);
  if (!existsSync(dir)) return evidence;
  for (const kind of readdirSync(dir).sort()) {
    let names: string[];
    try {
      names = readdirSync(join(dir, kind)).filter((n) => n.endsWith('.json')).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const path = `${WIRING_REPORTS}/${kind}/${name}`;
      let json: EvidenceJson;
      try {
        json = JSON.parse(readFileSync(join(root, path), 'utf8')) as EvidenceJson;
        if (typeof json !== 'object' || json === null || typeof json.file !== 'string' || !Array.isArray(json.tests)) throw new Error('not a wiring evidence file');
      } catch (e) {
        evidence.files.push({ path, kind, problem: `unreadable: ${(e as Error).message}` });
        continue;
      }
      evidence.files.push({ path, kind, ...(typeof json.writtenAt === 'string' ? { writtenAt: json.writtenAt } : {}) });
      for (const t of json.tests as unknown[]) {
        const test = t as { title?: unknown; state?: unknown; functions?: unknown };
        if (test.state !== 'pass' || typeof test.title !== 'string' || typeof test.functions !== 'object' || test.functions === null) continue;
        evidence.passingTests++;
        const label = `${json.file} › ${test.title}`;
        for (const [file, fns] of Object.entries(test.functions)) {
          if (!isStringArray(fns)) continue;
          for (const fn of fns) {
            const key = `${file}:${fn}`;
            (evidence.byFunction.get(key) ?? evidence.byFunction.set(key, []).get(key)!).push(label);
          }
        }
      }
    }
  }
  return evidence;
}
