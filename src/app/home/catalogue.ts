/** A small shelf of products the storefront shows while the product services are not part of this build. */
export interface Product {
  readonly bpn: string;
  readonly name: string;
  readonly size: string;
  readonly price: number;
  readonly aisle: string;
  readonly shop: 'grocery' | 'wine' | 'marketplace';
  readonly hue: number;
}

export const products: readonly Product[] = [
  { bpn: '960012345', name: 'Organic Gala Apples', size: '3 lb bag', price: 5.99, aisle: 'Produce', shop: 'grocery', hue: 0 },
  { bpn: '960012346', name: 'Bananas', size: 'per lb', price: 0.69, aisle: 'Produce', shop: 'grocery', hue: 50 },
  { bpn: '960012347', name: 'Whole Milk', size: '1 gal', price: 4.29, aisle: 'Dairy & Eggs', shop: 'grocery', hue: 210 },
  { bpn: '960012348', name: 'Large Brown Eggs', size: '12 ct', price: 3.99, aisle: 'Dairy & Eggs', shop: 'grocery', hue: 30 },
  { bpn: '960012349', name: 'Sourdough Bread', size: '24 oz', price: 4.49, aisle: 'Bakery', shop: 'grocery', hue: 35 },
  { bpn: '960012350', name: 'Chicken Breast, Boneless', size: 'per lb', price: 6.99, aisle: 'Meat & Seafood', shop: 'grocery', hue: 10 },
  { bpn: '960012351', name: 'Atlantic Salmon Fillet', size: 'per lb', price: 11.99, aisle: 'Meat & Seafood', shop: 'grocery', hue: 15 },
  { bpn: '960012352', name: 'Baby Spinach', size: '5 oz', price: 3.49, aisle: 'Produce', shop: 'grocery', hue: 120 },
  { bpn: '960012353', name: 'Greek Yogurt, Plain', size: '32 oz', price: 5.49, aisle: 'Dairy & Eggs', shop: 'grocery', hue: 200 },
  { bpn: '960012354', name: 'Sparkling Water, Lime', size: '12 x 12 fl oz', price: 5.99, aisle: 'Beverages', shop: 'grocery', hue: 90 },
  { bpn: '970000101', name: 'Napa Valley Cabernet Sauvignon', size: '750 ml', price: 24.99, aisle: 'Wine', shop: 'wine', hue: 340 },
  { bpn: '970000102', name: 'Sonoma Chardonnay', size: '750 ml', price: 18.99, aisle: 'Wine', shop: 'wine', hue: 55 },
  { bpn: '980000201', name: 'Bamboo Cutting Board', size: '1 ct', price: 21.5, aisle: 'Home', shop: 'marketplace', hue: 28 },
  { bpn: '980000202', name: 'Stainless Travel Mug', size: '16 oz', price: 17.0, aisle: 'Home', shop: 'marketplace', hue: 190 },
];

export const categories = [
  { id: '1_1', name: 'Produce', path: '/shop/aisles/produce.html' },
  { id: '1_2', name: 'Dairy & Eggs', path: '/shop/aisles/dairy-eggs.html' },
  { id: '1_3', name: 'Bakery', path: '/shop/aisles/bakery.html' },
  { id: '1_4', name: 'Meat & Seafood', path: '/shop/aisles/meat-seafood.html' },
  { id: '1_5', name: 'Beverages', path: '/shop/aisles/beverages.html' },
  { id: '1_6', name: 'Frozen', path: '/shop/aisles/frozen.html' },
  { id: '1_7', name: 'Snacks', path: '/shop/aisles/snacks.html' },
  { id: '1_8', name: 'Wine', path: '/shop/vineandcellar/search-results.html?q=wine' },
  { id: '1_9', name: 'Home', path: '/shop/marketplace/seller-search.html?q=home' },
] as const;

export function productPath(p: Product): string {
  const prefix = p.shop === 'wine' ? '/shop/vineandcellar' : p.shop === 'marketplace' ? '/shop/marketplace' : '/shop';
  return `${prefix}/product-details.${p.bpn}.html`;
}

/** FORMAT-02: amounts round to 2 decimals. */
export const price = (n: number): string => `$${(Math.round(n * 100) / 100).toFixed(2)}`;

export function searchProducts(q: string, shop?: Product['shop']): Product[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((p) => (!shop || p.shop === shop) && words.every((w) => `${p.name} ${p.aisle}`.toLowerCase().includes(w)));
}
