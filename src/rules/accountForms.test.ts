import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFlowMessage, accountFlowTexts, checkCreateAccount, checkNewPassword } from './accountForms';
import { messageForCode } from './errorMessages';

const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const good = { firstName: ' Nia ', lastName: 'New', email: ' nia@freshway.test ', phone: '', password: 'Passw0rd!' };

describe('create-account form (decision 0455)', () => {
  it('VALIDATION-04 VALIDATION-06 a complete form sends trimmed names and email, no phone when none is typed', () => {
    const check = checkCreateAccount(good, EMAIL);
    expect(check.valid).toBe(true);
    if (check.valid) expect(check.values).toEqual({ firstName: 'Nia', lastName: 'New', emailAddress: 'nia@freshway.test', password: 'Passw0rd!' });
  });

  it('VALIDATION-02 VALIDATION-03 a typed phone is checked and sent as its 10 digits', () => {
    const check = checkCreateAccount({ ...good, phone: '(415) 555-0199' }, EMAIL);
    expect(check.valid && check.values.phoneNumber).toBe('4155550199');
    expect(checkCreateAccount({ ...good, phone: '(115) 555-0199' }, EMAIL).errors.phone).toBe('pattern');
    expect(checkCreateAccount({ ...good, phone: '415 555' }, EMAIL).errors.phone).toBe('invalid');
  });

  it('VALIDATION-04 VALIDATION-06 every invalid field is reported at once: names and email required, a short password', () => {
    const check = checkCreateAccount({ firstName: ' ', lastName: '', email: '', phone: '', password: 'short' }, EMAIL);
    expect(check.valid).toBe(false);
    expect(check.errors).toEqual({ firstName: 'required', lastName: 'required', email: 'required', password: 'required' });
    expect(checkCreateAccount({ ...good, email: 'nia@' }, EMAIL).errors).toEqual({ email: 'pattern' });
  });

  it('property: VALIDATION-06 a password under 8 characters never passes, and a valid form always carries its values', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (password) => {
        expect(checkCreateAccount({ ...good, password }, EMAIL).errors.password).toBe('required');
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 40 }), fc.stringMatching(/^[A-Za-z][A-Za-z '-]{0,20}$/), (password, name) => {
        const check = checkCreateAccount({ ...good, firstName: name, password }, EMAIL);
        expect(check.valid).toBe(true);
        if (check.valid) expect(check.values.firstName).toBe(name.trim());
      }),
    );
  });
});

describe('create-account form: trimming and the rules applied (decision 0455)', () => {
  it('VALIDATION-04 VALIDATION-06 both names are sent trimmed, and a name of spaces only is missing', () => {
    const check = checkCreateAccount({ ...good, lastName: '  New  ' }, EMAIL);
    expect(check.valid && check.values.lastName).toBe('New');
    expect(checkCreateAccount({ ...good, lastName: '   ' }, EMAIL)).toMatchObject({ valid: false, errors: { lastName: 'required' } });
  });

  it('VALIDATION-02 VALIDATION-03 a phone field of spaces only is no phone: nothing to check, nothing sent', () => {
    const check = checkCreateAccount({ ...good, phone: '   ' }, EMAIL);
    expect(check.valid).toBe(true);
    expect(check.errors).toEqual({});
    if (check.valid) expect('phoneNumber' in check.values).toBe(false);
    expect(check.rules).not.toContain('VALIDATION-02');
  });

  it('VALIDATION-02 VALIDATION-03 VALIDATION-04 VALIDATION-06 the answer names the field rules it applied, valid or not', () => {
    const withPhone = checkCreateAccount({ ...good, phone: '(415) 555-0199' }, EMAIL);
    expect(withPhone.valid).toBe(true);
    expect(withPhone.rules).toEqual(expect.arrayContaining(['VALIDATION-02', 'VALIDATION-03', 'VALIDATION-04', 'VALIDATION-06']));
    const refused = checkCreateAccount({ ...good, email: 'nia@', phone: '415 555', password: 'short' }, EMAIL);
    expect(refused.valid).toBe(false);
    expect(refused.rules).toEqual(expect.arrayContaining(['VALIDATION-02', 'VALIDATION-03', 'VALIDATION-04', 'VALIDATION-06']));
  });
});

