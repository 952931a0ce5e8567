import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCode, checkPassword, checkSignInInput, formatPhone, nextSignInPanel, RESEND_WAIT_MS, SIGN_IN_PATTERNS, SIGNED_IN_TOAST, stripCode } from './signInInput';

describe('what the shopper types into the sign-in', () => {
  it('VALIDATION-01 FORMAT-01 text matching the mobile pattern is a phone: its 10 digits are sent and it is shown formatted', () => {
    expect(checkSignInInput(' 415.555.0134 ')).toEqual({ ok: true, kind: 'phone', value: '4155550134', display: '(415) 555-0134' });
    expect(checkSignInInput('+1 (415) 555-0134'.replace('+1 ', ''))).toMatchObject({ ok: true, kind: 'phone', value: '4155550134' });
  });

  it('VALIDATION-02 VALIDATION-03 a phone starting with 0 or 1 is the pattern error; one of another length is invalid', () => {
    expect(checkSignInInput('0155550134')).toEqual({ ok: false, kind: 'phone', error: 'pattern' });
    expect(checkSignInInput('1155550134')).toEqual({ ok: false, kind: 'phone', error: 'pattern' });
    expect(checkSignInInput('415555013')).toEqual({ ok: false, kind: 'phone', error: 'invalid' });
    expect(checkSignInInput('41555501345')).toEqual({ ok: false, kind: 'phone', error: 'invalid' });
  });

  it('VALIDATION-04 anything else is an email: empty is required, one without a dotted domain the pattern error', () => {
    expect(checkSignInInput('  ana@example.com ')).toEqual({ ok: true, kind: 'email', value: 'ana@example.com', display: 'ana@example.com' });
    expect(checkSignInInput('')).toEqual({ ok: false, kind: 'email', error: 'required' });
    expect(checkSignInInput('   ')).toEqual({ ok: false, kind: 'email', error: 'required' });
    expect(checkSignInInput('ana@example')).toEqual({ ok: false, kind: 'email', error: 'pattern' });
    expect(checkSignInInput('ana example@x.com')).toEqual({ ok: false, kind: 'email', error: 'pattern' });
    expect(checkSignInInput('ana@@example.com')).toEqual({ ok: false, kind: 'email', error: 'pattern' });
  });

  it('VALIDATION-07 the page patterns: a phone of digits, spaces, brackets, dots, plus or hyphens; an email with one @ and a dotted domain', () => {
    const mobile = new RegExp(SIGN_IN_PATTERNS.mobilePattern);
    const email = new RegExp(SIGN_IN_PATTERNS.emailPattern);
    for (const phone of ['4155550134', '(415) 555-0134', '+1.415.555.0134']) expect(mobile.test(phone), phone).toBe(true);
    for (const other of ['415x5550134', 'ana@example.com', '']) expect(mobile.test(other), other).toBe(false);
    for (const good of ['a@b.co', 'first.last@mail.example.com']) expect(email.test(good), good).toBe(true);
    for (const bad of ['a@b', 'a b@c.d', 'a@b@c.d', '@b.co', 'a@.', 'x a@b.co']) expect(email.test(bad), bad).toBe(false);
  });

  it('VALIDATION-01 every input is one of the two kinds and a valid one always carries what is sent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const r = checkSignInInput(raw);
        expect(['email', 'phone']).toContain(r.kind);
        if (r.ok && r.kind === 'phone') expect(r.value).toMatch(/^[2-9]\d{9}$/);
        if (r.ok && r.kind === 'email') expect(r.value).toBe(raw.trim());
      }),
    );
  });

  it('VALIDATION-05 non-digits are stripped from a code; it is required, at least 6 characters, digits only', () => {
    expect(stripCode('12-34 5a6')).toBe('123456');
    expect(checkCode('')).toBe('required');
    expect(checkCode('12345')).toBe('length');
    expect(checkCode('12345a')).toBe('pattern');
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('1234567')).toBeNull();
  });

  it('VALIDATION-06 a password under 8 characters shows the required message', () => {
    expect(checkPassword('1234567')).toBe('required');
    expect(checkPassword('')).toBe('required');
    expect(checkPassword('12345678')).toBeNull();
  });

  it('FORMAT-01 a phone of 10 digits is shown as (xxx) xxx-xxxx', () => {
    expect(formatPhone('4155550134')).toBe('(415) 555-0134');
  });

  it('OTP-09 TOAST-08 the resend wait is 30 seconds and the welcome toast is the spec text', () => {
    expect(RESEND_WAIT_MS).toBe(30_000);
    expect(SIGNED_IN_TOAST).toBe("Welcome back. you're now signed in.");
  });

  it('OTP-01 AMBIG-38 the code panel opens for the factor matching the identifier: sms for a phone, email for an email', () => {
    const both = [{ id: 'e-1', factorType: 'EMAIL' }, { id: 's-1', factorType: 'SMS' }, { id: 'p-1', factorType: 'password' }];
    expect(nextSignInPanel('email', both)).toEqual({ panel: 'code', factorId: 'e-1' });
    expect(nextSignInPanel('phone', both)).toEqual({ panel: 'code', factorId: 's-1' });
  });

  it('OTP-02 without the matching code factor the password panel opens (factor id password); with neither, no panel', () => {
    expect(nextSignInPanel('phone', [{ id: 'e-1', factorType: 'email' }, { id: 'p-1', factorType: 'PASSWORD' }])).toEqual({ panel: 'password', factorId: 'password' });
    expect(nextSignInPanel('email', [{ id: 's-1', factorType: 'sms' }])).toEqual({ panel: 'none', factorId: null });
    expect(nextSignInPanel('email', [])).toEqual({ panel: 'none', factorId: null });
  });
});
