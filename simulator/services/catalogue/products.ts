import type { Shop, StockStatus } from '../../../spec/schemas/upstream/catalogue';
import { picturePath, pictureFor } from './pictures';

/**
 * The simulated catalogue: a few hundred products across grocery aisles, the wine shop and marketplace
 * sellers, generated deterministically (the same catalogue for every seed, so pages and tests can name items).
 * Availability is a function of product and store, so a store change changes what is in stock.
 */

export interface CatalogueItem {
  bpn: string;
  upc: string;
  name: string;
  brand: string;
  size: string;
  price: number;
  wasPrice?: number;
  unitPrice: string;
  imageUrl: string;
  description: string;
  aisle: { id: string; name: string };
  department: string;
  shop: Shop;
  seller: { sellerId: string; name: string } | null;
  attendedDeliveryOnly: boolean;
  /** A promotion the product is part of (decision 0434): buy one get one free on a few grocery items not on sale. */
  promotion?: { id: 'bogo'; text: string };
  /** Lower-cased words of name, brand, aisle and department, for search. */
  terms: string[];
}

interface AisleDef {
  id: string;
  name: string;
  department: string;
  /** name, size, base price */
  items: Array<[string, string, number]>;
  brands: string[];
}

/** Grocery aisles; ids match the aisle page slugs (`/shop/aisles/{id}.html`) and the sponsored category ids. */
export const GROCERY_AISLES: AisleDef[] = [
  {
    id: 'produce',
    name: 'Produce',
    department: 'Fresh',
    brands: ['Farm Fresh', 'O Organics'],
    items: [
      ['Gala Apples', '3 lb bag', 5.99], ['Bananas', 'per lb', 0.69], ['Baby Spinach', '5 oz', 3.49], ['Strawberries', '1 lb', 4.99], ['Blueberries', '6 oz', 3.99],
      ['Hass Avocados', '4 ct', 5.49], ['Roma Tomatoes', 'per lb', 1.79], ['Yellow Onions', '3 lb bag', 3.29], ['Russet Potatoes', '5 lb bag', 4.49], ['Carrots', '2 lb bag', 2.29],
      ['Broccoli Crowns', 'per lb', 2.49], ['Lemons', '2 lb bag', 4.29], ['Red Seedless Grapes', 'per lb', 2.99], ['Romaine Hearts', '3 ct', 3.99], ['Cucumbers', 'each', 0.99],
    ],
  },
  {
    id: 'dairy',
    name: 'Dairy & Eggs',
    department: 'Fresh',
    brands: ['Lucerne', 'O Organics'],
    items: [
      ['Whole Milk', '1 gal', 4.29], ['2% Reduced Fat Milk', '1 gal', 4.19], ['Large Brown Eggs', '12 ct', 3.99], ['Greek Yogurt, Plain', '32 oz', 5.49], ['Sharp Cheddar Cheese', '8 oz', 3.79],
      ['Salted Butter', '16 oz', 5.29], ['Half & Half', '1 qt', 3.49], ['Cottage Cheese', '16 oz', 3.29], ['Shredded Mozzarella', '8 oz', 3.49], ['Oat Milk', '64 fl oz', 4.99],
      ['Sour Cream', '16 oz', 2.49], ['String Cheese', '12 ct', 5.99],
    ],
  },
  {
    id: 'bakery',
    name: 'Bakery',
    department: 'Fresh',
    brands: ['Signature Select', 'Bakery Fresh'],
    items: [
      ['Sourdough Bread', '24 oz', 4.49], ['Whole Wheat Bread', '20 oz', 3.49], ['Plain Bagels', '6 ct', 3.99], ['Croissants', '4 ct', 5.49], ['Blueberry Muffins', '4 ct', 5.99],
      ['Flour Tortillas', '10 ct', 2.99], ['Hamburger Buns', '8 ct', 2.79], ['Chocolate Chip Cookies', '12 ct', 4.99], ['French Baguette', '12 oz', 2.49], ['Cinnamon Rolls', '4 ct', 5.49],
    ],
  },
  {
    id: 'meat-seafood',
    name: 'Meat & Seafood',
    department: 'Fresh',
    brands: ['Open Nature', 'Waterfront Bistro'],
    items: [
      ['Chicken Breast, Boneless', 'per lb', 6.99], ['Atlantic Salmon Fillet', 'per lb', 11.99], ['Ground Beef 85% Lean', '1 lb', 6.49], ['Pork Chops, Bone-In', 'per lb', 4.99], ['Raw Shrimp', '1 lb', 9.99],
      ['Chicken Thighs', 'per lb', 3.99], ['Ribeye Steak', 'per lb', 15.99], ['Thick Cut Bacon', '24 oz', 9.49], ['Turkey Breast, Sliced', '8 oz', 5.99], ['Cod Fillet', 'per lb', 10.99],
    ],
  },
  {
    id: 'beverages',
    name: 'Beverages',
    department: 'Grocery',
    brands: ['Refreshe', 'Signature Select'],
    items: [
      ['Sparkling Water, Lime', '12 x 12 fl oz', 5.99], ['Orange Juice', '52 fl oz', 4.49], ['Cold Brew Coffee', '32 fl oz', 5.99], ['Green Tea', '20 ct', 3.49], ['Spring Water', '24 x 16.9 fl oz', 4.99],
      ['Lemonade', '59 fl oz', 3.29], ['Ground Coffee, Medium Roast', '12 oz', 8.99], ['Cola', '12 x 12 fl oz', 6.99], ['Coconut Water', '33.8 fl oz', 4.29], ['Sports Drink, Lemon-Lime', '8 x 20 fl oz', 7.99],
    ],
  },
  {
    id: 'frozen',
    name: 'Frozen',
    department: 'Grocery',
    brands: ['Signature Select', 'O Organics'],
    items: [
      ['Frozen Peas', '16 oz', 1.99], ['Vanilla Ice Cream', '48 oz', 4.99], ['Pepperoni Pizza', '21 oz', 6.49], ['Frozen Blueberries', '48 oz', 9.99], ['Chicken Nuggets', '29 oz', 8.49],
      ['Waffles', '10 ct', 2.99], ['Mixed Vegetables', '16 oz', 1.99], ['Fish Sticks', '24 oz', 7.49], ['Cheese Ravioli', '25 oz', 5.99], ['Mango Chunks', '16 oz', 3.99],
    ],
  },
  {
    id: 'snacks',
    name: 'Snacks',
    department: 'Grocery',
    brands: ['Signature Select', 'Open Nature'],
    items: [
      ['Tortilla Chips', '13 oz', 3.99], ['Potato Chips, Sea Salt', '8 oz', 3.49], ['Mixed Nuts', '16 oz', 9.99], ['Pretzel Twists', '16 oz', 2.99], ['Granola Bars', '8 ct', 3.99],
      ['Popcorn, Butter', '3 ct', 3.49], ['Dark Chocolate Bar', '3.5 oz', 2.99], ['Hummus, Classic', '10 oz', 3.99], ['Trail Mix', '26 oz', 8.99], ['Rice Cakes', '4.4 oz', 2.79],
    ],
  },
  {
    id: 'breakfast',
    name: 'Breakfast & Cereal',
    department: 'Grocery',
    brands: ['Signature Select', 'O Organics'],
    items: [
      ['Old Fashioned Oats', '42 oz', 5.49], ['Honey Nut Cereal', '15.4 oz', 4.29], ['Granola, Almond', '16 oz', 4.99], ['Pancake Mix', '32 oz', 3.49], ['Maple Syrup', '12.5 fl oz', 8.99],
      ['Corn Flakes', '18 oz', 3.99], ['Peanut Butter, Creamy', '16 oz', 3.29], ['Strawberry Jam', '18 oz', 3.79],
    ],
  },
  {
    id: 'pantry',
    name: 'Pantry',
    department: 'Grocery',
    brands: ['Signature Select', 'O Organics'],
    items: [
      ['Spaghetti', '16 oz', 1.49], ['Marinara Sauce', '24 oz', 3.49], ['Long Grain White Rice', '5 lb', 4.99], ['Black Beans', '15 oz', 1.09], ['Extra Virgin Olive Oil', '16.9 fl oz', 9.99],
      ['Chicken Broth', '32 fl oz', 2.79], ['All-Purpose Flour', '5 lb', 3.99], ['Granulated Sugar', '4 lb', 3.79], ['Diced Tomatoes', '14.5 oz', 1.29], ['Tuna in Water', '5 oz', 1.49],
      ['Macaroni & Cheese', '7.25 oz', 1.29], ['Honey', '12 oz', 5.99],
    ],
  },
  {
    id: 'household',
    name: 'Household',
    department: 'Home',
    brands: ['Signature Care', 'Home Essentials'],
    items: [
      ['Paper Towels', '6 rolls', 9.99], ['Bath Tissue', '12 rolls', 11.99], ['Dish Soap, Lemon', '22 fl oz', 3.49], ['Laundry Detergent', '92 fl oz', 12.99], ['Trash Bags, 13 Gallon', '40 ct', 8.99],
      ['Aluminum Foil', '75 sq ft', 4.99], ['Sandwich Bags', '100 ct', 3.49], ['All-Purpose Cleaner', '32 fl oz', 3.99],
    ],
  },
];

