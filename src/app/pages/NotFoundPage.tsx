import { usePageTitle } from '../shell/documentTitle';
import { PageTitle } from './PageTitle';
import { Link } from '../shell/router';

export function NotFoundPage({ what = 'This page' }: { what?: string }) {
  // A page whose route was found but whose content was not (a product, an aisle) is still a page not found.
  usePageTitle('Page not found');
  return (
    <>
      <PageTitle>{what} could not be found</PageTitle>
      <p>
        Try searching, or go back to the <Link href="/">home page</Link>.
      </p>
    </>
  );
}
