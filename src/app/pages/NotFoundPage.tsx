import { PageTitle } from './PageTitle';
import { Link } from '../shell/router';

export function NotFoundPage({ what = 'This page' }: { what?: string }) {
  return (
    <>
      <PageTitle>{what} could not be found</PageTitle>
      <p>
        Try searching, or go back to the <Link href="/">home page</Link>.
      </p>
    </>
  );
}