describe('new-password form (decision 0455)', () => {
  it('VALIDATION-06 a form with any problem is refused and carries no values', () => {
    for (const input of [
      { code: ' ', password: 'N3w-Passw0rd', confirm: 'N3w-Passw0rd' },
      { code: 'pwd-1', password: 'short', confirm: 'short' },
      { code: 'pwd-1', password: 'N3w-Passw0rd', confirm: 'other-passw0rd' },
    ]) {
      const check = checkNewPassword(input);
      expect(check.valid, JSON.stringify(input)).toBe(false);
      expect('values' in check).toBe(false);
      expect(check.rules).toContain('VALIDATION-06');
    }
  });

  it('VALIDATION-06 the code is required, the password has 8 characters and the confirmation must match', () => {
    expect(checkNewPassword({ code: '', password: 'N3w-Passw0rd', confirm: 'N3w-Passw0rd' }).errors).toEqual({ code: 'required' });
    expect(checkNewPassword({ code: 'pwd-1', password: 'short', confirm: 'short' }).errors).toEqual({ password: 'required' });
    expect(checkNewPassword({ code: 'pwd-1', password: 'N3w-Passw0rd', confirm: '' }).errors).toEqual({ confirm: 'required' });
    expect(checkNewPassword({ code: 'pwd-1', password: 'N3w-Passw0rd', confirm: 'N3w-Passw0rD' }).errors).toEqual({ confirm: 'invalid' });
    const ok = checkNewPassword({ code: ' pwd-1 ', password: 'N3w-Passw0rd', confirm: 'N3w-Passw0rd' });
    expect(ok.valid && ok.values).toEqual({ code: 'pwd-1', password: 'N3w-Passw0rd' });
  });
});

describe('account flow messages', () => {
  it('an existing account offers sign-in; a dead reset code asks for a new one', () => {
    expect(accountFlowMessage({ code: 'CSMS0409' })).toMatchObject({ text: accountFlowTexts.accountExists, link: 'sign-in' });
    expect(accountFlowMessage({ code: 'RESET_TOKEN_INVALID' })).toMatchObject({ text: accountFlowTexts.resetCodeInvalid, link: null });
  });

  it('ERRORS-01 the simulator\'s own codes are matched as catalogue codes are, whatever their case, and are no fallback', () => {
    expect(messageForCode({ code: ' csms0139 ' }).rules).toEqual(['ERRORS-01']);
    expect(accountFlowMessage({ code: ' csms0409 ' })).toEqual({ code: 'CSMS0409', text: accountFlowTexts.accountExists, link: 'sign-in', fallback: false, rules: [] });
    expect(accountFlowMessage({ code: 'reset_token_invalid' })).toEqual({ code: 'RESET_TOKEN_INVALID', text: accountFlowTexts.resetCodeInvalid, link: null, fallback: false, rules: [] });
  });

  it('ERRORS-03 ERRORS-08 ERRORS-07 catalogue codes keep the catalogue message: the server message with its link, the passcode wording, the fallback', () => {
    expect(accountFlowMessage({ code: 'CSMS0158', serverMessage: 'No account with this email.' })).toMatchObject({ text: 'No account with this email.', link: 'create-account' });
    expect(accountFlowMessage({ code: 'E0000068' }).text).toBe('The verification code you entered is incorrect. Please try again.');
    expect(accountFlowMessage({ code: null }).rules).toContain('ERRORS-07');
    expect(accountFlowMessage({ code: 'CSMS0500', serverMessage: 'down' }).fallback).toBe(true);
  });
});
