import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FALLBACK_MESSAGE, codeMessages, flowTexts, CodeMessages } from '../../spec/errors';
import { knownCodes, messageForCode, storeResolverErrorText } from './errorMessages';

describe('error mapping (001 §8)', () => {
  it('ERRORS-01 ERR-21 CSMS0139 asks to wait 30 seconds before resending', () => {
    const m = messageForCode({ code: 'CSMS0139' });
    expect(m.text).toBe('Please wait 30 seconds before trying to resend another code');
    expect(m.rules).toEqual(['ERRORS-01']);
  });

  it('ERRORS-02 ERR-22 CSMS0156 shows the server message with a sign-in link', () => {
    const m = messageForCode({ code: 'CSMS0156', serverMessage: 'This mobile number is linked to several accounts.' });
    expect(m).toMatchObject({ text: 'This mobile number is linked to several accounts.', link: 'sign-in', fallback: false });
  });

  it('ERRORS-03 ERR-23 CSMS0157 and CSMS0158 show the server message with a create-account link', () => {
    for (const code of ['CSMS0157', 'CSMS0158']) {
      expect(messageForCode({ code, serverMessage: 'No account found.' })).toMatchObject({ text: 'No account found.', link: 'create-account' });
    }
  });

  it('ERRORS-04 ERR-24 CSMS0149 gives the one-hour lock text', () => {
    expect(messageForCode({ code: 'CSMS0149' }).text).toBe(
      'Because of multiple login attempts your account has been temporarily locked for security reasons, please try again in 1 hour.',
    );
  });

  it('ERRORS-05 ERR-25 CSMS0160 shows the deactivated-account server message with a support link', () => {
    expect(messageForCode({ code: 'CSMS0160', serverMessage: 'Your account is deactivated.' })).toMatchObject({ link: 'support', text: 'Your account is deactivated.' });
  });

  it('ERRORS-06 ERR-26 CSMS0148 shows the password-expiry message from the server', () => {
    expect(messageForCode({ code: 'CSMS0148', serverMessage: 'Your password has expired.' })).toMatchObject({ link: null, text: 'Your password has expired.' });
  });

  it('ERRORS-07 ERR-27 a server-message code without a server message falls back', () => {
    const m = messageForCode({ code: 'CSMS0156', serverMessage: '   ' });
    expect(m).toMatchObject({ text: FALLBACK_MESSAGE, fallback: true, link: null });
    expect(m.rules).toEqual(['ERRORS-02', 'ERRORS-07']);
  });

  it('ERRORS-07 ERR-27 ERR-30 the mapping is total: any unknown value gives the fallback message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), fc.anything(), (code, serverMessage) => {
        const m = messageForCode({ code, serverMessage });
        const known = typeof code === 'string' && knownCodes.includes(code.trim().toUpperCase());
        if (!known) expect(m.text).toBe(FALLBACK_MESSAGE);
        expect(typeof m.text).toBe('string');
        expect(m.text.length).toBeGreaterThan(0);
      }),
    );
  });

  it('ERRORS-08 ERR-28 E0000068 uses the code wording for a code and the password wording for a password', () => {
    expect(messageForCode({ code: 'E0000068', credential: 'code' }).text).toBe('The verification code you entered is incorrect. Please try again.');
    expect(messageForCode({ code: 'E0000068' }).text).toBe('The verification code you entered is incorrect. Please try again.');
    expect(messageForCode({ code: 'E0000068', credential: 'password' }).text.startsWith("The password entered doesn't match our records")).toBe(true);
  });

  it('ERRORS-09 ERR-29 E0000011 begins with the expired-code text', () => {
    expect(messageForCode({ code: 'E0000011' }).text.startsWith('The verification code you entered has expired. Click')).toBe(true);
  });

  it('ERRORS-08 ERRORS-09 texts the spec shows only the start of are whole sentences that keep that start (decision 0433)', () => {
    expect(messageForCode({ code: 'E0000068', credential: 'password' }).text).toBe("The password entered doesn't match our records. Check it and try again.");
    expect(messageForCode({ code: 'E0000011' }).text).toBe('The verification code you entered has expired. Click Resend code to get a new one.');
    const truncated = codeMessages.filter((m) => m.truncatedInSpec);
    expect(truncated.map((m) => m.code)).toEqual(['E0000068', 'E0000011']);
    for (const { code, specStart } of truncated) {
      for (const credential of ['code', 'password'] as const) {
        const { text } = messageForCode({ code, credential });
        expect(text, code).toMatch(/[.!?]$/);
        expect(text, code).not.toMatch(/\.\.\.$|Click$/);
      }
      expect([messageForCode({ code }).text, messageForCode({ code, credential: 'password' }).text].some((t) => t.startsWith(specStart!)), code).toBe(true);
    }
  });

  it('ERRORS-11 AMBIG-41 the two store-resolver texts belong to two calls', () => {
    expect(storeResolverErrorText('sync', 'x').text).toBe('Error in store resolver');
    expect(storeResolverErrorText('address', '503 Service Unavailable').text).toBe('The Store Resolver API returned error: 503 Service Unavailable');
    expect(storeResolverErrorText('address', new Error('boom')).text).toBe('The Store Resolver API returned error: boom');
    fc.assert(fc.property(fc.anything(), (e) => {
      expect(storeResolverErrorText('address', e).text.startsWith('The Store Resolver API returned error: ')).toBe(true);
    }));
  });

  it('ERRORS-01 ERRORS-02 a catalogue message is no fallback and names the rule that gave it, server message or not', () => {
    expect(messageForCode({ code: 'CSMS0139' })).toEqual({ code: 'CSMS0139', text: 'Please wait 30 seconds before trying to resend another code', link: null, fallback: false, rules: ['ERRORS-01'] });
    expect(messageForCode({ code: 'CSMS0156', serverMessage: 'Linked to several accounts.' })).toEqual({
      code: 'CSMS0156',
      text: 'Linked to several accounts.',
      link: 'sign-in',
      fallback: false,
      rules: ['ERRORS-02'],
    });
    expect(messageForCode({ code: 42 })).toEqual({ code: null, text: FALLBACK_MESSAGE, link: null, fallback: true, rules: ['ERRORS-07'] });
  });

  it('ERRORS-01 ERR-21 ERR-22 ERR-23 ERR-24 ERR-25 ERR-26 ERR-28 ERR-29 every code the catalogue lists is known and has its own message', () => {
    expect(knownCodes).toEqual(expect.arrayContaining(['CSMS0139', 'CSMS0156', 'CSMS0157', 'CSMS0158', 'CSMS0149', 'CSMS0160', 'CSMS0148', 'E0000068', 'E0000011']));
    for (const code of knownCodes) {
      const m = messageForCode({ code, serverMessage: 'From the server.' });
      expect(m.fallback, code).toBe(false);
      expect(m.rules, code).not.toContain('ERRORS-07');
    }
  });

  it('ERRORS-01 ERRORS-09 the error data validates against its schema and codes are matched case-insensitively', () => {
    expect(() => CodeMessages.parse(codeMessages)).not.toThrow();
    expect(messageForCode({ code: ' csms0139 ' }).rules).toEqual(['ERRORS-01']);
    expect(flowTexts.fallback).toBe(FALLBACK_MESSAGE);
  });
});