const WINE_AISLES: AisleDef[] = [
  {
    id: 'red-wine',
    name: 'Red Wine',
    department: 'Wine',
    brands: ['Napa Valley', 'Sonoma Coast', 'Paso Robles', 'Columbia Valley'],
    items: [['Cabernet Sauvignon', '750 ml', 24.99], ['Pinot Noir', '750 ml', 21.99], ['Merlot', '750 ml', 16.99], ['Zinfandel', '750 ml', 18.99], ['Syrah', '750 ml', 19.99], ['Red Blend', '750 ml', 14.99]],
  },
  {
    id: 'white-wine',
    name: 'White Wine',
    department: 'Wine',
    brands: ['Napa Valley', 'Sonoma Coast', 'Paso Robles', 'Columbia Valley'],
    items: [['Chardonnay', '750 ml', 18.99], ['Sauvignon Blanc', '750 ml', 15.99], ['Pinot Grigio', '750 ml', 13.99], ['Riesling', '750 ml', 14.99]],
  },
  {
    id: 'sparkling-wine',
    name: 'Sparkling & Rosé',
    department: 'Wine',
    brands: ['Napa Valley', 'Sonoma Coast'],
    items: [['Brut Sparkling Wine', '750 ml', 22.99], ['Dry Rosé', '750 ml', 16.99], ['Prosecco', '750 ml', 15.99]],
  },
];

