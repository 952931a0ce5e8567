/**
 * The shown name of an aisle page's slug: the catalogue's name for the banner's grocery aisles (`produce` → `Produce`,
 * `meat-seafood` → `Meat & Seafood`), else the slug's words capitalised. Used for the document title before the
 * aisle's answer arrives and when it fails, so the title never shows the slug.
 */
export const AISLE_NAMES: Readonly<Record<string, string>> = {
  produce: 'Produce',
  dairy: 'Dairy & Eggs',
  bakery: 'Bakery',
  'meat-seafood': 'Meat & Seafood',
  beverages: 'Beverages',
  frozen: 'Frozen',
  snacks: 'Snacks',
  breakfast: 'Breakfast & Cereal',
  pantry: 'Pantry',
  household: 'Household',
};

export function aisleName(slug: string): string {
  return (
    AISLE_NAMES[slug] ??
    slug
      .split('-')
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}
