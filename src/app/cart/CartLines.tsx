import type { CartView } from '../../../spec/schemas/upstream/cart';
import type { Shop } from '../../../spec/schemas/upstream/catalogue';
import { formatAmount } from '../../rules/format';
import { DEFAULT_CART_SELLER } from '../../rules/storage';
import { lineStockText, totalOf } from '../../storefront/cart/cart';
import { useApp } from '../shell/AppContext';
import { Link } from '../shell/router';
import { productPath } from '../product/format';
import { ProductImage } from '../product/ProductCard';
import { ClippedMark } from '../product/ClippedMark';
import { CartStepper } from './CartStepper';

/** FORMAT-02: an amount in dollars, rounded to cents. */
export const dollars = (n: number): string => `$${formatAmount(n)}`;

const SHOPS: readonly string[] = ['grocery', 'wine', 'marketplace'];

/** Who a cart's lines are sold by: the banner for the grocery seller, the marketplace seller's name otherwise. */
function sellerTitle(cart: CartView, bannerName: string): string {
  if (cart.sellerId === DEFAULT_CART_SELLER) return bannerName;
  return cart.items.find((l) => l.sellerName)?.sellerName ?? `Marketplace seller ${cart.sellerId}`;
}

/** The carts' lines in seller groups (marketplace sellers ship on their own), each with its stepper and stock text. */
export function CartLines({ carts, imageSize = 64, headingLevel = 3 }: { carts: readonly CartView[]; imageSize?: number; headingLevel?: 2 | 3 }) {
  const { banner } = useApp();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {carts
        .filter((c) => c.items.length > 0)
        .map((cart) => (
          <section key={cart.sellerId} className="cart-group" aria-label={`Sold by ${sellerTitle(cart, banner.displayName)}`}>
            <Heading className="cart-group-title">
              Sold by {sellerTitle(cart, banner.displayName)}
              <span className="muted small"> · {dollars(totalOf([cart]))}</span>
            </Heading>
            <ul className="cart-lines">
              {cart.items.map((line) => {
                const name = line.name ?? `Item ${line.upc}`;
                const shop = (SHOPS.includes(line.shop ?? '') ? line.shop : cart.sellerId === DEFAULT_CART_SELLER ? 'grocery' : 'marketplace') as Shop;
                const stock = lineStockText(line.stock);
                return (
                  <li key={line.upc} className="cart-line" data-upc={line.upc}>
                    <ProductImage product={{ bpn: line.bpn ?? line.upc, imageUrl: line.imageUrl ?? null }} size={imageSize} />
                    <div className="cart-line-body">
                      {line.bpn ? <Link href={productPath({ bpn: line.bpn, shop })}>{name}</Link> : <span>{name}</span>}
                      {/* Its own line under the name (the body is a grid), so no separator before it. */}
                      {line.size && <span className="muted small cart-line-size">{line.size}</span>}
                      <ClippedMark bpn={line.bpn} />
                      {stock && <p className="stock-label stock-blocked">{stock}</p>}
                      <CartStepper compact disabled={stock !== null} product={{ upc: line.upc, name, sellerId: cart.sellerId }} />
                    </div>
                    <span className="cart-line-price">{line.price == null ? '' : dollars(line.price * line.qty)}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
    </>
  );
}
