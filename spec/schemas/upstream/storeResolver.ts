export { DeliveryQuery, DeliveryResponse, ValidateQuery, ValidateResponse, StoreAddressQuery, StoreAddressResponse, StoreResolverError } from '../storeResolver';
