/**
 * The storefront's shells, rendered to HTML before any of its JavaScript runs (scripts/prerender.ts writes them into
 * the live build's index.html): the page's first render for a configuration, a banner and a kind of page, which is
 * the core's snapshot before its page load (no session yet: the store summary, the hero's line and the popular shelf
 * in their loading state; the hero, the category tiles with their pictures and the header as they will stay). The
 * boot hydrates the home shell (src/app/shell/boot.tsx); any other page paints the header-and-footer shell and renders
 * over it. Runs where a DOM exists (jsdom at build time, the dom tests).
 */
import { renderToString } from 'react-dom/server';
import { parseConfig, withBanner } from '../../../spec/schemas/config';
import type { Banner } from '../../../spec/schemas/banner';
import { chooseBanner } from '../../storefront/bannerChoice';
import { memoryCookieJar } from '../../storefront/cookies';
import { unavailableBackend } from '../../storefront/session/backend';
import { matchRoute } from '../pages/routes';
import { storefrontElement } from './boot';
import { shellKey } from './shellMark';

export interface Shell {
  /** `home`: hydrated by the home page; `page`: painted for every other address, then rendered over. */
  readonly kind: 'home' | 'page';
  /** The addresses the shell is for (a regular expression's source); `page` has none: it is the fallback. */
  readonly pattern: string | null;
  readonly html: string;
}

export interface Shells {
  readonly banner: Banner;
  readonly b2b: boolean;
  /** What the boot compares before it hydrates (src/app/shell/shellMark.ts). */
  readonly key: string;
  readonly shells: readonly Shell[];
}

/** An address no route matches and no chunk is loaded for: the page area renders its loading skeleton. */
const ANY_PAGE = '/__shell__';
const HOME_PATTERN = '^/(home\\.html)?$';

/**
 * The page area of the `page` shell is its Suspense fallback (the page skeleton): no page's code is loaded for it, so
 * the server marks the boundary for the client to render, with the reason in a `<template>`. That shell is drawn over,
 * never hydrated: the marks are left out, the skeleton kept.
 */
const withoutClientBoundary = (html: string): string => html.replace(/<!--\$!-->(?:<template[^>]*><\/template>)?/g, '').replace(/<!--\/\$-->/g, '');

/**
 * Renders the shells for the raw configuration (validated as the page validates it, CONFIG-01: an invalid file
 * throws its ConfigError) at `host` (the banner and site the page would pick there, with no banner cookie).
 */
export async function renderShells(raw: unknown, host = ''): Promise<Shells> {
  const base = parseConfig(raw);
  const choice = chooseBanner({ host, search: '', cookieBanner: undefined, bannerDomainMap: base.bannerDomainMap });
  const config = withBanner(base, choice.banner.id);
  const render = async (pathname: string): Promise<string> => {
    const before = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    window.history.replaceState(null, '', pathname);
    try {
      // The boot waits for the opened page's chunk before its first render; so does the shell.
      if (pathname !== ANY_PAGE) await matchRoute(pathname).preload();
      // No cookies, no backend: the first render reads neither (the page load runs in an effect, after it).
      return renderToString(storefrontElement({ config, banner: choice.banner, b2b: choice.b2b, cookies: memoryCookieJar(), backend: unavailableBackend, now: () => 0, simulator: false }));
    } finally {
      window.history.replaceState(null, '', before);
    }
  };
  return {
    banner: choice.banner,
    b2b: choice.b2b,
    key: shellKey(raw, choice.banner.id, choice.b2b),
    shells: [
      { kind: 'home', pattern: HOME_PATTERN, html: await render('/') },
      { kind: 'page', pattern: null, html: withoutClientBoundary(await render(ANY_PAGE)) },
    ],
  };
}
