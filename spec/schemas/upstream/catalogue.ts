import { z } from '../zod';

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

/** The servlets' error code of a one-product search (`bpn`) for a product the shop does not have (404). */
export const PRODUCT_NOT_FOUND = 'PRODUCT_NOT_FOUND';

export const PAGE_SIZE_MAX = 48;
export const PAGE_SIZE_DEFAULT = 24;

const storeId = z.string().check(z.regex(/^\d{1,6}$/, 'storeId must be 1 to 6 digits'));
/** A product id: digits (the seeded catalogue's are nine long; a shorter one is asked for and answered 404). */
const bpn = z.string().check(z.regex(/^\d{1,12}$/, 'bpn must be 1 to 12 digits'));
const sellerId = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'sellerId must be lower-case letters, digits and hyphens'));
const aisleId = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'aisle must be a kebab-case aisle id'));
/** A 1-based page number arriving as a query string value. */
export const pageNumber = z.pipe(z.pipe(z
  .string().check(z.regex(/^\d{1,4}$/, 'page must be a whole number')), z.transform(Number)), z.int().check(z.gte(1, 'page starts at 1')));
/** A page size arriving as a query string value, at most `max`. */
export const pageSizeUpTo = (max: number) =>
  z.pipe(z.pipe(z
    .string().check(z.regex(/^\d{1,3}$/, 'size must be a whole number')), z.transform(Number)), z.int().check(z.gte(1), z.lte(max, `size is at most ${max}`)));
const pageSize = pageSizeUpTo(PAGE_SIZE_MAX);

/** Query shared by the search routes (values arrive as strings). */
const searchFields = {
  storeId: z.optional(storeId),
  q: z.optional(z.string().check(z.maxLength(200, 'q is at most 200 characters'))),
  aisle: z.optional(aisleId),
  page: z.optional(pageNumber),
  size: z.optional(pageSize),
  /** The simulator's own (decision 0434): only products with this promotion (`bogo`, or `sale` for a reduced price). */
  promo: z.optional(z.enum(['bogo', 'sale'])),
  /** The simulator's own (decision 0434): only this brand's products, by its slug (`o-organics`). */
  brand: z.optional(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'brand must be a brand slug'), z.maxLength(80))),
};

/**
 * CALL-20: product search of the banner's own shop (`shop=grocery`, the global search and aisle pages) or of the
 * marketplace (the default), across sellers or walled to one seller with `sellerId`; `bpn` picks one product.
 * Without a store the answer carries no availability (a carousel).
 */
export const SellerSearchQuery = z.object({ ...searchFields, shop: z.optional(z.enum(['grocery', 'marketplace'])), sellerId: z.optional(sellerId), bpn: z.optional(bpn) });
export type SellerSearchQuery = z.input<typeof SellerSearchQuery>;
/** CALL-21: wine shop search; `bpn` picks one product. */
export const WineSearchQuery = z.object({ ...searchFields, bpn: z.optional(bpn) });
export type WineSearchQuery = z.input<typeof WineSearchQuery>;

export const Aisle = z.looseObject({ id: z.string(), name: z.string() });
export const Seller = z.looseObject({ sellerId: z.string(), name: z.string() });
export type Seller = z.infer<typeof Seller>;

export const Availability = z.looseObject({
  storeId: z.string(),
  status: StockStatus,
  /** Units on hand, when the store reports them. */
  quantity: z.nullable(z.int().check(z.nonnegative())),
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
  price: z.number().check(z.nonnegative()),
  /** The regular price, present only while the item is on sale. */
  wasPrice: z.optional(z.number().check(z.nonnegative())),
  /** Price per unit of measure, e.g. `$0.25/oz`. */
  unitPrice: z.string(),
  /** Path of the product image; the storefront draws its own placeholder when there is none to load. */
  imageUrl: z.string(),
  description: z.string(),
  aisle: Aisle,
  department: z.string(),
  shop: Shop,
  /** The marketplace seller; null for the banner's own grocery and wine items. */
  seller: z.nullable(Seller),
  /** Availability at the store of the request; null when the request named no store (a carousel). */
  availability: z.nullable(Availability),
  /** The simulator's own (decision 0434): a promotion the product is part of, e.g. `{ id: 'bogo', text: 'buy_one_get_one_free' }`. */
  promotion: z.optional(z.looseObject({ id: z.string(), text: z.string() })),
});
export type CatalogueProduct = z.infer<typeof CatalogueProduct>;

const Facet = z.looseObject({ count: z.int().check(z.nonnegative()) });

/** The answer of every search route: a page of products plus facets to refine by. */
export const CatalogueSearchResponse = z.looseObject({
  query: z.string(),
  storeId: z.nullable(z.string()),
  shop: Shop,
  page: z.int().check(z.gte(1)),
  size: z.int().check(z.gte(1)),
  total: z.int().check(z.nonnegative()),
  products: z.array(CatalogueProduct),
  /** The aisle the listing was narrowed to, when `aisle` was given. */
  aisle: z.nullable(Aisle),
  aisles: z.array(z.intersection(Aisle, Facet)),
  /** Sellers with matching products (marketplace), with how many each has. */
  sellers: z.array(z.intersection(Seller, Facet)),
  /** The simulator's own (decision 0434): brands of the matching products, by slug and name, with how many each has. */
  brands: z.optional(z.array(z.intersection(z.looseObject({ slug: z.string(), name: z.string() }), Facet))),
});
export type CatalogueSearchResponse = z.infer<typeof CatalogueSearchResponse>;

/** The catalogue's error body (the simulator's own; the spec shows none). */
export const CatalogueError = z.looseObject({ errorCode: z.string(), errorMessage: z.string() });
