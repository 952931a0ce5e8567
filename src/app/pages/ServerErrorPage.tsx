import { SERVER_ERROR_TITLE } from '../../storefront/catalogue/pageContent';
import { Link } from '../shell/router';
import { PageTitle } from './PageTitle';

export function ServerErrorPage() {
  return (
    <>
      <PageTitle>{SERVER_ERROR_TITLE}</PageTitle>
      <p>We're having trouble loading this page. Please try again in a moment.</p>
      <Link href="/" className="button primary">
        Back to the home page
      </Link>
    </>
  );
}
