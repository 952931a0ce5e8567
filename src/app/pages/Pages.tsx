// The non-catalogue pages, one module each so that each is its own chunk; this module gathers them for readers
// that want them all at once.
export { BrandsPage } from './BrandsPage';
export { DealsPage } from './DealsPage';
export { InfoPage } from './InfoPage';
export { NotFoundPage } from './NotFoundPage';
export { PageTitle } from './PageTitle';
export { ServerErrorPage } from './ServerErrorPage';
export { SetPasswordPage } from './SetPasswordPage';
export { SignInPage } from './SignInPage';
export { productPath } from '../home/catalogue';
