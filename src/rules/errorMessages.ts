import { z } from '../../spec/schemas/zod';
import { codeMessages, FALLBACK_MESSAGE } from '../../spec/errors';
import type { CodeMessage, CredentialKind, ErrorLinkKind } from '../../spec/errors';
import { defineRuleModule } from './module';
import type { Explained } from './module';

/** A message ready to show: plain text (never HTML) and, where the catalogue says so, the kind of link after it. */
export interface UserMessage extends Explained {
  readonly code: string | null;
  readonly text: string;
  readonly link: ErrorLinkKind | null;
  /** True when the text is the catalogue fallback (unknown code, or a server-message code without a server message). */
  readonly fallback: boolean;
}

export interface ErrorInput {
  /** CSMS or provider code as received; anything, including garbage. */
  readonly code: unknown;
  /** Message text the server sent with the code, used where the catalogue says "server message". */
  readonly serverMessage?: unknown;
  /** Whether a code or a password was being verified (E0000068 wording). */
  readonly credential?: CredentialKind;
}

const normaliseCode = (code: unknown): string | null => (typeof code === 'string' ? code.trim().toUpperCase() : null);
const usableText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Maps a server or provider code to the message the user sees (ERRORS-01..09, ERR-21..30). Total: an unknown or
 * malformed code, or a server-message code without a server message, gives the fallback (ERRORS-07).
 */
export function messageForCode(input: ErrorInput): UserMessage {
  const code = normaliseCode(input.code);
  // A dozen entries: a search per message, and no table built when the module loads.
  const entry: CodeMessage | undefined = codeMessages.find((m) => m.code === code);
  if (entry === undefined) {
    return { code, text: FALLBACK_MESSAGE, link: null, fallback: true, rules: ['ERRORS-07'] };
  }
  if (entry.useServerMessage) {
    const server = usableText(input.serverMessage);
    if (server === null) return { code, text: FALLBACK_MESSAGE, link: null, fallback: true, rules: [entry.rule, 'ERRORS-07'] };
    return { code, text: server, link: entry.link, fallback: false, rules: [entry.rule] };
  }
  const text = input.credential === 'password' && entry.passwordText !== null ? entry.passwordText : (entry.text ?? FALLBACK_MESSAGE);
  return { code, text, link: entry.link, fallback: false, rules: [entry.rule] };
}

// ERRORS-11's store-resolver texts live in their own module (the page load's clients use them); re-exported here.
export { storeResolverErrorText } from './storeResolverErrors';

/** Every code the catalogue lists, for tools and tests. */
export const knownCodes: readonly string[] = codeMessages.map((m) => m.code);

export const ErrorInputSchema = z.object({
  code: z.unknown(),
  serverMessage: z.optional(z.unknown()),
  credential: z.optional(z.enum(['code', 'password'])),
});

export const errorMessagesModule = defineRuleModule({
  name: 'error-messages',
  summary: 'Server (CSMS) and identity-provider codes to the message, link kind and fallback of 001 §8.',
  areas: ['ERRORS'],
  input: ErrorInputSchema,
  example: { code: 'E0000068', credential: 'password' },
  run: (input) => messageForCode(input),
});
