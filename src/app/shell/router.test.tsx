import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Link, RouterProvider, useRouter } from './router';
import { CarriedParamsContext, carryingCode } from './carriedParams';

let go: ReturnType<typeof useRouter>['navigate'] = () => undefined;
function Probe() {
  const { location, navigate } = useRouter();
  go = navigate;
  return <output data-testid="at">{`${location.pathname}${location.search}`}</output>;
}

const here = () => `${window.location.origin}${window.location.pathname}${window.location.search}`;

describe('router (decision 0024)', () => {
  // With the carrying code there, every navigation is synchronous; carriedParams.test.tsx covers the wait before it.
  beforeAll(() => carryingCode.load());
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('REDIRECT-04 an address the page builds from a //host location stays on the page\'s origin', () => {
    const origin = window.location.origin;
    window.history.replaceState(null, '', '/');
    render(
      <RouterProvider>
        <Probe />
      </RouterProvider>,
    );
    for (const [to, path] of [
      ['//evil.example/?cmpid=a', '/evil.example/?cmpid=a'],
      ['/\\evil.example/', '/evil.example/'],
      ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
      ['/shop/cart.html?x=1', '/shop/cart.html?x=1'],
    ] as const) {
      act(() => go(to, { replace: true }));
      expect(here(), to).toBe(`${origin}${path}`);
      expect(screen.getByTestId('at')).toHaveTextContent(path);
    }
  });

  it('REDIRECT-03 an address on another origin is refused: the page does not move', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/shop/cart.html');
    render(
      <RouterProvider>
        <Probe />
      </RouterProvider>,
    );
    act(() => {
      go('https://evil.example/steal');
      go('javascript:alert(1)');
    });
    expect(here()).toBe(`${window.location.origin}/shop/cart.html`);
    expect(warn).toHaveBeenCalledWith('[storefront] in-page navigation refused (other-origin)');
    warn.mockRestore();
  });

  it('a link to a path of this site is routed in-page; a //host link is left to the browser', () => {
    const prefetch = vi.fn();
    render(
      <RouterProvider prefetch={prefetch}>
        <Link href="/shop/aisles.html">Aisles</Link>
        <Link href="//cdn.example/page">Elsewhere</Link>
      </RouterProvider>,
    );
    const prevented: Record<string, boolean> = {};
    // After React's handler (at the root): note its decision, then keep jsdom from navigating.
    const note = (e: Event) => {
      prevented[(e.target as HTMLElement).textContent ?? ''] = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', note);
    fireEvent.click(screen.getByText('Aisles'));
    fireEvent.click(screen.getByText('Elsewhere'));
    fireEvent.pointerEnter(screen.getByText('Elsewhere'));
    document.removeEventListener('click', note);
    expect(prevented).toEqual({ Aisles: true, Elsewhere: false });
    expect(window.location.pathname).toBe('/shop/aisles.html');
    expect(prefetch).not.toHaveBeenCalledWith('//cdn.example/page');
  });

  describe('marketing and referrer parameters on the site\'s own navigations (decision 0414)', () => {
    const carried = { marketing: ['utm_source', 'cmpid'], ownHost: 'www.freshway.test' };
    const withReferrer = (referrer: string) => vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
    const mount = () =>
      render(
        <CarriedParamsContext.Provider value={carried}>
          <RouterProvider>
            <Probe />
            <Link href="/shop/aisles.html?page=2#top">Aisles</Link>
          </RouterProvider>
        </CarriedParamsContext.Provider>,
      );
    afterEach(() => vi.restoreAllMocks());

    it('MARKETING-01 a link click carries the page\'s configured marketing parameters, and only those', () => {
      withReferrer('');
      window.history.replaceState(null, '', '/?utm_source=mail&q=milk&cmpid=7');
      mount();
      fireEvent.click(screen.getByText('Aisles'));
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/shop/aisles.html?page=2&utm_source=mail&cmpid=7#top');
    });

    it('MARKETING-01 the target\'s own query keeps its encoding when parameters are carried onto it', () => {
      withReferrer('');
      window.history.replaceState(null, '', '/?utm_source=spring%20mail');
      mount();
      act(() => go('/shop/search-results.html?q=mac%20%26%20cheese'));
      expect(window.location.search).toBe('?q=mac%20%26%20cheese&utm_source=spring%20mail');
    });

    it('MARKETING-01 a value the target sets itself wins over the carried one', () => {
      withReferrer('');
      window.history.replaceState(null, '', '/?cmpid=7');
      mount();
      act(() => go('/shop/cart.html?cmpid=9'));
      expect(window.location.search).toBe('?cmpid=9');
    });

    it('MARKETING-02 MARKETING-03 an outside referrer travels as r, URL-encoded without its query, unless r is there already', () => {
      withReferrer('https://search.test/results?q=milk');
      window.history.replaceState(null, '', '/');
      mount();
      act(() => go('/shop/cart.html'));
      expect(window.location.search).toBe('?r=https%3A%2F%2Fsearch.test%2Fresults');
      act(() => go('/shop/cart.html?r=kept'));
      expect(window.location.search).toBe('?r=kept');
    });

    it('MARKETING-04 MARKETING-05 no r without a referrer or when the referrer is the banner\'s own site (AMBIG-28)', () => {
      window.history.replaceState(null, '', '/');
      mount();
      withReferrer('');
      act(() => go('/shop/cart.html'));
      expect(window.location.search).toBe('');
      withReferrer('https://WWW.freshway.test/shop/aisles.html');
      act(() => go('/shop/deals.html'));
      expect(window.location.search).toBe('');
      withReferrer('https://news.test/story');
      act(() => go('/shop/deals.html'));
      expect(window.location.search).toBe('?r=https%3A%2F%2Fnews.test%2Fstory');
    });
  });
});
