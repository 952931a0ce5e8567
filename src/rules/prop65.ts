// Read only by the product page (loaded on demand); apart so other pages' loads do not carry it.

/** CONFIG-02: prop65 is on for boolean true or the string 'true'. */
export function prop65Flag(value: unknown): boolean {
  return value === true || value === 'true';
}
