import type { z } from 'zod';
import { StoreFlagsResponse } from '../../../spec/schemas/storeFlags';
import { DeliveryResponse, StoreAddressResponse, ValidateResponse } from '../../../spec/schemas/storeResolver';
import { CatalogueSearchResponse } from '../../../spec/schemas/upstream/catalogue';
import { SplashResponse, TargetedContentResponse } from '../../../spec/schemas/upstream/content';
import { AddressesResponse, LoyaltyPartnersResponse } from '../../../spec/schemas/upstream/customerAccount';
import { HealthLogoutResponse, HealthSessionResponse } from '../../../spec/schemas/upstream/health';
import { AuthnResponse, SessionRefreshResponse } from '../../../spec/schemas/upstream/identity';
import { LocationResponse } from '../../../spec/schemas/upstream/location';
import { CsmsIdResponse, CsmsLookupResponse, CsmsPwdTokenResponse, CsmsRegisterResponse, CsmsResendResponse, CsmsSigninResponse, CsmsSignupResponse, CsmsSignupVerifyResponse } from '../../../spec/schemas/upstream/messaging';
import { AllocationsResponse, ChallengesResponse, ClipResponse, CountResponse, DerivedEcomResponse, FilterResponse, GalleryResponse, OfferView, RewardsHistoryResponse, RewardsSummaryResponse, SavingsResponse, StoresByIdsResponse } from '../../../spec/schemas/upstream/offers';
import { ActivateFactorResponse, CreateFactorResponse, FactorsResponse, UnsubscribeResponse } from '../../../spec/schemas/upstream/passkey';
import { ProfileResponse } from '../../../spec/schemas/upstream/profile';
import { RecipeSearchResponse } from '../../../spec/schemas/upstream/recipes';
import { AddAddressResponse, BusinessProfileResponse, CitiesResponse, CustomerProfileResponse, CustomerStoresResponse, FulfilmentPreferencesResponse, FulfilmentResponse, NewRegistrationResponse, OfferItemsResponse, OfferListResponse, RegisterResponse, RewardListResponse, RewardsHistoryV2Response, RewardsResponse, StoreUpdateResponse, SubscriptionsResponse, UnsubscribeEmailResponse } from '../../../spec/schemas/upstream/responses';
import { ShipMethodsResponse } from '../../../spec/schemas/upstream/seller';
import { CartAddResponse, CurrentStoreResponse, DepartmentsResponse, EditOrderResponse, FulfillmentResponse, ModernRouteResponse, PendingOrdersResponse, PendingOrderUpdateResponse, PriceResponse, ProductsResponse, PromosResponse, SelectedSlotResponse, SellerCarouselResponse, ServletGalleryResponse, StoreLocatorResponse, WineCarouselResponse, ZipStoreResponse } from '../../../spec/schemas/upstream/servletResponses';
import { SponsoredIconsResponse } from '../../../spec/schemas/upstream/sponsored';
import { UserInfoResponse } from '../../../spec/schemas/userInfo';

/**
 * The spec's schema of each route's success answer, by the simulator's route (method and path template): the schema
 * the storefront's client parses that answer with (src/api). A route the storefront reads as text or not at all has
 * none. Request schemas need no table: the drift check takes them from the simulator's own parsing of the request
 * (simulator/core/schemaProbe.ts).
 */
type Schema = z.core.$ZodType;

const SERVLETS = '/bin/wcax';
const UCA = '/apim/customer/api/uca';
const CSMS = '/apim/csms/csmsservice/api/csms';

/** One schema, or the shapes one route answers (the catalogue's search and the servlets' carousel share a path). */
type Entry = Schema | readonly Schema[];

const offers = (method: string, path: string, schema: Schema): [string, Entry][] => [
  [`${method} /apim/offers/${path}`, schema],
  [`${method} /apim/offers-pcf/${path}`, schema],
];

