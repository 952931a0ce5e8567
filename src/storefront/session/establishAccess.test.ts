import { afterEach, describe, expect, it, vi } from 'vitest';
import { banners } from '../../../spec/banners';
import { parsePageMetadata } from '../../rules/pages';
import { memoryCookieJar } from '../cookies';
import { unavailableBackend } from './backend';

const NOW = 1_700_000_000_000;
const deniedTo = (redirectPath: string) => parsePageMetadata({ allowedUserTypes: ['R', 'C'], redirections: [{ userTypes: ['DEFAULT'], redirectPath }] });

async function establishDenied(url: string, page = deniedTo('https://evil.test/phish')) {
  const { establishSession } = await import('./establish');
  const cookies = memoryCookieJar();
  const [pathname, search = ''] = url.split('?');
  return establishSession({ search: search ? `?${search}` : '', pathname, banner: banners[0], b2b: false, cookies, backend: unavailableBackend, now: NOW, replaceSearch: vi.fn(), page, redirectPolicy: { trustedDomains: ['www.freshway.test'], defaultRedirect: '/home.html' } });
}

describe('a denied page at the page load (step 5 fetched when denied)', () => {
  afterEach(() => {
    vi.doUnmock('../../rules/accessRedirect');
    vi.resetModules();
  });

  it('ACCESS-09 REDIRECT-03 REDIRECT-04 the page redirection is validated before it is followed: an untrusted one goes to the default', async () => {
    const view = await establishDenied('/account/orders.html');
    expect(view.leave).toEqual({ target: '/home.html', full: false });
    expect((await establishDenied('/account/orders.html', deniedTo('/account/sign-in'))).leave).toEqual({ target: '/account/sign-in.html', full: false });
  });

  it('REDIRECT-03 when step 5 cannot be fetched the visitor goes to the configured default, never the unvalidated target', async () => {
    vi.resetModules();
    vi.doMock('../../rules/accessRedirect', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const view = await establishDenied('/account/orders.html', deniedTo('/account/sign-in'));
    expect(view.leave).toEqual({ target: '/home.html', full: false });
  });
});
