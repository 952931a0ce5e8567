import { useEffect, useLayoutEffect } from 'react';
import { useApp } from './AppContext';

/** `<what the page shows> | <banner>`: the tab title every page has. */
export const documentTitle = (page: string, banner: string): string => `${page} | ${banner}`;

/**
 * The route's own title, set when the route changes. A layout effect, so that it runs before any page's own title
 * (`usePageTitle`, a passive effect) even when the page knows its title at its first render: parents' passive
 * effects run after their children's, so a passive route title would overwrite the product's name.
 */
export function useRouteTitle(title: string, banner: string): void {
  useLayoutEffect(() => {
    document.title = documentTitle(title, banner);
  }, [title, banner]);
}

/** A page that knows better than its route (a product's name, a brand's): its title once known; null keeps the route's. */
export function usePageTitle(title: string | null): void {
  const { banner } = useApp();
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title, banner.displayName);
  }, [title, banner.displayName]);
}
