import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, RouterProvider, useRouter } from './router';

let go: ReturnType<typeof useRouter>['navigate'] = () => undefined;
function Probe() {
  const { location, navigate } = useRouter();
  go = navigate;
  return <output data-testid="at">{`${location.pathname}${location.search}`}</output>;
}

const here = () => `${window.location.origin}${window.location.pathname}${window.location.search}`;

describe('router (decision 0024)', () => {
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
});
