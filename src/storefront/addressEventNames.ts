/**
 * Whether the page address carries a parameter that asks something of the page load before its session: the return
 * from the health app (MISC-04), a session token to sign in with (SESSION-EST-15), a new pharmacy account
 * (SESSION-EST-16). Kept apart from what they do, so a page without them never fetches that code.
 */
export function hasAddressEvent(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.get('sendToHealthApp') === 'true' || q.has('sessionToken') || q.get('newPharmacyAccount') === 'true';
}

/** SIGNIN-08: the address asks for the sign-in's email to be pre-filled (an unsubscribe link, a progressive profile). */
export function asksForEmailPrefill(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.has('emailToken') || q.has('progProfUser');
}
