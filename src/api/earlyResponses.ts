import type { FetchLike } from './http';

/**
 * Requests a page starts before the storefront's code has arrived (the product page's early request,
 * src/app/product/earlyProduct.ts, built on its own and run by the HTML), handed to the clients that would make the
 * same request: each is used once, by a request with the same address and the same headers, and otherwise left alone.
 * The early code and the storefront are built apart (neither imports the other), so the hand-off is a slot on the
 * page's global object, under a registered symbol.
 */
export interface EarlyRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The pending response; the taker reads its body. */
  readonly response: Promise<Response>;
}

const SLOT = Symbol.for('storefront.earlyRequests');
type Holder = { [SLOT]?: EarlyRequest[] };

const same = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean => {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
};

/** Offers a pending response for `url` with `headers`; a later offer of the same request replaces the first. */
export function offerEarlyRequest(request: EarlyRequest, scope: object = globalThis): void {
  const holder = scope as Holder;
  holder[SLOT] = [...(holder[SLOT] ?? []).filter((r) => r.url !== request.url || !same(r.headers, request.headers)), request];
}

/** The pending response of an early request identical to this one (address and headers), once; else null. */
export function takeEarlyRequest(url: string, headers: Readonly<Record<string, string>>, scope: object = globalThis): Promise<Response> | null {
  const holder = scope as Holder;
  const found = holder[SLOT]?.find((r) => r.url === url && same(r.headers, headers));
  if (!found) return null;
  holder[SLOT] = holder[SLOT]!.filter((r) => r !== found);
  return found.response;
}

/** Whether an early answer stands for the request: a server error or a throttle is asked again, as a new request would be. */
const usable = (response: Response) => response.status < 500 && response.status !== 429;

/**
 * The fetch of one request: the early response of the identical request when there is one (once), else its own. An
 * early request that failed, was aborted or answered a server error falls back to the request's own fetch, so the
 * early request can only save time, never cost the page its answer. The request's own abort (its timeout, a newer
 * page) still ends the wait.
 */
export function fetchWithEarly(fetch: FetchLike, url: string, headers: Readonly<Record<string, string>>, scope: object = globalThis): FetchLike {
  const early = takeEarlyRequest(url, headers, scope);
  if (!early) return fetch;
  let used = false;
  return (input, init) => {
    if (used) return fetch(input, init);
    used = true;
    const signal = init?.signal ?? null;
    return new Promise<Response>((resolve, reject) => {
      // The reason the request was aborted with, as fetch rejects with it (its timeout's, a newer page's).
      const aborted = () => reject(signal?.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) {
        aborted();
        return;
      }
      const onAbort = aborted;
      signal?.addEventListener('abort', onAbort, { once: true });
      early
        .then(
          (response) => (usable(response) ? response : fetch(input, init)),
          () => fetch(input, init),
        )
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
  };
}
