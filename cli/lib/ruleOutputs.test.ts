import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ruleModules } from '../../src/rules/registry';
import { OUTPUT_SCHEMAS_FILE, ruleOutputSchemasText } from './ruleOutputs';

const committed = JSON.parse(readFileSync(OUTPUT_SCHEMAS_FILE, 'utf8')) as Record<string, Record<string, unknown>>;
const validator = (name: string) => z.fromJSONSchema(committed[name] as never);

describe('the rule modules’ declared output schemas (rules describe)', () => {
  it('every module has one, and its answer to its own example fits it', () => {
    expect(Object.keys(committed).sort()).toEqual(ruleModules.map((m) => m.name).sort());
    for (const m of ruleModules) {
      const answer = m.run(z.parse(m.input, m.example));
      const checked = validator(m.name).safeParse(JSON.parse(JSON.stringify(answer)));
      expect(checked.success ? [] : checked.error.issues.slice(0, 3), m.name).toEqual([]);
    }
  });

  it('REDIRECT-03 the redirect module declares a union: a refusal fits it without kind, for any target', () => {
    const schema = committed.redirect as { anyOf?: { required?: string[] }[] };
    expect(schema.anyOf).toHaveLength(2);
    expect(schema.anyOf?.find((b) => b.required?.includes('refusal'))?.required).not.toContain('kind');
    const redirect = ruleModules.find((m) => m.name === 'redirect')!;
    const check = validator('redirect');
    const refused = redirect.run(z.parse(redirect.input, { target: 'https://elsewhere.test/x', trustedDomains: ['www.freshway.test'], defaultRedirect: '/' })) as Record<string, unknown>;
    expect(refused).not.toHaveProperty('kind');
    expect(check.safeParse(refused).success).toBe(true);
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('/cart.html', '//evil.test', 'javascript:alert(1)')), (target) => {
        const answer = redirect.run(z.parse(redirect.input, { target, trustedDomains: ['www.freshway.test'], defaultRedirect: '/' }));
        expect(check.safeParse(JSON.parse(JSON.stringify(answer))).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('the committed file is what the modules’ answer types give today (npm run rule-outputs rewrites it)', () => {
    expect(ruleOutputSchemasText()).toBe(readFileSync(OUTPUT_SCHEMAS_FILE, 'utf8'));
  }, 180_000);
});
