import type { Product } from '../home/catalogue';
import { ProductCard } from './ProductCard';

export function ProductGrid({ items, label }: { items: readonly Product[]; label: string }) {
  if (items.length === 0) return <p className="empty">No products match. Try another word, or browse the aisles.</p>;
  return (
    <ul className="product-grid" aria-label={label}>
      {items.map((p) => (
        <ProductCard key={p.bpn} product={p} />
      ))}
    </ul>
  );
}
