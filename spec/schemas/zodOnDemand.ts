// The live browser build's zod (vite.config.ts puts it in place of ./zod.ts): the same mini build, with the English
// messages fetched when the first message is needed instead of with the page. A parse that fails before they have
// arrived words its issues "Invalid input"; code that reads messages awaits `zodMessages()` and parses again, so what
// a shopper sees or a log records is the same as with ./zod.ts.
import { config } from 'zod/v4/core';
import * as z from 'zod/mini';

// Parsing without compiled fast paths: zod's probe for them (`new Function`) is blocked by the live page's
// Content-Security-Policy, and a strict policy reports the blocked probe even though zod catches it (decision 0481).
config({ jitless: true });

let messages: Promise<void> | null = null;

/**
 * Resolves once zod's English messages are configured: at once when they are, else after fetching them (one fetch
 * for every caller meanwhile; a failed fetch is forgotten, so the next call fetches again).
 */
export const zodMessages = (): Promise<void> =>
  config().localeError
    ? Promise.resolve()
    : (messages ??= import('zod/v4/locales/en.js').then(
        (en) => {
          config(en.default());
          messages = null;
        },
        (error: unknown) => {
          messages = null;
          throw error;
        },
      ));

export { z };
