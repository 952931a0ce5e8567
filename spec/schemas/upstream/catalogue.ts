import { z } from 'zod';

/**
 * The product catalogue behind search results, aisle pages and product details (decision 0402). The spec names
 * the search paths (CALL-20 seller search, CALL-21 wine search) but shows no payloads; this is the shape a
 * grocery catalogue answers with, one product shape for every shop.
 */

export const SHOPS = ['grocery', 'wine', 'marketplace'] as const;
export const Shop = z.enum(SHOPS);
export type Shop = z.infer<typeof Shop>;

/** Per-store availability; `unavailable` means the store does not carry the item. */
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock', 'unavailable'] as const;
export const StockStatus = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof StockStatus>;

export const PAGE_SIZE_MAX = 48;
export const PAGE_SIZE_DEFAULT = 24;

const storeId = z.string().regex(/^\d{1,6}$/, 'storeId must be 1 to 6 digits');
const bpn = z.string().regex(/^\d{6,12}$/, 'bpn must be 6 to 12 digits');
const sellerId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'sellerId must be lower-case letters, digits and hyphens');
const aisleId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'aisle must be a kebab-case aisle id');
/** A 1-based page number arriving as a query string value. */
export const pageNumber = z
  .string()
  .regex(/^\d{1,4}$/, 'page must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'page starts at 1'));
/** A page size arriving as a query string value, at most `max`. */
export const pageSizeUpTo = (max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, 'size must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max, `size is at most ${max}`));
const pageSize = pageSizeUpTo(PAGE_SIZE_MAX);

/** Query shared by the search routes (values arrive as strings). */
const searchFields = {
  storeId: storeId.optional(),
  q: z.string().max(200, 'q is at most 200 characters').optional(),
  aisle: aisleId.optional(),
  page: pageNumber.optional(),
  size: pageSize.optional(),
};

/**
 * CALL-20: product search of the banner's own shop (`shop=grocery`, the global search and aisle pages) or of the
 * marketplace (the default), across sellers or walled to one seller with `sellerId`; `bpn` picks one product.
 * Without a store the answer carries no availability (a carousel).
 */
export const SellerSearchQuery = z.object({ ...searchFields, shop: z.enum(['grocery', 'marketplace']).optional(), sellerId: sellerId.optional(), bpn: bpn.optional() });
export type SellerSearchQuery = z.input<typeof SellerSearchQuery>;
/** CALL-21: wine shop search; `bpn` picks one product. */
export const WineSearchQuery = z.object({ ...searchFields, bpn: bpn.optional() });
export type WineSearchQuery = z.input<typeof WineSearchQuery>;

export const Aisle = z.looseObject({ id: z.string(), name: z.string() });
export const Seller = z.looseObject({ sellerId: z.string(), name: z.string() });
export type Seller = z.infer<typeof Seller>;

export const Availability = z.looseObject({
  storeId: z.string(),
  status: StockStatus,
  /** Units on hand, when the store reports them. */
  quantity: z.number().int().nonnegative().nullable(),
  /** Alcohol and other age-checked items travel only with a driver who hands them over. */
  attendedDeliveryOnly: z.boolean(),
});
export type Availability = z.infer<typeof Availability>;

export const CatalogueProduct = z.looseObject({
  bpn: z.string(),
  upc: z.string(),
  name: z.string(),
  brand: z.string(),
  size: z.string(),
  /** Store price in dollars. */
  price: z.number().nonnegative(),
  /** The regular price, present only while the item is on sale. */
  wasPrice: z.number().nonnegative().optional(),
  /** Price per unit of measure, e.g. `$0.25/oz`. */
  unitPrice: z.string(),
  /** Path of the product image; the storefront draws its own placeholder when there is none to load. */
  imageUrl: z.string(),
  description: z.string(),
  aisle: Aisle,
  department: z.string(),
  shop: Shop,
  /** The marketplace seller; null for the banner's own grocery and wine items. */
  seller: Seller.nullable(),
  /** Availability at the store of the request; null when the request named no store (a carousel). */
  availability: Availability.nullable(),
});
export type CatalogueProduct = z.infer<typeof CatalogueProduct>;

const Facet = z.looseObject({ count: z.number().int().nonnegative() });

/** The answer of every search route: a page of products plus facets to refine by. */
export const CatalogueSearchResponse = z.looseObject({
  query: z.string(),
  storeId: z.string().nullable(),
  shop: Shop,
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  products: z.array(CatalogueProduct),
  /** The aisle the listing was narrowed to, when `aisle` was given. */
  aisle: Aisle.nullable(),
  aisles: z.array(Aisle.and(Facet)),
  /** Sellers with matching products (marketplace), with how many each has. */
  sellers: z.array(Seller.and(Facet)),
});
export type CatalogueSearchResponse = z.infer<typeof CatalogueSearchResponse>;

/** The catalogue's error body (the simulator's own; the spec shows none). */
export const CatalogueError = z.looseObject({ errorCode: z.string(), errorMessage: z.string() });
