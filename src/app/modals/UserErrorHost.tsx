import { useEffect } from 'react';
import type { Storefront } from '../../storefront/storefront';
import { useStorefrontSelector } from '../shell/AppContext';
import { deferred } from '../shell/lazy';
import { connectUserErrors } from './userErrors';

// The popup's code is fetched only when a user error is first shown.
const UserErrorPopup = deferred(() => import('./SimpleModals').then((m) => m.UserErrorPopup), { standalone: true });

/**
 * Where the storefront shows the user errors its screens ask for (MISC-08), one popup at a time: the core queues them
 * and times the popup wrapper delay; this renders the one it shows and tells it when the shopper closes it.
 */
export function UserErrorHost({ core }: { core: Storefront }) {
  const current = useStorefrontSelector(core, (s) => s.userError);
  useEffect(() => connectUserErrors(core), [core]);
  if (!current) return null;
  return <UserErrorPopup.Component key={current.id} title={current.title} message={current.message} onClose={() => core.dismissUserError(current.id)} />;
}
