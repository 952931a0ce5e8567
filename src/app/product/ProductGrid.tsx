import type { ShelfItem } from './ProductCard';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

export function ProductGrid({ items, label, empty }: { items: readonly ShelfItem[]; label: string; empty?: string }) {
  if (items.length === 0) return <p className="empty">{empty ?? 'No products match. Try another word, or browse the aisles.'}</p>;
  return (
    <ul className="product-grid" aria-label={label}>
      {items.map((p) => (
        <ProductCard key={p.bpn} product={p} />
      ))}
    </ul>
  );
}

/** The loading state of a grid: as many card-sized placeholders as the page will show. */
export function ProductGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <ul className="product-grid" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </ul>
  );
}
