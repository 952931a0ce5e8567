import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESET_EMAIL_STATE, resetEmailOf } from './resetEmail';

describe('resetEmailOf', () => {
  it('reads back the email it is handed, and anything else a history entry may hold as no email, never throwing', () => {
    fc.assert(fc.property(fc.string(), (email) => resetEmailOf({ [RESET_EMAIL_STATE]: email }) === email));
    fc.assert(
      fc.property(fc.anything(), (state) => {
        const read = resetEmailOf(state);
        const held = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[RESET_EMAIL_STATE] : undefined;
        expect(read).toBe(typeof held === 'string' ? held : '');
      }),
    );
  });
});
