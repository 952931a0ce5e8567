import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatPhone } from './format';
import { canSubmitPasswordSignIn, classifyIdentifier, compilePattern, sanitizeCode, validateCode, validateEmail, validateIdentifier, validateOtpPassword, validatePhone, validationMessage } from './validation';

const patterns = { mobilePattern: '^[\\d\\s()-]+$', emailPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' };

describe('validation (001 §5)', () => {
  it('VALIDATION-01 input matching the configured mobile pattern is a phone, anything else an email', () => {
    expect(classifyIdentifier('(415) 555-0134', patterns.mobilePattern)).toBe('phone');
    expect(classifyIdentifier('ann@example.com', patterns.mobilePattern)).toBe('email');
    expect(classifyIdentifier('', patterns.mobilePattern)).toBe('email');
    expect(classifyIdentifier('4155550134', '(unclosed')).toBe('email');
    expect(compilePattern('(unclosed')).toBeNull();
  });

  it('VALIDATION-02 AMBIG-32 a phone starting with 0 or 1 is the pattern error, checked before length', () => {
    expect(validatePhone('0155550134').key).toBe('pattern');
    expect(validatePhone('1555').key).toBe('pattern');
    expect(validatePhone('(115) 555-0134').key).toBe('pattern');
  });

  it('VALIDATION-03 AMBIG-32 a phone must be exactly 10 digits after formatting is stripped, else the invalid error', () => {
    expect(validatePhone('415555013').key).toBe('invalid');
    expect(validatePhone('41555501345').key).toBe('invalid');
    expect(validatePhone('(415) 555-0134')).toMatchObject({ valid: true, key: null });
    expect(validateIdentifier(' 415 555 0134 ', patterns)).toMatchObject({ kind: 'phone', valid: true, value: '4155550134', display: '(415) 555-0134' });
  });

  it('VALIDATION-03 FORMAT-01 the phone formatter and validator agree on every 10-digit string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const raw = validatePhone(digits);
        const shown = validatePhone(formatPhone(digits));
        expect(shown).toEqual(raw);
        expect(raw.valid).toBe(!/^[01]/.test(digits));
        expect(validateIdentifier(formatPhone(digits), patterns)).toMatchObject({ kind: 'phone', valid: raw.valid, value: digits });
      }),
    );
  });

  it('VALIDATION-04 an email must match the configured pattern; empty shows the required message', () => {
    expect(validateEmail('', patterns.emailPattern).key).toBe('required');
    expect(validateEmail('   ', patterns.emailPattern).key).toBe('required');
    expect(validateEmail('ann@', patterns.emailPattern).key).toBe('pattern');
    expect(validateEmail('ann@example.com', patterns.emailPattern).valid).toBe(true);
    expect(validateIdentifier('', patterns)).toMatchObject({ kind: 'email', key: 'required' });
  });

  it('VALIDATION-05 AMBIG-33 a code is required, at least 6 characters, digits only; non-digits are stripped as typed', () => {
    expect(sanitizeCode('12a-3 4')).toBe('1234');
    expect(validateCode('').key).toBe('required');
    expect(validateCode('12345').key).toBe('length');
    expect(validateCode('12345x').key).toBe('pattern');
    expect(validateCode('123456').valid).toBe(true);
    expect(validateCode('1234567').valid).toBe(true);
    fc.assert(fc.property(fc.string(), (typed) => {
      const code = sanitizeCode(typed);
      expect(code).toMatch(/^\d*$/);
      expect(validateCode(code).valid).toBe(code.length >= 6);
    }));
  });

  it('VALIDATION-06 AMBIG-33 an OTP-flow password under 8 characters shows the required message', () => {
    expect(validateOtpPassword('1234567')).toMatchObject({ valid: false, key: 'required' });
    expect(validateOtpPassword('12345678').valid).toBe(true);
  });

  it('SIGNIN-01 password sign-in needs a non-empty email and a non-empty password', () => {
    expect(canSubmitPasswordSignIn('a@b.co', 'x').valid).toBe(true);
    expect(canSubmitPasswordSignIn('', 'x').valid).toBe(false);
    expect(canSubmitPasswordSignIn('a@b.co', '').valid).toBe(false);
  });

  it('VALIDATION-07 message texts come from the page data attributes by key', () => {
    const attrs = { required: 'Please enter a value', pattern: 'Check the format' };
    expect(validationMessage('required', attrs)).toBe('Please enter a value');
    expect(validationMessage('length', attrs)).toBeNull();
    expect(validationMessage(null, attrs)).toBeNull();
    expect(validationMessage('toString' as never, attrs)).toBeNull();
  });

  it('VALIDATION-01 a configured pattern is read without its global and sticky flags and keeps the others, so each test starts afresh', () => {
    const re = compilePattern(/ann@/giy);
    expect(re).not.toBeNull();
    // Sticky would anchor the match at the start, global would carry it on from the last match.
    expect(re?.test('x ANN@example.com')).toBe(true);
    expect(re?.test('x ANN@example.com')).toBe(true);
    expect(classifyIdentifier('x 4155550134', /\d{10}/y)).toBe('phone');
    expect(classifyIdentifier('x 4155550134', /\d{10}/g)).toBe('phone');
  });

  it('VALIDATION-01 surrounding spaces are not part of the identifier, and empty input is never a phone', () => {
    const loose = { ...patterns, mobilePattern: '^[\\d()-]*$' };
    expect(classifyIdentifier(' 4155550134 ', loose.mobilePattern)).toBe('phone');
    expect(classifyIdentifier('', loose.mobilePattern)).toBe('email');
    expect(classifyIdentifier('   ', loose.mobilePattern)).toBe('email');
    expect(validateIdentifier('  ', loose)).toMatchObject({ kind: 'email', key: 'required' });
    expect(validateIdentifier(' ann@example.com ', patterns)).toEqual({ valid: true, key: null, kind: 'email', value: 'ann@example.com', display: 'ann@example.com', rules: ['VALIDATION-01', 'VALIDATION-04'] });
    expect(validateIdentifier(' ann@ ', patterns)).toEqual({ valid: false, key: 'pattern', kind: 'email', value: 'ann@', display: 'ann@', rules: ['VALIDATION-01', 'VALIDATION-04'] });
  });

  it('VALIDATION-02 VALIDATION-03 AMBIG-32 each phone result names the rules it applied; a valid phone is also shown as FORMAT-01 says', () => {
    expect(validatePhone('( ) -')).toEqual({ valid: false, key: 'required', rules: ['VALIDATION-03', 'AMBIG-32'] });
    expect(validatePhone('')).toEqual({ valid: false, key: 'required', rules: ['VALIDATION-03', 'AMBIG-32'] });
    expect(validatePhone('1555')).toEqual({ valid: false, key: 'pattern', rules: ['VALIDATION-02', 'AMBIG-32'] });
    expect(validatePhone('415555013')).toEqual({ valid: false, key: 'invalid', rules: ['VALIDATION-02', 'VALIDATION-03', 'AMBIG-32'] });
    expect(validatePhone('(415) 555-0134')).toEqual({ valid: true, key: null, rules: ['VALIDATION-02', 'VALIDATION-03', 'AMBIG-32'] });
    expect(validateIdentifier('4155550134', patterns).rules).toEqual(['VALIDATION-01', 'VALIDATION-02', 'VALIDATION-03', 'AMBIG-32', 'FORMAT-01']);
    expect(validateIdentifier('415555013', patterns)).toEqual({ valid: false, key: 'invalid', kind: 'phone', value: '415555013', display: '415555013', rules: ['VALIDATION-01', 'VALIDATION-02', 'VALIDATION-03', 'AMBIG-32'] });
  });

  it('VALIDATION-04 each email result names the rule', () => {
    expect(validateEmail('', patterns.emailPattern)).toEqual({ valid: false, key: 'required', rules: ['VALIDATION-04'] });
    expect(validateEmail('ann@', patterns.emailPattern)).toEqual({ valid: false, key: 'pattern', rules: ['VALIDATION-04'] });
    expect(validateEmail(' ann@example.com ', patterns.emailPattern)).toEqual({ valid: true, key: null, rules: ['VALIDATION-04'] });
  });

  it('VALIDATION-05 AMBIG-33 a code with any non-digit anywhere is the pattern error; each result names its rules', () => {
    expect(validateCode('')).toEqual({ valid: false, key: 'required', rules: ['VALIDATION-05'] });
    expect(validateCode('12345')).toEqual({ valid: false, key: 'length', rules: ['VALIDATION-05', 'AMBIG-33'] });
    expect(validateCode('x123456')).toEqual({ valid: false, key: 'pattern', rules: ['VALIDATION-05'] });
    expect(validateCode('123456x')).toEqual({ valid: false, key: 'pattern', rules: ['VALIDATION-05'] });
    expect(validateCode('1234567')).toEqual({ valid: true, key: null, rules: ['VALIDATION-05', 'AMBIG-33'] });
  });

  it('VALIDATION-06 AMBIG-33 each OTP-password result names its rules', () => {
    expect(validateOtpPassword('1234567')).toEqual({ valid: false, key: 'required', rules: ['VALIDATION-06', 'AMBIG-33'] });
    expect(validateOtpPassword('12345678')).toEqual({ valid: true, key: null, rules: ['VALIDATION-06'] });
  });

  it('SIGNIN-01 an email of spaces only is empty, and a refusal shows the required message', () => {
    expect(canSubmitPasswordSignIn('   ', 'x')).toEqual({ valid: false, key: 'required', rules: ['SIGNIN-01'] });
    expect(canSubmitPasswordSignIn(' a@b.co ', 'x')).toEqual({ valid: true, key: null, rules: ['SIGNIN-01'] });
  });

  it('VALIDATION-07 a valid field has no message, whatever attributes the page carries', () => {
    expect(validationMessage(null, { null: 'never shown' })).toBeNull();
  });

  it('VALIDATION-01 parsers never throw on any string', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.string(), (input, mobile, email) => {
      expect(() => validateIdentifier(input, { mobilePattern: mobile, emailPattern: email })).not.toThrow();
      expect(() => validateCode(input)).not.toThrow();
      expect(() => validatePhone(input)).not.toThrow();
    }));
  });
});
