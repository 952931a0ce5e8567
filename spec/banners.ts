import type { Banner } from './schemas/banner';

/** The banners the storefront runs under. Each determines default store and zip, logos, B2B cookie names and its SSO path. */
export const banners = [
  {
    id: 'freshway',
    displayName: 'Freshway',
    domain: 'www.freshway.test',
    defaultStoreId: '1502',
    defaultZip: '94611',
    logo: { src: '/banners/freshway.svg', alt: 'Freshway' },
    businessLogo: { src: '/banners/freshway-business.svg', alt: 'Freshway for Business' },
    b2bCookieNames: { orderNumber: 'B_OrderNumber', signInCount: 'B_ECommSignInCount', deliveryAddress: 'ACI_F_B_DELIVERY_ADDR' },
    ssoPath: '/bin/wcax/sso',
    colors: { primary: '#b3001b', accent: '#1f6e43' },
  },
  {
    id: 'valleymarket',
    displayName: 'Valley Market',
    domain: 'www.valleymarket.test',
    defaultStoreId: '2210',
    defaultZip: '85004',
    logo: { src: '/banners/valleymarket.svg', alt: 'Valley Market' },
    businessLogo: { src: '/banners/valleymarket-business.svg', alt: 'Valley Market for Business' },
    b2bCookieNames: { orderNumber: 'B_OrderNumber', signInCount: 'B_ECommSignInCount', deliveryAddress: 'ACI_F_B_DELIVERY_ADDR' },
    ssoPath: '/bin/wcax/sso',
    colors: { primary: '#0a4d8c', accent: '#e07b00' },
  },
  {
    id: 'harborfoods',
    displayName: 'Harbor Foods',
    domain: 'www.harborfoods.test',
    defaultStoreId: '3318',
    defaultZip: '98101',
    logo: { src: '/banners/harborfoods.svg', alt: 'Harbor Foods' },
    businessLogo: { src: '/banners/harborfoods-business.svg', alt: 'Harbor Foods for Business' },
    b2bCookieNames: { orderNumber: 'B_OrderNumber', signInCount: 'B_ECommSignInCount', deliveryAddress: 'ACI_F_B_DELIVERY_ADDR' },
    ssoPath: '/bin/wcax/sso',
    colors: { primary: '#00665e', accent: '#c8102e' },
  },
] as const satisfies readonly Banner[];

export type BannerId = (typeof banners)[number]['id'];
export const bannerIds = banners.map((b) => b.id);
export function bannerById(id: string): Banner | undefined {
  return banners.find((b) => b.id === id.toLowerCase());
}
