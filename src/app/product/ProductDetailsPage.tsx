import { price, products } from '../home/catalogue';
import type { Product } from '../home/catalogue';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageTitle } from '../pages/PageTitle';
import { useApp } from '../shell/AppContext';
import { ProductImage } from './ProductCard';

export function ProductDetailsPage({ bpn, shop }: { bpn: string; shop: Product['shop'] }) {
  const product = products.find((p) => p.bpn === bpn && p.shop === shop);
  const { showToast } = useApp();
  if (!product) return <NotFoundPage what="This product" />;
  return (
    <article className="product-details">
      <ProductImage product={product} size={280} />
      <div>
        <p className="muted">{shop === 'wine' ? 'Vine & Cellar' : shop === 'marketplace' ? 'Marketplace' : product.aisle}</p>
        <PageTitle>{product.name}</PageTitle>
        <p className="muted">{product.size}</p>
        <p className="product-price large">{price(product.price)}</p>
        <button type="button" className="button primary" onClick={() => showToast(`${product.name} added to your cart.`)}>
          Add to cart
        </button>
        <p className="muted small">Item {product.bpn}</p>
      </div>
    </article>
  );
}
