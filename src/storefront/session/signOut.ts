import type { CookieJar } from '../cookies';
import type { WebStorage } from '../ports';
import { BANNER_CHOICE_COOKIE } from '../bannerChoice';

/**
 * SIGNIN-05, client side: clears the cookies the page can reach (all but the remembered banner), and both
 * storages. The provider logout navigation is the backend's `signOut`.
 */
export function clearClientSession(cookies: CookieJar, storages: readonly (WebStorage | undefined)[]): string[] {
  const cleared: string[] = [];
  for (const name of Object.keys(cookies.all())) {
    if (name === BANNER_CHOICE_COOKIE) continue;
    cookies.remove(name);
    cleared.push(name);
  }
  for (const storage of storages) {
    try {
      storage?.clear();
    } catch {
      /* storage unavailable: nothing to clear */
    }
  }
  return cleared;
}
