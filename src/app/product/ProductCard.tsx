import type { Availability, Shop } from '../../../spec/schemas/upstream/catalogue';
import { useState } from 'react';
import { useApp } from '../shell/AppContext';
import { Link } from '../shell/router';
import { stockLabel } from '../../storefront/catalogue/availability';
import { hueOf, price, productPath } from './format';
import { imageSrc } from './images';
import { canAddToCart } from '../../storefront/catalogue/availability';
import { CartStepper } from '../cart/CartStepper';
import { ClippedMark } from './ClippedMark';

/** What a product card shows; catalogue products and the deals shelf both fit. */
export interface ShelfItem {
  readonly bpn: string;
  /** The cart takes products by UPC: a card without one shows no stepper. */
  readonly upc?: string;
  readonly name: string;
  readonly size: string;
  readonly price: number;
  readonly shop: Shop;
  readonly wasPrice?: number | null;
  readonly availability?: Availability | null;
  readonly seller?: { readonly sellerId: string; readonly name: string } | null;
  /** The catalogue's picture path; items without one get the drawn stand-in. */
  readonly imageUrl?: string | null;
}

/** The drawn stand-in for a product picture: while there is none to load, or when it fails to load. */
function DrawnImage({ bpn, size, alt }: { bpn: string; size: number; alt: string }) {
  const hue = hueOf(bpn);
  return (
    <svg className="product-image" width={size} height={size} viewBox="0 0 120 120" {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
      <rect width="120" height="120" rx="14" fill={`hsl(${hue} 60% 92%)`} />
      <circle cx="60" cy="58" r="30" fill={`hsl(${hue} 55% 55%)`} />
      <rect x="34" y="96" width="52" height="8" rx="4" fill={`hsl(${hue} 30% 75%)`} />
    </svg>
  );
}

/**
 * The product picture from the catalogue's `imageUrl`, at a fixed square size so nothing moves when it loads. Lazy
 * unless it is the page's main picture, which is fetched first and painted as soon as it arrives (decoded with the
 * frame rather than after it). `alt` is empty where the product name is next to it (a card's link). `onSettled`
 * hears the address once it has loaded or failed.
 */
export function ProductImage({
  product,
  size = 120,
  alt = '',
  eager = false,
  onSettled,
}: {
  product: Pick<ShelfItem, 'bpn' | 'imageUrl'>;
  size?: number;
  alt?: string;
  eager?: boolean;
  onSettled?: (src: string) => void;
}) {
  const { config } = useApp();
  const src = imageSrc(product.imageUrl, config.domain.servletBase);
  const [failed, setFailed] = useState<string | null>(null);
  if (src === null || failed === src) return <DrawnImage bpn={product.bpn} size={size} alt={alt} />;
  return (
    <img
      className="product-image"
      src={src}
      width={size}
      height={size}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      onLoad={() => onSettled?.(src)}
      onError={() => {
        setFailed(src);
        onSettled?.(src);
      }}
    />
  );
}

/** ERR-20: the stock label of an item at the session's store, when it has one. */
export function StockLabelText({ availability }: { availability: Availability | null | undefined }) {
  const label = stockLabel(availability);
  if (!label) return null;
  return <span className={`stock-label stock-${label.tone}`}>{label.text}</span>;
}

export function ProductCard({ product }: { product: ShelfItem }) {
  return (
    <li className="product-card" data-bpn={product.bpn}>
      <Link href={productPath(product)} className="product-link">
        <ProductImage product={product} />
        <span className="product-name">{product.name}</span>
      </Link>
      {product.seller && <span className="muted small product-seller">Sold by {product.seller.name}</span>}
      <span className="muted small">{product.size}</span>
      <span className="product-price">
        {price(product.price)}
        {product.wasPrice != null && <s className="muted small"> {price(product.wasPrice)}</s>}
      </span>
      <StockLabelText availability={product.availability} />
      <ClippedMark bpn={product.bpn} />
      {product.upc && (
        <CartStepper
          compact
          disabled={!canAddToCart(product.availability)}
          product={{ upc: product.upc, name: product.name, bpn: product.bpn, price: product.price, size: product.size, shop: product.shop, sellerId: product.seller?.sellerId ?? null, sellerName: product.seller?.name ?? null, ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}) }}
        />
      )}
    </li>
  );
}

/** A card-shaped placeholder of the same size, so the grid does not shift when products arrive. */
export function ProductCardSkeleton() {
  return (
    <li className="product-card product-card-skeleton" aria-hidden="true">
      <svg className="product-image" width={120} height={120} viewBox="0 0 120 120">
        <rect width="120" height="120" rx="14" fill="#eef0f2" />
      </svg>
      <span className="skeleton-line" />
      <span className="skeleton-line short" />
      <span className="skeleton-line short" />
    </li>
  );
}
