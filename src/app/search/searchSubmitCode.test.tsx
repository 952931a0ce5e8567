import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueProvider } from '../product/catalogueSource';
import { fakeCatalogue } from '../../../tests/support/fakeCatalogue';
import { renderWithApp } from '../../../tests/support/app';
import { SearchBar, searchSubmitCode } from './SearchBar';

// A file of its own: the submit's code is fetched once per module registry, and here it cannot be fetched at first.
let reachable = false;
vi.mock('./searchPath', async (original) => {
  if (!reachable) throw new Error('chunk not fetched: offline');
  return original();
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the search submit fetched on demand', () => {
  it('ERR-27 SEARCH-01 a submit whose code cannot be fetched stays on the page and says so; once reachable, the same text searches', async () => {
    window.history.replaceState(null, '', '/');
    const toasts: string[] = [];
    renderWithApp(
      <CatalogueProvider source={fakeCatalogue()}>
        <SearchBar />
      </CatalogueProvider>,
      { toasts },
    );
    const box = screen.getAllByRole('searchbox')[0]!;
    await userEvent.type(box, 'mac & cheese{Enter}');
    await waitFor(() => expect(toasts).toEqual(["Sorry, we're having technical difficulties, please check back later."]));
    expect(window.location.pathname).toBe('/');
    // SEARCH-11: the text typed is kept in every box.
    for (const b of screen.getAllByRole('searchbox')) expect(b).toHaveValue('mac & cheese');
    expect(searchSubmitCode.loaded()).toBeNull();
    reachable = true;
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/shop/search-results.html?q=mac%20%26%20cheese'));
  });
});
