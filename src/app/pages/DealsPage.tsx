import { products } from '../home/catalogue';
import { ProductGrid } from '../product/ProductGrid';
import { CouponCard } from './CouponCard';
import { PageTitle } from './PageTitle';
import { useCoupons } from './useCoupons';

/**
 * Coupons & deals (PAGES-10, decision 0487): the offers gallery with a clip button on each coupon, then the products
 * on sale. A guest sees the anonymous gallery and is asked to sign in to clip.
 */
export function DealsPage() {
  const { load, clip } = useCoupons();
  const clipped = load?.status === 'ready' ? load.coupons.filter((c) => c.clipped === true).length : 0;
  return (
    <>
      <PageTitle>Coupons &amp; deals</PageTitle>
      <section aria-labelledby="coupons-heading" aria-busy={load === null}>
        <h2 id="coupons-heading">
          Coupons
        </h2>
        {load === null ? (
          <p className="muted">Loading coupons…</p>
        ) : load.status === 'failed' ? (
          <p role="status">Coupons are not available right now. Please try again later.</p>
        ) : (
          <>
            <p className="muted" role="status">
              {load.coupons.length === 1 ? '1 coupon' : `${load.coupons.length} coupons`}
              {load.personal ? ` · ${clipped} clipped` : ' · sign in to clip them to your card'}
            </p>
            <ul className="coupon-grid" aria-label="Coupons">
              {load.coupons.map((c) => (
                <CouponCard key={c.id} coupon={c} onClip={clip} />
              ))}
            </ul>
          </>
        )}
      </section>
      <h2>On sale this week</h2>
      <ProductGrid items={products.slice(0, 6)} label="Deals" />
    </>
  );
}
