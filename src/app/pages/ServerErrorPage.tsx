import { Link } from '../shell/router';
import { PageTitle } from './PageTitle';

export function ServerErrorPage() {
  return (
    <>
      <PageTitle>Something went wrong</PageTitle>
      <p>We're having trouble loading this page. Please try again in a moment.</p>
      <Link href="/" className="button primary">
        Back to the home page
      </Link>
    </>
  );
}
