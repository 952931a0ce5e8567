import { z } from '../zod';

/** Same-origin servlets (CALL-03..21, CALL-30): the spec shows no payloads; these are the fields the storefront reads. */
const ServletStore = z.looseObject({ storeId: z.nullish(z.string()), zipcode: z.nullish(z.string()), city: z.nullish(z.string()), state: z.nullish(z.string()) });
export const CurrentStoreResponse = z.looseObject({ store: ServletStore, timezone: z.nullish(z.string()) });
export const StoreLocatorResponse = z.looseObject({ stores: z.array(z.extend(ServletStore, { distance: z.optional(z.number()), isEcom: z.optional(z.boolean()) })) });
export const ZipStoreResponse = z.looseObject({ storeId: z.string(), zipcode: z.string(), inServiceArea: z.optional(z.boolean()) });
/** CALL-07: the seller's cart after the add (the simulator's own shape, ./cart). */
export { CartView as CartAddResponse } from './cart';
export const PriceResponse = z.looseObject({ upc: z.string(), price: z.number(), currency: z.optional(z.string()) });
export const ProductsResponse = z.looseObject({ products: z.array(z.looseObject({ upc: z.string() })) });
export const PendingOrdersResponse = z.looseObject({ pendingOrders: z.array(z.unknown()) });
export const SelectedSlotResponse = z.looseObject({ slot: z.unknown() });
export const EditOrderResponse = z.looseObject({ orderId: z.nullable(z.string()) });
export const PendingOrderUpdateResponse = z.looseObject({ success: z.boolean() });
export const DepartmentsResponse = z.looseObject({ departments: z.array(z.looseObject({ id: z.string(), name: z.string(), pagePath: z.string() })) });
export const FulfillmentResponse = z.looseObject({});
/** CALL-17 (./promos: the page load's promotions read it without the other servlets' answers). */
export { PromosResponse } from './promos';
export const ServletGalleryResponse = z.looseObject({ offers: z.array(z.looseObject({ offerId: z.string() })) });
export const ModernRouteResponse = z.looseObject({ route: z.string(), enabled: z.boolean() });
export const SellerCarouselResponse = z.looseObject({ sellers: z.array(z.looseObject({ sellerId: z.string(), name: z.string() })) });
export const WineCarouselResponse = z.looseObject({ products: z.array(z.looseObject({ upc: z.string(), name: z.string() })) });
