/** The history entry's key for the email the sign-in modal hands to the reset page (router.tsx NavigateOptions.state). */
export const RESET_EMAIL_STATE = 'resetEmail';

/** The email handed over in the history entry's state, or '' for anything else (another page's state, a forged one). */
export function resetEmailOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const value = (state as Record<string, unknown>)[RESET_EMAIL_STATE];
  return typeof value === 'string' ? value : '';
}