export const SELLERS = [
  { sellerId: 'mkp-4417', name: 'Pantry Partners' },
  { sellerId: 'mkp-5120', name: 'Hearth & Home Goods' },
  { sellerId: 'mkp-6033', name: 'Trailhead Outfitters' },
  { sellerId: 'mkp-7301', name: 'Little Sprouts Baby Co.' },
] as const;

const MARKETPLACE: Array<{ sellerId: string; aisle: { id: string; name: string }; items: Array<[string, string, number]> }> = [
  {
    sellerId: 'mkp-4417',
    aisle: { id: 'specialty-pantry', name: 'Specialty Pantry' },
    items: [['Single-Origin Olive Oil', '500 ml', 18.5], ['Smoked Sea Salt', '8 oz', 9.0], ['Artisan Pasta Sampler', '4 x 1 lb', 24.0], ['Wildflower Honey', '16 oz', 12.0], ['Aged Balsamic Vinegar', '250 ml', 21.0], ['Saffron Threads', '2 g', 15.5], ['Hot Chili Crisp', '6 oz', 11.0], ['Matcha Tea Powder', '3 oz', 19.0], ['Dark Chocolate Tea', '20 ct', 8.5], ['Heirloom Popcorn Kernels', '2 lb', 10.0]],
  },
  {
    sellerId: 'mkp-5120',
    aisle: { id: 'kitchen-home', name: 'Kitchen & Home' },
    items: [['Bamboo Cutting Board', '1 ct', 21.5], ['Stainless Travel Mug', '16 oz', 17.0], ['Cast Iron Skillet', '10 in', 29.0], ['Linen Tea Towels', '3 ct', 16.0], ['Glass Food Storage Set', '10 pc', 34.0], ['Ceramic Coffee Mug', '12 oz', 14.0], ['Chef Knife', '8 in', 45.0], ['Tea Kettle', '2 qt', 32.0], ['Beeswax Food Wraps', '3 ct', 18.0], ['Soy Candle, Cedar', '8 oz', 22.0]],
  },
  {
    sellerId: 'mkp-6033',
    aisle: { id: 'outdoor', name: 'Outdoor & Travel' },
    items: [['Insulated Water Bottle', '32 oz', 34.0], ['Camping Mug', '12 oz', 16.0], ['Picnic Blanket', '1 ct', 39.0], ['Trail Snack Tin', '1 ct', 12.0], ['Cooler Bag', '24 can', 42.0], ['Folding Camp Chair', '1 ct', 49.0], ['Travel Tea Infuser', '1 ct', 11.0], ['Headlamp', '1 ct', 24.0]],
  },
  {
    sellerId: 'mkp-7301',
    aisle: { id: 'baby', name: 'Baby & Kids' },
    items: [['Organic Baby Food Pouches', '6 ct', 13.0], ['Silicone Bib', '2 ct', 15.0], ['Bamboo Baby Plates', '3 ct', 22.0], ['Sippy Cup', '8 oz', 9.5], ['Wooden Teether', '1 ct', 12.0], ['Kids Travel Mug', '10 oz', 14.0], ['Snack Catcher Cup', '2 ct', 11.0], ['Baby Oatmeal Cereal', '8 oz', 6.5]],
  },
];

