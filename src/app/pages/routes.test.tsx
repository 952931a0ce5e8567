import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { detailsPagePath } from '../../rules/pages';
import { matchRoute } from './routes';

// Each route renders its page with the props its address gives; the information pages' headings and texts come from
// the info page's own table (PAGES-02, -06, -10, -19).
const open = async (pathname: string) => {
  const route = matchRoute(pathname);
  await route.preload();
  render(<Suspense fallback={null}>{route.render()}</Suspense>);
  return route;
};

describe('route table', () => {
  it.each([
    ['PAGES-10', '/contact-us.html', 'contact', 'Contact us', 'Contact us', 'Customer support is available every day from 6 am to 10 pm.'],
    ['PAGES-06', '/content/shop/freshway/en/welcome/delivery-preference.html', 'delivery-preference', 'Delivery preference', 'How would you like to shop?', 'Choose delivery, pickup or in-store from the store selector at the top of the page.'],
    ['PAGES-10', '/account/short-registration.html', 'short-registration', 'Finish creating your account', 'Finish creating your account', 'This page is part of your account and store experience.'],
    ['PAGES-19', '/health/pharmacy/dashboard', 'health', 'Pharmacy', 'Pharmacy', 'Taking you to your pharmacy account…'],
  ])('%s %s opens the %s information page: document title, heading and text', async (_id, pathname, name, title, heading, text) => {
    const route = await open(pathname);
    expect(route).toMatchObject({ name, title });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('PAGES-02 every details address the links build opens its details page, on each tree the spec names', () => {
    for (const site of ['shop', 'www', 'b2b'] as const) {
      for (const kind of ['offer-details', 'reward-details'] as const) {
        const address = detailsPagePath({ kind, site, banner: 'freshway' }, 'FR1000');
        if (address === null) continue;
        expect(matchRoute(new URL(address, 'https://www.freshway.test').pathname), address).toMatchObject({ name: kind, title: kind === 'offer-details' ? 'Offer details' : 'Reward details' });
      }
    }
  });

  it('PAGES-17 signed-in-only information pages keep their access metadata', () => {
    expect(matchRoute('/delivery-subscription/payment.html').meta).toEqual(matchRoute('/customer-account/communication-preference').meta);
    expect(matchRoute('/delivery-subscription/payment.html').meta).not.toEqual(matchRoute('/contact-us.html').meta);
  });

  it('PAGES-05 titles read from the address: an aisle page is titled by its aisle', () => {
    expect(matchRoute('/shop/aisles/fruits-vegetables.html').title).not.toBe(matchRoute('/shop/aisles/dairy-eggs-cheese.html').title);
    expect(matchRoute('/nowhere.html')).toMatchObject({ name: 'not-found', title: 'Page not found' });
  });
});
