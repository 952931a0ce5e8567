import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, useRouter } from './router';
import { CarriedParamsContext, carryingCode } from './carriedParams';

// A file of its own: the carrying code is fetched once per module registry, and these tests need it not there yet.
let go: ReturnType<typeof useRouter>['navigate'] = () => undefined;
function Probe() {
  go = useRouter().navigate;
  return null;
}
const mount = () =>
  render(
    <CarriedParamsContext.Provider value={{ marketing: ['utm_source'], ownHost: 'www.freshway.test' }}>
      <RouterProvider>
        <Probe />
      </RouterProvider>
    </CarriedParamsContext.Provider>,
  );
const at = () => `${window.location.pathname}${window.location.search}`;

describe('the code that carries marketing parameters, fetched on demand (decision 0414)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('MARKETING-01 MARKETING-04 with neither a query nor a referrer a navigation is immediate and fetches nothing', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('');
    window.history.replaceState(null, '', '/');
    mount();
    act(() => go('/shop/cart.html'));
    expect(at()).toBe('/shop/cart.html');
    expect(carryingCode.loaded()).toBeNull();
  });

  it('MARKETING-01 MARKETING-02 navigations before the code has arrived wait for it, carry the parameters and keep their order', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://news.test/story');
    window.history.replaceState(null, '', '/?utm_source=mail');
    const pushed: string[] = [];
    const push = window.history.pushState.bind(window.history);
    vi.spyOn(window.history, 'pushState').mockImplementation((data, unused, url) => {
      pushed.push(String(url));
      push(data, unused, url);
    });
    mount();
    act(() => {
      go('/shop/aisles.html');
      go('/shop/cart.html?x=1');
    });
    await vi.waitFor(() => expect(pushed).toHaveLength(2));
    expect(pushed).toEqual(['/shop/aisles.html?utm_source=mail&r=https%3A%2F%2Fnews.test%2Fstory', '/shop/cart.html?x=1&utm_source=mail&r=https%3A%2F%2Fnews.test%2Fstory']);
    expect(carryingCode.loaded()).not.toBeNull();
  });
});