/** A stable 32-bit hash (FNV-1a) of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const money = (n: number) => Math.round(n * 100) / 100;
const words = (...texts: string[]) => [...new Set(texts.join(' ').toLowerCase().split(/[^a-z0-9%]+/).filter(Boolean))];

/** Price per unit from a size like `16 oz`, `3 lb bag`, `12 ct`; `each` for anything else. */
function unitPriceOf(price: number, size: string): string {
  const m = /^(?:(\d+) x )?(\d+(?:\.\d+)?) ?(oz|fl oz|lb|ct|ml|qt|gal|g)\b/.exec(size);
  if (!m) return `$${price.toFixed(2)}/each`;
  const amount = Number(m[1] ?? 1) * Number(m[2]);
  return amount > 0 ? `$${(price / amount).toFixed(2)}/${m[3]}` : `$${price.toFixed(2)}/each`;
}

function upcOf(bpn: string): string {
  return `00${bpn.padStart(11, '0')}`.slice(-13);
}

function build(): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  const add = (bpn: string, shop: Shop, aisle: { id: string; name: string }, department: string, brand: string, name: string, size: string, base: number, seller: CatalogueItem['seller']) => {
    const h = hash(bpn);
    const onSale = h % 7 === 0;
    const price = money(onSale ? base * 0.8 : base);
    const full = shop === 'marketplace' ? name : `${brand} ${name}`;
    items.push({
      bpn,
      upc: upcOf(bpn),
      name: full,
      brand,
      size,
      price,
      ...(onSale ? { wasPrice: money(base) } : {}),
      unitPrice: unitPriceOf(price, size),
      imageUrl: picturePath(pictureFor(name, aisle.id)),
      description: shop === 'wine' ? `${name} from ${brand}. Serve with friends.` : `${full}, ${size}.`,
      aisle,
      department,
      shop,
      seller,
      attendedDeliveryOnly: shop === 'wine',
      ...(shop === 'grocery' && !onSale && h % 9 === 4 ? { promotion: { id: 'bogo' as const, text: 'buy_one_get_one_free' } } : {}),
      terms: words(full, brand, aisle.name, department, seller?.name ?? ''),
    });
  };
  // Grocery: every item in each of the aisle's brands (two brands, so a few hundred products).
  let n = 12345;
  for (const aisle of GROCERY_AISLES) {
    for (const [name, size, base] of aisle.items) {
      aisle.brands.forEach((brand, i) => add(String(960000000 + n++), 'grocery', { id: aisle.id, name: aisle.name }, aisle.department, brand, name, size, i === 0 ? base : money(base * 1.15), null));
    }
  }
  n = 101;
  for (const aisle of WINE_AISLES) {
    for (const [name, size, base] of aisle.items) {
      aisle.brands.forEach((brand, i) => add(String(970000000 + n++), 'wine', { id: aisle.id, name: aisle.name }, aisle.department, brand, name, size, money(base + i * 3), null));
    }
  }
  n = 201;
  for (const group of MARKETPLACE) {
    const seller = SELLERS.find((s) => s.sellerId === group.sellerId) ?? null;
    for (const [name, size, base] of group.items) add(String(980000000 + n++), 'marketplace', group.aisle, 'Marketplace', seller?.name ?? '', name, size, base, seller ? { ...seller } : null);
  }
  return items;
}

export const CATALOGUE: readonly CatalogueItem[] = build();
const byBpn = new Map(CATALOGUE.map((p) => [p.bpn, p]));

export const productByBpn = (bpn: string): CatalogueItem | undefined => byBpn.get(bpn);

/** Aisles of a shop, in catalogue order. */
export function aislesOf(shop: Shop): Array<{ id: string; name: string }> {
  const seen = new Map<string, string>();
  for (const p of CATALOGUE) if (p.shop === shop && !seen.has(p.aisle.id)) seen.set(p.aisle.id, p.aisle.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * Items pinned to a stock status at a store, so pages and scenarios can show each label:
 * at the freshway default store 1502 the first salmon is out of stock and the first ribeye is not carried.
 */
export const PINNED_STOCK: Readonly<Record<string, Readonly<Record<string, StockStatus>>>> = {
  '1502': { '960012421': 'out-of-stock', '960012431': 'unavailable' },
};

/** Stock of a product at a store: pinned, else a stable draw (most items in stock, a few low, out or not carried). */
export function stockAt(item: CatalogueItem, storeId: string): { status: StockStatus; quantity: number | null } {
  const pinned = PINNED_STOCK[storeId]?.[item.bpn];
  const draw = hash(`${item.bpn}@${storeId}`) % 100;
  const status: StockStatus = pinned ?? (draw < 6 ? 'out-of-stock' : draw < 9 ? 'unavailable' : draw < 20 ? 'low-stock' : 'in-stock');
  const quantity = status === 'out-of-stock' || status === 'unavailable' ? 0 : status === 'low-stock' ? 1 + (draw % 4) : 12 + (draw % 40);
  return { status, quantity: item.shop === 'marketplace' ? null : quantity };
}

/** A brand's slug in addresses and queries: `O Organics` → `o-organics`. */
export const brandSlug = (brand: string): string =>
  brand
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
