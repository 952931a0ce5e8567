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

  it('VALIDATION-01 parsers never throw on any string', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.string(), (input, mobile, email) => {
      expect(() => validateIdentifier(input, { mobilePattern: mobile, emailPattern: email })).not.toThrow();
      expect(() => validateCode(input)).not.toThrow();
      expect(() => validatePhone(input)).not.toThrow();
    }));
  });
});
