import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { routeTarget } from '../../rules/navigation';
import type { RedirectDecision } from '../../rules/redirect';
import { CarriedParamsContext, carryingCode } from './carriedParams';

/** Client-side routing with the History API: the page paths of 000 §2 without a reload. */
export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

interface NavigateOptions {
  readonly replace?: boolean;
  /** Kept with the history entry, never in the address: what the next page may pre-fill (an email typed a step before). */
  readonly state?: Readonly<Record<string, string>>;
}

interface RouterValue {
  readonly location: RouterLocation;
  /**
   * Goes to an in-page address (always on the page's own origin: decision 0024), or follows a REDIRECT decision,
   * the only thing that may leave the origin, and only when validateRedirect accepted it as a trusted URL.
   */
  readonly navigate: (to: string | RedirectDecision, options?: NavigateOptions) => void;
  /** Fetches what the page at a same-origin path needs, ahead of the click (hover, focus, touch). */
  readonly prefetch: (to: string) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

const read = (): RouterLocation => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

const noPrefetch = () => undefined;

export function RouterProvider({ children, prefetch = noPrefetch }: { children: ReactNode; prefetch?: (to: string) => void }) {
  const [location, setLocation] = useState<RouterLocation>(read);
  const carried = useContext(CarriedParamsContext);
  // The carrying code is fetched as soon as the address or the referrer may give something to carry, so that a
  // navigation seldom waits for it.
  useEffect(() => {
    if (location.search !== '' || document.referrer !== '') void carryingCode.load().catch(() => undefined);
  }, [location.search]);
  useEffect(() => {
    const onPop = () => setLocation(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string | RedirectDecision, options?: NavigateOptions) => {
    const step = routeTarget(to, window.location.href);
    if (step.kind === 'leave') {
      window.location.assign(step.url);
      return;
    }
    if (step.kind === 'refused') {
      console.warn(`[storefront] in-page navigation refused (${step.reason})`);
      return;
    }
    const go = (path: string) => {
      if (options?.replace) window.history.replaceState(options.state ?? null, '', path);
      else window.history.pushState(options?.state ?? null, '', path);
      setLocation(read());
      if (!options?.replace) window.scrollTo?.(0, 0);
    };
    // Decision 0414: the shopper's marketing parameters and outside referrer stay with them across the site's pages.
    // With neither a query nor a referrer there is nothing to carry, and the code that carries them is not needed; a
    // navigation before it has arrived waits for it (in order), and goes without carrying when it cannot be fetched.
    const current = { search: window.location.search, referrer: document.referrer };
    if (!carryingCode.loaded() && current.search === '' && current.referrer === '') go(step.path);
    else
      carryingCode.run(
        (m) => go(m.withCarriedParams(step.path, current, carried)),
        () => go(step.path),
      );
  }, [carried]);
  const value = useMemo(() => ({ location, navigate, prefetch }), [location, navigate, prefetch]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter outside RouterProvider');
  return value;
}

/** An anchor that navigates in-page for paths of this site; other links and modified clicks keep the browser's behaviour. */
export function Link({ href, state, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; state?: NavigateOptions['state'] }) {
  const { navigate, prefetch } = useRouter();
  // Only a path of this site is routed in-page; `//host/…` and `/\host/…` name another host, and a click on such a
  // link is the browser's to follow (decision 0024: the router itself never leaves the origin).
  const sitePath = /^\/(?![/\\])/.test(href);
  const intent = () => {
    if (!sitePath) return;
    prefetch(href);
    void carryingCode.load().catch(() => undefined);
  };
  return (
    <a
      href={href}
      {...rest}
      onPointerEnter={(e) => {
        rest.onPointerEnter?.(e);
        intent();
      }}
      onFocus={(e) => {
        rest.onFocus?.(e);
        intent();
      }}
      onTouchStart={(e) => {
        rest.onTouchStart?.(e);
        intent();
      }}
      onClick={(e) => {
        rest.onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        if (!sitePath) return;
        e.preventDefault();
        navigate(href, state ? { state } : undefined);
      }}
    >
      {children}
    </a>
  );
}
