import { PageTitle } from './PageTitle';

/**
 * The information pages' headings and texts, by route name: read only once such a page opens, so they live with the
 * page's own code and not in the route table every page load carries.
 */
const INFO_PAGES = {
  'delivery-preference': { title: 'How would you like to shop?', text: 'Choose delivery, pickup or in-store from the store selector at the top of the page.' },
  'subscription-payment': { title: 'Delivery subscription payment' },
  'set-store': { title: 'Set your store', text: 'Use “Change store” above to pick the store you shop.' },
  contact: { title: 'Contact us', text: 'Customer support is available every day from 6 am to 10 pm.' },
  'short-registration': { title: 'Finish creating your account' },
  'communication-preference': { title: 'Communication preferences' },
  health: { title: 'Pharmacy', text: 'Taking you to your pharmacy account…' },
} as const satisfies Record<string, { readonly title: string; readonly text?: string }>;

export type InfoPageName = keyof typeof INFO_PAGES;

export function InfoPage({ page }: { page: InfoPageName }) {
  const info: { readonly title: string; readonly text?: string } = INFO_PAGES[page];
  return (
    <>
      <PageTitle>{info.title}</PageTitle>
      <p>{info.text ?? 'This page is part of your account and store experience.'}</p>
    </>
  );
}
