import { deferred } from '../shell/lazy';
import { useUserErrors } from './userErrors';

// The popup's code is fetched only when a user error is first shown.
const UserErrorPopup = deferred(() => import('./SimpleModals').then((m) => m.UserErrorPopup), { standalone: true });

/** Where the storefront shows the user errors its screens ask for (MISC-08), one popup at a time. */
export function UserErrorHost({ delayMs }: { delayMs?: number }) {
  const { current, dismiss } = useUserErrors(delayMs);
  if (!current) return null;
  return <UserErrorPopup.Component key={current.id} title={current.title} message={current.message} onClose={dismiss} />;
}