export const responseSchemas: ReadonlyMap<string, Entry> = new Map<string, Entry>([
  [`GET ${SERVLETS}/unified/userinfo`, UserInfoResponse],
  [`GET ${SERVLETS}/authenticate/guest`, UserInfoResponse],
  [`GET ${SERVLETS}/store`, CurrentStoreResponse],
  [`GET ${SERVLETS}/store/locator`, StoreLocatorResponse],
  [`GET ${SERVLETS}/store/resolver`, ZipStoreResponse],
  [`POST ${SERVLETS}/cart/add`, CartAddResponse],
  [`GET ${SERVLETS}/product/price`, PriceResponse],
  [`GET ${SERVLETS}/product/similar`, ProductsResponse],
  [`GET ${SERVLETS}/product/historylist`, ProductsResponse],
  [`GET ${SERVLETS}/order/pending/alert.json`, PendingOrdersResponse],
  [`GET ${SERVLETS}/order/selected/slot`, SelectedSlotResponse],
  [`GET ${SERVLETS}/editcart/orderid`, EditOrderResponse],
  [`POST ${SERVLETS}/pendingorder/update`, PendingOrderUpdateResponse],
  [`GET ${SERVLETS}/department`, DepartmentsResponse],
  [`POST ${SERVLETS}/fulfillment`, FulfillmentResponse],
  [`GET ${SERVLETS}/promos.single.json`, PromosResponse],
  [`GET ${SERVLETS}/ecomgallery`, ServletGalleryResponse],
  ['GET /ecom/api/modern1/route', ModernRouteResponse],
  ['GET /search/seller-carousel', [CatalogueSearchResponse, SellerCarouselResponse]],
  ['GET /search/wine-carousel', [CatalogueSearchResponse, WineCarouselResponse]],
  ['GET /search/recipes', RecipeSearchResponse],
  ['GET /apim/storeresolver/v2/delivery', DeliveryResponse],
  ['GET /apim/storeresolver/v2/validate', ValidateResponse],
  ['GET /apim/storeresolver/v2/storeaddress', StoreAddressResponse],
  ['GET /apim/storeflags/v1/stores/:branchId', StoreFlagsResponse],
  ['GET /apim/location/v1/stores/:storeId', LocationResponse],
  ['POST /apim/profile/ucaservice/api/uca/customers/:userId/stores', StoreUpdateResponse],
  ['GET /apim/profile/ucaservice/api/uca/customers/:userId/stores', ProfileResponse],
  ['GET /apim/datapower/api/uca/customers/:customerId/stores', CustomerStoresResponse],
  [`GET ${UCA}/customers/:id/addresses`, AddressesResponse],
  [`GET ${UCA}/customers/:id/loyaltypartners`, LoyaltyPartnersResponse],
  [`GET ${UCA}/customers/:id/rewards`, RewardsResponse],
  [`GET ${UCA}/customers/:id/stores`, CustomerStoresResponse],
  [`GET ${UCA}/customers/:id/profile`, CustomerProfileResponse],
  [`GET ${UCA}/customers/:id/subscriptions`, SubscriptionsResponse],
  [`GET ${UCA}/customers/:id/preferences/fulfillment`, FulfilmentPreferencesResponse],
  [`GET ${UCA}/customers/:id/fulfillment`, FulfilmentResponse],
  [`PATCH ${UCA}/customers/:id/businessprofile`, BusinessProfileResponse],
  [`POST ${UCA}/customers/:id/addresses`, AddAddressResponse],
  [`POST ${UCA}/customers/register`, RegisterResponse],
  [`POST ${UCA}/unsubscribe`, UnsubscribeEmailResponse],
  [`GET ${UCA}/cities/:zipCode`, CitiesResponse],
  [`GET ${UCA}/customers/:uuid/factors`, FactorsResponse],
  [`POST ${UCA}/customers/:uuid/factors`, CreateFactorResponse],
  [`POST ${UCA}/customers/:uuid/factors/:factorId/lifecycle/activate`, ActivateFactorResponse],
  [`GET ${UCA}/unsubscribe`, UnsubscribeResponse],
  ['POST /apim/seller/v1/shipmethods', ShipMethodsResponse],
  ['POST /apim/content/v1/splash', SplashResponse],
  ['POST /apim/content/v1/targeted', TargetedContentResponse],
  ['GET /apim/sponsored/v1/icons', SponsoredIconsResponse],
  ['POST /idp/api/v1/authn', AuthnResponse],
  ['POST /idp/api/v1/authn/factors/:factorId/verify', AuthnResponse],
  ['POST /idp/api/v1/sessions/me/lifecycle/refresh', SessionRefreshResponse],
  [`POST ${CSMS}/signin`, CsmsSigninResponse],
  [`POST ${CSMS}/factors/:factorId/verify/resend`, CsmsResendResponse],
  [`POST ${CSMS}/signup`, CsmsSignupResponse],
  [`POST ${CSMS}/signup/factors/:factorId/verify`, CsmsSignupVerifyResponse],
  [`POST ${CSMS}/customers/register`, CsmsRegisterResponse],
  [`POST ${CSMS}/customers/lookup`, CsmsLookupResponse],
  [`POST ${CSMS}/kmsi`, CsmsIdResponse],
  [`POST ${CSMS}/nonkmsi`, CsmsIdResponse],
  [`POST ${CSMS}/pwd/token`, CsmsPwdTokenResponse],
  ['GET /health/users/session', HealthSessionResponse],
  ['DELETE /health/users/healthSession', HealthLogoutResponse],
  ...offers('GET', 'ecomgallery', GalleryResponse),
  ...offers('GET', 'ecomgallery/anonymous', GalleryResponse),
  ...offers('GET', 'offer', OfferView),
  ...offers('GET', 'personalizedcontent', OfferItemsResponse),
  ...offers('GET', 'mylist', OfferListResponse),
  ...offers('GET', 'mylist/count', CountResponse),
  ...offers('GET', 'grocery/rewards/offers', RewardListResponse),
  ...offers('GET', 'grocery/rewards/mylist', RewardListResponse),
  ...offers('GET', 'offers/gallery', GalleryResponse),
  ...offers('GET', 'offers/gallery/anonymous', GalleryResponse),
  ...offers('GET', 'CC/offer/allocations', AllocationsResponse),
  ...offers('POST', 'offers/clip', ClipResponse),
  ...offers('POST', 'offers/unclip', ClipResponse),
  ...offers('POST', 'rewards/unclip', ClipResponse),
  ...offers('GET', 'xapi/offers', GalleryResponse),
  ...offers('GET', 'xapi/offers/companiongalleryoffer', OfferListResponse),
  ...offers('GET', 'xapi/offers/instantAllocationGallery', OfferListResponse),
  ...offers('POST', 'xapi/offers/event/new_registration/offers', NewRegistrationResponse),
  ...offers('GET', 'dce/offergallery/offers/filter', FilterResponse),
  ...offers('GET', 'dce/offergallery/challenges', ChallengesResponse),
  ...offers('GET', 'dce/mycard/:clubCard/savings', SavingsResponse),
  ...offers('GET', 'xapi/ocrp/rewards/clippedrewards', RewardListResponse),
  ...offers('GET', 'xapi/ocrp/rewards/v2/rewardsHistory', RewardsHistoryV2Response),
  ...offers('GET', 'xapi/ocrp/rewards/v3/rewardsHistory', RewardsHistoryResponse),
  ...offers('GET', 'xapi/storeresolver/v2/storesByIds', StoresByIdsResponse),
  ...offers('GET', 'api/services/locator/store/derivedecom', DerivedEcomResponse),
  ...offers('GET', 'rewardshub/getRewards', RewardsSummaryResponse),
]);

/** The route's answer schemas (none: the storefront parses that answer with none). */
export function responseSchemasOf(method: string, pathTemplate: string): readonly Schema[] {
  const entry = responseSchemas.get(`${method} ${pathTemplate}`);
  return entry === undefined ? [] : Array.isArray(entry) ? (entry as readonly Schema[]) : [entry as Schema];
}
