// Read only by the product page's seller shipping (loaded on demand); apart so the page load does not carry it.

/** CALLS-06: seller ship methods 200 = complete and cached, 206 = partial. */
export function shipMethodsStatus(status: number): { complete: boolean; cache: boolean; partial: boolean } {
  return { complete: status === 200, cache: status === 200, partial: status === 206 };
}
