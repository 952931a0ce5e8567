import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestSession, renderWithApp } from '../../../tests/support/app';
import { CategoryCarousel } from './CategoryCarousel';

const tiles = Array.from({ length: 12 }, (_, i) => ({ id: `t${i}`, name: `Fresh Aisle ${i}`, pagePath: `/shop/aisles/a${i}.html` }));

describe('shop-by-category carousel', () => {
  it('CAROUSEL-01 CAROUSEL-02 circle tiles show 5 per page with ceil(12 / 5) = 3 dots', async () => {
    renderWithApp(<CategoryCarousel tiles={tiles} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const dots = screen.getAllByRole('button', { name: /Page \d of 3/ });
    expect(dots).toHaveLength(3);
    await userEvent.click(dots[2]!);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
  });

  it('CAROUSEL-01 rectangle tiles show 3 per page', () => {
    renderWithApp(<CategoryCarousel tiles={tiles} shape="rectangle" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /Page \d of 4/ })).toHaveLength(4);
  });

  it('CAROUSEL-03 View More shows every tile and becomes View Less', async () => {
    renderWithApp(<CategoryCarousel tiles={tiles} />);
    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'View Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('TILES-01 TILES-02 a "/" image shows the acronym; a failing image falls back to it', () => {
    renderWithApp(<CategoryCarousel tiles={[{ id: 'a', name: 'Dairy Eggs', pagePath: '/x', imagePath: '/' }, { id: 'b', name: 'Baked Goods', pagePath: '/y', imagePath: '/img/b.png' }]} />);
    expect(screen.getByText('DE')).toBeInTheDocument();
    const img = document.querySelector('img[src="/img/b.png?scl=1"]')!;
    expect(screen.queryByText('BG')).not.toBeInTheDocument();
    fireEvent.error(img);
    expect(screen.getByText('BG')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('FORMAT-04 tile pictures load lazily with scl=1, at a fixed size, with the content’s alt text or none beside the name', () => {
    renderWithApp(
      <CategoryCarousel
        tiles={[
          { id: 'p', name: 'Produce', pagePath: '/shop/aisles/produce.html', imagePath: '/images/categories/produce.svg', aisleAltText: 'A basket of fruit' },
          { id: 'd', name: 'Dairy', pagePath: '/shop/aisles/dairy.html', imagePath: '/images/categories/dairy.svg' },
        ]}
      />,
    );
    const [produce, dairy] = Array.from(document.querySelectorAll('img'));
    expect(produce).toHaveAttribute('src', '/images/categories/produce.svg?scl=1');
    expect(produce).toHaveAttribute('alt', 'A basket of fruit');
    expect(produce).toHaveAttribute('loading', 'lazy');
    expect(produce).toHaveAttribute('width', '84');
    expect(produce).toHaveAttribute('height', '84');
    expect(dairy).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: /^A basket of fruit\s*Produce$/ })).toHaveAttribute('href', '/shop/aisles/produce.html?loc=1502');
  });

  it('AISLE-LINKS-01 AISLE-LINKS-03 AISLE-LINKS-06 SELECTOR-09 tile links carry the branch id as loc; a marketplace link never does', () => {
    renderWithApp(
      <CategoryCarousel
        tiles={[
          { id: 'p', name: 'Produce', pagePath: '/shop/aisles/produce.html' },
          { id: 'b', name: 'Bakery', pagePath: '/shop/aisles/bakery.html?loc=2210' },
          { id: 'm', name: 'Outdoor', pagePath: '/shop/marketplace/aisles.mkp-6033.html' },
        ]}
      />,
      { session: guestSession({ storeId: '1510' }) },
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Produce')).toBe('/shop/aisles/produce.html?loc=1510');
    expect(href('Bakery')).toBe('/shop/aisles/bakery.html?loc=1510');
    expect(href('Outdoor')).toBe('/shop/marketplace/aisles.mkp-6033.html');
  });

  it('AISLE-LINKS-01 before a store is known the links are left as they are', () => {
    renderWithApp(<CategoryCarousel tiles={[{ id: 'p', name: 'Produce', pagePath: '/shop/aisles/produce.html' }]} />, { session: null });
    expect(screen.getByRole('link', { name: 'Produce' })).toHaveAttribute('href', '/shop/aisles/produce.html');
  });
});

describe('tiles from content data (TILES-03, LINKS-06)', () => {
  it('TILES-03 a tile named the aisle way (aisleId, aisleName, aislePath) shows like any other; one without a link is left out', () => {
    renderWithApp(<CategoryCarousel tiles={[{ aisleId: '1_23', aisleName: 'Fruits & Vegetables', aislePath: '/shop/aisles/fruits-vegetables.html' }, { id: 'x', name: 'No Link' }, 'not a tile']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Fruits & Vegetables/ })).toHaveAttribute('href', '/shop/aisles/fruits-vegetables.html?loc=1502');
  });

  it('LINKS-06 LINKS-01 a protected custom tile asks a guest to sign in instead of following its link; a department tile is a plain link', async () => {
    const protectedTile = { id: 'c', name: 'My Deals', pagePath: '/foru/coupons-deals.html', tileType: 'custom', isUserProtectedLink: 'true' };
    const { modals } = renderWithApp(<CategoryCarousel tiles={[protectedTile, { id: 'd', name: 'Dairy', pagePath: '/shop/aisles/dairy.html', tileType: 'department', isUserProtectedLink: 'true' }]} />);
    expect(screen.queryByRole('link', { name: /My Deals/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /My Deals/ }));
    expect(modals).toEqual([{ kind: 'signIn' }]);
    expect(screen.getByRole('link', { name: /Dairy/ })).toHaveAttribute('href', '/shop/aisles/dairy.html?loc=1502');
  });

  it('LINKS-03 an R user follows a protected tile with the credential cookie, and is asked to sign in again without it', () => {
    const tile = { id: 'c', name: 'My Deals', pagePath: '/shop/aisles/deals.html', tileType: 'custom', isUserProtectedLink: true };
    const withCookie = renderWithApp(<CategoryCarousel tiles={[tile]} />, { session: guestSession({ userType: 'R' }), cookies: { USED_CREDENTIALS: 'true' } });
    expect(screen.getByRole('link', { name: /My Deals/ })).toHaveAttribute('href', '/shop/aisles/deals.html?loc=1502');
    withCookie.unmount();
    renderWithApp(<CategoryCarousel tiles={[tile]} />, { session: guestSession({ userType: 'R' }) });
    expect(screen.getByRole('button', { name: /My Deals/ })).toHaveAttribute('data-protected', 're-sign-in-modal');
  });
});
