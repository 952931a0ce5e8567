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

// Stryker disable next-line StringLiteral: both builds compile this line, so any key names the same slot in both
const SLOT = Symbol.for('storefront.earlyRequests');
type Holder = { [SLOT]?: EarlyRequest[] };

// Header values are strings, so a name of one set holding the other's value is a name of both: equal counts and
// equal values are the same names.
const same = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((k) => a[k] === b[k]);
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
    const answer = () =>
      early.then(
        (response) => (usable(response) ? response : fetch(input, init)),
        () => fetch(input, init),
      );
    const signal = init?.signal;
    return signal ? untilAborted(signal, answer) : answer();
  };
}

/** The signal's abort reason, as fetch rejects with it (its timeout's, a newer page's); a reason that is no error named as one. */
const abortError = (signal: AbortSignal): Error => (signal.reason instanceof Error ? signal.reason : new DOMException(String(signal.reason), 'AbortError'));

/** The answer, unless the signal aborts first: then its abort error. */
function untilAborted(signal: AbortSignal, answer: () => Promise<Response>): Promise<Response> {
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort);
    // Removed once the answer is in: a signal that outlives the request (a page's) does not gather listeners.
    answer()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
