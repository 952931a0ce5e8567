import { bannerById } from '../../spec/banners';
import type { Banner } from '../../spec/schemas/banner';

// Read only by the conflict modal (loaded on demand); apart so the page load does not carry it.

/** CONFIG-09: what a banner determines; unknown banners give null. */
export function bannerSettings(id: unknown): Pick<Banner, 'defaultStoreId' | 'defaultZip' | 'logo' | 'businessLogo' | 'b2bCookieNames' | 'ssoPath'> | null {
  const b = typeof id === 'string' ? bannerById(id) : undefined;
  if (!b) return null;
  return { defaultStoreId: b.defaultStoreId, defaultZip: b.defaultZip, logo: b.logo, businessLogo: b.businessLogo, b2bCookieNames: b.b2bCookieNames, ssoPath: b.ssoPath };
}
