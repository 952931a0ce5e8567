import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulatorConfig } from '../../../spec/config/endpoints';
import { ConfigError, toRawConfig, parseConfig, withBanner } from '../../../spec/schemas/config';
import { memoryCookieJar } from '../../storefront/cookies';
import { unavailableBackend } from '../../storefront/session/backend';
import type { Backend } from '../../storefront/session/backend';
import { bootStorefront, storefrontElement } from './boot';
import { renderShells } from './shells';
import { readShellMark, shellKey } from './shellMark';

const simulator = simulatorConfig('freshway', 'http://127.0.0.1:4011');
// The live test site's configuration: every service and the servlets (pictures among them) on the simulator's origin.
const raw = toRawConfig({ ...simulator, domain: { ...simulator.domain, servletBase: 'http://127.0.0.1:4011' } });

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('pre-rendered shells', () => {
  it('CONFIG-01 the home shell holds the header with the banner, search, sign-in and cart, the store summary loading, the hero, the tiles with sized pictures and a reserved product grid', async () => {
    const { shells, banner } = await renderShells(raw);
    const home = parse(shells.find((s) => s.kind === 'home')!.html);
    // Rendered whole: no Suspense boundary left for the client (the page's code was loaded before rendering).
    expect(home.innerHTML).not.toMatch(/<!--\$!-->/);
    const header = home.querySelector('header')!;
    expect(header).not.toBeNull();
    expect(header.textContent).toContain(banner.displayName);
    expect(header.querySelector('input[type="search"], [role="search"] input')).not.toBeNull();
    expect(header.textContent).toMatch(/sign in/i);
    expect(header.textContent).toMatch(/cart/i);
    // The store summary in its loading state: no store yet.
    expect(home.querySelector('[aria-label="Store and fulfilment"]')?.textContent ?? '').not.toMatch(/Store #/);
    expect(home.querySelector('h1#hero-title')?.textContent).toBe(`Fresh groceries from ${banner.displayName}`);
    expect(home.textContent).toContain('Finding your store…');
    const pictures = [...home.querySelectorAll<HTMLImageElement>('.tiles img')];
    expect(pictures.length).toBeGreaterThan(0);
    for (const img of pictures) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
      // FORMAT-04: the pictures come from the configured servlet base, as the page asks for them.
      expect(img.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:4011\/.+scl=1/);
    }
    expect(home.querySelector('[aria-labelledby="popular"] [aria-busy="true"], [aria-labelledby="popular"] .skeleton, [aria-labelledby="popular"] [role="status"]')).not.toBeNull();
  });

  it('CONFIG-01 every other page gets the header and footer around the page skeleton', async () => {
    const { shells, banner } = await renderShells(raw);
    const page = parse(shells.find((s) => s.kind === 'page')!.html);
    expect(page.querySelector('header')?.textContent).toContain(banner.displayName);
    expect(page.querySelector('main .page-skeleton')).not.toBeNull();
    // No boundary left for a client render, nor the server's reason for it (a stack with file paths in development).
    expect(page.querySelector('template')).toBeNull();
    expect(page.innerHTML).not.toMatch(/<!--\$!?-->/);
    expect(page.querySelector('footer')).not.toBeNull();
  });

  it('CONFIG-01 an invalid configuration renders no shell: it throws the field the page would name', async () => {
    await expect(renderShells({ ...raw, domain: '{oops' })).rejects.toBeInstanceOf(ConfigError);
  });

  it('the key names the configuration, banner and site, so a shell rendered for another is not hydrated', async () => {
    const { key } = await renderShells(raw);
    expect(key).toBe(shellKey(raw, 'freshway', false));
    expect(shellKey({ ...raw, banner: 'other' }, 'freshway', false)).not.toBe(key);
    expect(shellKey(raw, 'freshway', true)).not.toBe(key);
    const container = document.createElement('div');
    container.dataset.shell = 'home';
    container.dataset.shellKey = key;
    expect(readShellMark(container)).toEqual({ kind: 'home', key });
    expect(readShellMark(document.createElement('div'))).toBeNull();
  });

  async function hydrateHome(displayName?: string): Promise<{ errors: string[]; recoverable: unknown[]; container: HTMLElement; before: string }> {
    const { shells, banner } = await renderShells(raw);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = shells.find((s) => s.kind === 'home')!.html;
    document.body.appendChild(container);
    const before = container.innerHTML;
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    const recoverable: unknown[] = [];
    const config = withBanner(parseConfig(raw), 'freshway');
    // A returning shopper: cookies and a backend the shell never saw; the first render reads neither.
    const cookies = memoryCookieJar({ SWY_SHARED_SESSION_INFO: 'x' });
    // The backend never answers, so the page stays at its first render while the test compares.
    const pending = new Promise<never>(() => undefined);
    const backend = Object.fromEntries(Object.entries(unavailableBackend).map(([name, value]) => [name, typeof value === 'function' ? () => pending : value])) as unknown as Backend;
    await act(async () => {
      mounted = hydrateRoot(container, storefrontElement({ config, banner: displayName ? { ...banner, displayName } : banner, b2b: false, cookies, backend, now: () => Date.now(), simulator: false }), {
        onRecoverableError: (error) => void recoverable.push(error),
      });
    });
    return { errors, recoverable, container, before };
  }

  it('a first render that differs from the shell (another banner name) is reported as a hydration failure', async () => {
    const { recoverable } = await hydrateHome('Other');
    expect(String(recoverable[0])).toMatch(/Hydration failed/);
  });

  it('hydrating the home shell with the page first render gives no hydration warning or error', async () => {
    const { errors, recoverable, container, before } = await hydrateHome();
    expect(recoverable).toEqual([]);
    expect(errors.filter((e) => /hydrat|did not match|didn't match/i.test(e))).toEqual([]);
    // Hydrated in place: the hero heading is the shell's own node, not a new one.
    expect(container.querySelector('h1#hero-title')?.textContent).toContain('Fresh groceries from');
    expect(before.length).toBeGreaterThan(1000);
  });

  async function paintedShell(kind: 'home' | 'page'): Promise<HTMLElement> {
    const { shells, key } = await renderShells(raw);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = shells.find((s) => s.kind === kind)!.html;
    container.dataset.shell = kind;
    container.dataset.shellKey = key;
    document.body.appendChild(container);
    return container;
  }
  const quietBackend = () => {
    const pending = new Promise<never>(() => undefined);
    return Object.fromEntries(Object.entries(unavailableBackend).map(([name, value]) => [name, typeof value === 'function' ? () => pending : value])) as unknown as Backend;
  };

  it('CONFIG-01 the boot validates the configuration it fetches, then hydrates the painted home shell in place', async () => {
    const container = await paintedShell('home');
    const hero = container.querySelector('h1#hero-title');
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    await act(async () => bootStorefront(container, { mode: 'live', loadRawConfig: async () => raw, makeBackend: quietBackend }));
    await waitFor(() => expect(container.querySelector('[aria-label="Store and fulfilment"]')).not.toBeNull());
    // The same node: React attached to the shell instead of drawing the page again.
    expect(container.querySelector('h1#hero-title')).toBe(hero);
    expect(errors.filter((e) => /hydrat|did not match|didn't match/i.test(e))).toEqual([]);
  });

  it('CONFIG-01 a configuration that changed since the shell was rendered is drawn over, not hydrated', async () => {
    const container = await paintedShell('home');
    const hero = container.querySelector('h1#hero-title');
    const changed = { ...raw, featureToggles: JSON.stringify({ ...(JSON.parse(raw.featureToggles ?? '{}') as object), someToggle: true }) };
    await act(async () => bootStorefront(container, { mode: 'live', loadRawConfig: async () => changed, makeBackend: quietBackend }));
    await waitFor(() => expect(container.querySelector('h1#hero-title')).not.toBeNull());
    expect(container.querySelector('h1#hero-title')).not.toBe(hero);
  });

  it('CONFIG-01 a page that cannot start says so in the painted shell: the configuration error in its main area, the header kept', async () => {
    const container = await paintedShell('page');
    await act(async () => bootStorefront(container, { mode: 'live', loadRawConfig: async () => ({ ...raw, domain: '{oops' }), makeBackend: quietBackend }));
    await waitFor(() => expect(container.querySelector('main [role="alert"]')).toHaveTextContent('The store could not start'));
    expect(container.querySelector('[data-testid="config-error-path"]')).toHaveTextContent('domain');
    expect(container.querySelector('header')).not.toBeNull();
  });
});
