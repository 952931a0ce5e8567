// Read only by the signed-in part of the page load (loaded on demand); apart so a guest's page load does not carry it.

/** MISC-02: complete-profile modal delay. */
export function completeProfileDelay(trigger: 'autoSignIn' | 'convert'): number {
  return trigger === 'convert' ? 8000 : 2000;
}
