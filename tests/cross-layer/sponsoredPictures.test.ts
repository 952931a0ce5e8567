// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeStorefront, openStorefront, sessionShown, settled } from './storefrontPage';

afterEach(closeStorefront);

/**
 * SPONSORED-03 decision 0480: the sponsored icons' pictures come from the sponsored service's answer, which the page
 * does not control. Through the product's wiring (the home page, its API client, the simulator answering the icons
 * call), a `content.backgroundImage` that a browser would read as another host is not put in an `<img>`: the icon
 * shows its fallback, as a product with such a picture does. A picture on the site still shows.
 */
describe('sponsored icon pictures on the home page', () => {
  it('SPONSORED-03 FORMAT-04 a protocol-relative or backslashed picture is never requested; a site path still is', async () => {
    const icons = [
      { content: { categoryId: 'snacks', backgroundImage: '//evil.example/x' }, eventTracking: {} },
      { content: { categoryId: 'frozen', backgroundImage: '/\\evil.example/x' }, eventTracking: {} },
      { content: { categoryId: 'bakery', backgroundImage: '/%2F/evil.example/x' }, eventTracking: {} },
      { content: { categoryId: 'dairy', backgroundImage: '/images/pictures/cheese-wedge.svg' }, eventTracking: {} },
    ];
    await openStorefront('/', { faults: [{ target: { service: 'sponsored' }, fault: { kind: 'status', status: 200, body: { icons } } }] });
    await sessionShown();
    const region = screen.getByRole('region', { name: 'Sponsored categories' });
    await settled(() => expect(region).toHaveAttribute('data-status', 'completed'));
    await settled(() => expect(within(region).getAllByRole('link')).toHaveLength(4));
    const sources = [...region.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    // The one site path, from the page's own origin with FORMAT-04's scl=1; nothing that leaves it.
    expect(sources).toEqual(['/images/pictures/cheese-wedge.svg?scl=1']);
    for (const id of ['snacks', 'frozen', 'bakery']) expect(within(within(region).getByRole('link', { name: new RegExp(id) })).queryByRole('img')).toBeNull();
  });
});
