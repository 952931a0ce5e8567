import { productPath } from '../product/format';

/**
 * The deals shelf's fixed items and the aisle tiles. Product, aisle and search pages read the catalogue
 * service instead (src/app/product/catalogueSource.tsx); these stay for the screens that have no call yet.
 */
export interface Product {
  readonly bpn: string;
  readonly name: string;
  readonly size: string;
  readonly price: number;
  readonly aisle: string;
  readonly shop: 'grocery' | 'wine' | 'marketplace';
}

/** The deals page's items: bpns of the simulated catalogue, so their links open real product pages. */
export const products: readonly Product[] = [
  { bpn: '960012345', name: 'Farm Fresh Gala Apples', size: '3 lb bag', price: 4.79, aisle: 'Produce', shop: 'grocery' },
  { bpn: '960012347', name: 'Farm Fresh Bananas', size: 'per lb', price: 0.69, aisle: 'Produce', shop: 'grocery' },
  { bpn: '960012375', name: 'Lucerne Whole Milk', size: '1 gal', price: 4.29, aisle: 'Dairy & Eggs', shop: 'grocery' },
  { bpn: '960012379', name: 'Lucerne Large Brown Eggs', size: '12 ct', price: 3.19, aisle: 'Dairy & Eggs', shop: 'grocery' },
  { bpn: '960012399', name: 'Signature Select Sourdough Bread', size: '24 oz', price: 4.49, aisle: 'Bakery', shop: 'grocery' },
  { bpn: '960012419', name: 'Open Nature Chicken Breast, Boneless', size: 'per lb', price: 6.99, aisle: 'Meat & Seafood', shop: 'grocery' },
];

/** Aisle tiles of the shop-by-category carousel; the ids are the catalogue's aisle ids, the pictures the catalogue's tile images. */
export const categories = [
  { id: 'produce', name: 'Produce', pagePath: '/shop/aisles/produce.html', imagePath: '/images/pictures/leafy-green.svg' },
  { id: 'dairy', name: 'Dairy & Eggs', pagePath: '/shop/aisles/dairy.html', imagePath: '/images/pictures/glass-of-milk.svg' },
  { id: 'bakery', name: 'Bakery', pagePath: '/shop/aisles/bakery.html', imagePath: '/images/pictures/bread.svg' },
  { id: 'meat-seafood', name: 'Meat & Seafood', pagePath: '/shop/aisles/meat-seafood.html', imagePath: '/images/pictures/cut-of-meat.svg' },
  { id: 'beverages', name: 'Beverages', pagePath: '/shop/aisles/beverages.html', imagePath: '/images/pictures/cup-with-straw.svg' },
  { id: 'frozen', name: 'Frozen', pagePath: '/shop/aisles/frozen.html', imagePath: '/images/pictures/ice-cream.svg' },
  { id: 'snacks', name: 'Snacks', pagePath: '/shop/aisles/snacks.html', imagePath: '/images/pictures/popcorn.svg' },
  { id: 'breakfast', name: 'Breakfast & Cereal', pagePath: '/shop/aisles/breakfast.html', imagePath: '/images/pictures/pancakes.svg' },
  { id: 'pantry', name: 'Pantry', pagePath: '/shop/aisles/pantry.html', imagePath: '/images/pictures/canned-food.svg' },
  { id: 'household', name: 'Household', pagePath: '/shop/aisles/household.html', imagePath: '/images/pictures/roll-of-paper.svg' },
  { id: 'wine', name: 'Wine', pagePath: '/shop/vineandcellar/search-results.html?q=wine', imagePath: '/images/pictures/wine-glass.svg' },
  { id: 'marketplace', name: 'Marketplace', pagePath: '/shop/marketplace/seller-search.html?q=home', imagePath: '/images/pictures/shopping-bags.svg' },
  // A custom tile to a signed-in shopper's own page: protected (LINKS-06), so a guest is asked to sign in first.
  { id: 'buy-it-again', name: 'Buy it again', pagePath: '/account/orders.html', imagePath: '/images/pictures/package.svg', tileType: 'custom', isUserProtectedLink: 'true' },
] as const;

export { productPath };
