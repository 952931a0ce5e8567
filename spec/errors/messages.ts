import { z } from '../schemas/zod';

export { FALLBACK_MESSAGE, FlowTexts, flowTexts } from './flowTexts';

/** Where a message's link leads (001 §8): sign in again, create a new account, or customer support. */
export const ErrorLinkKind = z.enum(['sign-in', 'create-account', 'support']);
export type ErrorLinkKind = z.infer<typeof ErrorLinkKind>;

/** What the user is asked for when the code is reported: a one-time code or a password (E0000068 has both wordings). */
export const CredentialKind = z.enum(['code', 'password']);
export type CredentialKind = z.infer<typeof CredentialKind>;

/**
 * One code of the error catalogue. `text` is the message exactly as written in 001 §8; when the spec says the
 * server supplies the message (`useServerMessage`), `text` is null and the fallback applies if the server sent none.
 */
export const CodeMessage = z
  .object({
    code: z.string().check(z.regex(/^(CSMS\d{4}|E\d{7})$/)),
    source: z.enum(['csms', 'provider']),
    /** ERR-xx row and ERRORS-xx rule that state this mapping. */
    err: z.string().check(z.regex(/^ERR-\d{2}$/)),
    rule: z.string().check(z.regex(/^ERRORS-\d{2}$/)),
    text: z.nullable(z.string().check(z.minLength(1))),
    /** Wording for a password when it differs from the code wording (E0000068). */
    passwordText: z.nullable(z.string().check(z.minLength(1))),
    useServerMessage: z.boolean(),
    link: z.nullable(ErrorLinkKind),
    /**
     * True where 001 §8 shows only the start of the text ("rest not shown"): `text` / `passwordText` are then that
     * start completed into a sentence a shopper can act on, and `specStart` is the start exactly as the spec shows it
     * (decision 0433). Elsewhere the texts are the spec's words in full, unchanged.
     */
    truncatedInSpec: z.boolean(),
    specStart: z.optional(z.string().check(z.minLength(1))),
  })
  .check(z.refine((m) => m.useServerMessage || m.text !== null, 'a code either has its own text or uses the server message'))
  .check(z.refine((m) => !m.truncatedInSpec || (m.specStart !== undefined && [m.text, m.passwordText].some((t) => t?.startsWith(m.specStart ?? '') === true)), 'a text the spec shows only the start of keeps that start'));
export type CodeMessage = z.infer<typeof CodeMessage>;

export const CodeMessages = z.array(CodeMessage).check(z.refine((list) => new Set(list.map((m) => m.code)).size === list.length, 'codes are unique'));

/** 001 §8 server (CSMS) and identity-provider codes. */
export const codeMessages: readonly CodeMessage[] = CodeMessages.parse([
  { code: 'CSMS0139', source: 'csms', err: 'ERR-21', rule: 'ERRORS-01', text: 'Please wait 30 seconds before trying to resend another code', passwordText: null, useServerMessage: false, link: null, truncatedInSpec: false },
  { code: 'CSMS0156', source: 'csms', err: 'ERR-22', rule: 'ERRORS-02', text: null, passwordText: null, useServerMessage: true, link: 'sign-in', truncatedInSpec: false },
  { code: 'CSMS0157', source: 'csms', err: 'ERR-23', rule: 'ERRORS-03', text: null, passwordText: null, useServerMessage: true, link: 'create-account', truncatedInSpec: false },
  { code: 'CSMS0158', source: 'csms', err: 'ERR-23', rule: 'ERRORS-03', text: null, passwordText: null, useServerMessage: true, link: 'create-account', truncatedInSpec: false },
  {
    code: 'CSMS0149',
    source: 'csms',
    err: 'ERR-24',
    rule: 'ERRORS-04',
    text: 'Because of multiple login attempts your account has been temporarily locked for security reasons, please try again in 1 hour.',
    passwordText: null,
    useServerMessage: false,
    link: null,
    truncatedInSpec: false,
  },
  { code: 'CSMS0160', source: 'csms', err: 'ERR-25', rule: 'ERRORS-05', text: null, passwordText: null, useServerMessage: true, link: 'support', truncatedInSpec: false },
  { code: 'CSMS0148', source: 'csms', err: 'ERR-26', rule: 'ERRORS-06', text: null, passwordText: null, useServerMessage: true, link: null, truncatedInSpec: false },
  {
    code: 'E0000068',
    source: 'provider',
    err: 'ERR-28',
    rule: 'ERRORS-08',
    text: 'The verification code you entered is incorrect. Please try again.',
    passwordText: "The password entered doesn't match our records. Check it and try again.",
    useServerMessage: false,
    link: null,
    truncatedInSpec: true,
    specStart: "The password entered doesn't match our records",
  },
  {
    code: 'E0000011',
    source: 'provider',
    err: 'ERR-29',
    rule: 'ERRORS-09',
    // "Resend code" is the button beside the code field that sends a new one (OTP-09).
    text: 'The verification code you entered has expired. Click Resend code to get a new one.',
    passwordText: null,
    useServerMessage: false,
    link: null,
    truncatedInSpec: true,
    specStart: 'The verification code you entered has expired. Click',
  },
]);
