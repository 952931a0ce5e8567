import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allIds, ambiguities, areas, calls, errors, ID_PATTERN, isCatalogueId, rules } from './index';

const PROJECT_DIRS = ['spec', 'src', 'simulator', 'contracts', 'cli', 'tests', 'bench'];
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'pacts') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.(tsx?|md|json)$/.test(name) ? [path] : [];
  });

describe('the catalogue as data', () => {
  it('holds the counts the catalogue summary gives: 373 rules in 42 areas, 72 CALL, 50 ERR, 56 AMBIG', () => {
    expect(rules).toHaveLength(373);
    expect(areas).toHaveLength(42);
    expect(calls).toHaveLength(72);
    expect(errors).toHaveLength(50);
    expect(ambiguities).toHaveLength(56);
  });

  it('has unique IDs', () => {
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('gives every rule an area, a text and a seed reference, and names only known ambiguities', () => {
    for (const rule of rules) {
      expect(rule.id.startsWith(`${rule.area}-`)).toBe(true);
      expect(rule.text.length).toBeGreaterThan(10);
      expect(rule.source).toMatch(/^00[01] §/);
      for (const a of rule.ambiguities) expect(isCatalogueId(a)).toBe(true);
    }
  });

  it('every catalogue ID referenced anywhere in the project exists', () => {
    const unknown: string[] = [];
    for (const dir of PROJECT_DIRS) {
      let files: string[];
      try {
        files = walk(dir);
      } catch {
        continue;
      }
      for (const file of files) {
        if (file.startsWith(join('spec', 'catalogue'))) continue;
        for (const match of readFileSync(file, 'utf8').matchAll(ID_PATTERN)) {
          const id = match[0];
          const area = id.replace(/-\d{2}$/, '');
          const known = areas.includes(area) || ['CALL', 'ERR', 'AMBIG'].includes(area);
          if (known && !isCatalogueId(id)) unknown.push(`${file}: ${id}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});
