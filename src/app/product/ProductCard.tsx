import type { Product } from '../home/catalogue';
import { price, productPath } from '../home/catalogue';
import { Link } from '../shell/router';

export function ProductImage({ product, size = 120 }: { product: Product; size?: number }) {
  return (
    <svg className="product-image" width={size} height={size} viewBox="0 0 120 120" aria-hidden="true">
      <rect width="120" height="120" rx="14" fill={`hsl(${product.hue} 60% 92%)`} />
      <circle cx="60" cy="58" r="30" fill={`hsl(${product.hue} 55% 55%)`} />
      <rect x="34" y="96" width="52" height="8" rx="4" fill={`hsl(${product.hue} 30% 75%)`} />
    </svg>
  );
}

export function ProductCard({ product }: { product: Product }) {
  return (
    <li className="product-card">
      <Link href={productPath(product)} className="product-link">
        <ProductImage product={product} />
        <span className="product-name">{product.name}</span>
      </Link>
      <span className="muted small">{product.size}</span>
      <span className="product-price">{price(product.price)}</span>
    </li>
  );
}
