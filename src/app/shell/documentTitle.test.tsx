import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../tests/support/app';
import { useRouteTitle, usePageTitle } from './documentTitle';

/** A route's shell around a page, as App renders them: the route's title in the parent, the page's own in the child. */
function Shell({ route, page }: { route: string; page: string | null }) {
  useRouteTitle(route, 'Freshway');
  return <Page title={page} />;
}
function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return <p>page</p>;
}

describe('document title', () => {
  it('a page that knows its title at its first render keeps it: the route title is set before it, not after', () => {
    renderWithApp(<Shell route="Product details" page="Atlantic Salmon Fillet" />);
    expect(document.title).toBe('Atlantic Salmon Fillet | Freshway');
  });

  it('until the page knows its title the tab shows the route\'s; a route change shows the new route\'s', () => {
    let setPage: (title: string | null) => void = () => undefined;
    let setRoute: (title: string) => void = () => undefined;
    function Switching() {
      const [route, r] = useState('Product details');
      const [page, p] = useState<string | null>(null);
      setPage = p;
      setRoute = r;
      return <Shell route={route} page={page} />;
    }
    renderWithApp(<Switching />);
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(document.title).toBe('Product details | Freshway');
    act(() => setPage('Ribeye Steak'));
    expect(document.title).toBe('Ribeye Steak | Freshway');
    act(() => {
      setRoute('Search results');
      setPage(null);
    });
    expect(document.title).toBe('Search results | Freshway');
  });
});
