// Read only by the signed-in part of the page load (loaded on demand); apart so a guest's page load does not carry it.

/** MISC-03: loyalty box-top authorisation for registered users with a GeneralMills plan number longer than 1 character. */
export function boxTopAuthorised(userType: unknown, partners: unknown): boolean {
  if (userType !== 'R' && userType !== 'C') return false;
  if (!Array.isArray(partners)) return false;
  return partners.some((p: unknown) => {
    const o = (p ?? {}) as { partnerName?: unknown; name?: unknown; planNumber?: unknown };
    const name = o.partnerName ?? o.name;
    return name === 'GeneralMills' && typeof o.planNumber === 'string' && o.planNumber.length > 1;
  });
}
