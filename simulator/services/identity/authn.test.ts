import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, parseIdentifier } from './authn';

describe('sign-in identifiers', () => {
  it('CALL-56 parseIdentifier never throws and yields only a lower-case email or exactly 10 digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const id = parseIdentifier(raw);
        if (id === null) return;
        if (id.kind === 'phone') expect(id.value).toMatch(/^\d{10}$/);
        else expect(id.value).toBe(id.value.toLowerCase());
      }),
    );
  });

  it('CALL-56 a phone reads the same however it is formatted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), fc.constantFrom('plain', 'dashes', 'parens', 'country'), (digits, style) => {
        const formatted =
          style === 'dashes' ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : style === 'parens' ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : style === 'country' ? `+1 ${digits}` : digits;
        expect(parseIdentifier(formatted)).toEqual({ kind: 'phone', value: digits });
      }),
    );
  });

  it('CALL-56 maskEmail keeps the domain and hides all but the first and last letter of the local part', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), fc.domain(), (local, domain) => {
        const masked = maskEmail(`${local}@${domain}`);
        expect(masked.endsWith(`@${domain}`)).toBe(true);
        expect(masked.startsWith(local[0] ?? '')).toBe(true);
        expect(masked).toContain('***');
      }),
    );
    expect(maskEmail('shopper@freshway.test')).toBe('s***r@freshway.test');
  });
});
