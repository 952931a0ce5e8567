import { Suspense, useEffect, useState } from 'react';
import type { Shop } from '../../../spec/schemas/upstream/catalogue';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageTitle } from '../pages/PageTitle';
import { useApp, useShoppingStoreId } from '../shell/AppContext';
import { useRouter } from '../shell/router';
import { canAddToCart } from '../../storefront/catalogue/availability';
import { CartStepper } from '../cart/CartStepper';
import { imageSrc } from './images';
import { preloadPicture } from './picturePreload';
import { useCatalogueLoad, type CatalogueSource } from './catalogueSource';
import { price } from './format';
import { LoadError } from './LoadError';
import { productFailureRedirect } from '../../storefront/catalogue/catalogueContent';
import { ProductImage, StockLabelText } from './ProductCard';
import { ClippedMark } from './ClippedMark';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { ShippingFrame } from './ShippingFrame';
import { SHIPPING_UNAVAILABLE } from '../../storefront/catalogue/shippingUnavailable';
import { ChunkErrorBoundary, deferred } from '../shell/lazy';
import { prop65Flag } from '../../rules/prop65';
import { usePageTitle } from '../shell/documentTitle';

/** How long the similar-items shelf waits at most for the main picture. */
const PICTURE_WAIT_MS = 3000;

// Only a marketplace product (one with a seller) shows its ship methods: their code, client and schemas are apart so
// the other product pages do not carry them; the live loader asks for them on a marketplace product's address.
const ShippingOptions = deferred(() => import('./ShippingOptions').then((m) => m.ShippingOptions));

const SHOP_LABEL: Record<Shop, string | null> = { grocery: null, wine: 'Vine & Cellar', marketplace: 'Marketplace' };

/** Product details of 000 §2 (normal, wine, marketplace): the product at the session's store, then similar items. */
export function ProductDetailsPage({ bpn, shop }: { bpn: string; shop: Shop }) {
  const { session, config } = useApp();
  const { navigate } = useRouter();
  const storeId = useShoppingStoreId();
  const productKey = `${shop}:${bpn}`;
  const fetchProduct = (store: string | null) => async (source: CatalogueSource, signal: AbortSignal) => {
    const product = await source.product({ shop, bpn, storeId: store }, signal);
    // The picture is the page's largest content: its request starts with the answer, not after the page re-renders.
    const picture = product ? imageSrc(product.imageUrl, config.domain.servletBase) : null;
    if (picture !== null && !signal.aborted) preloadPicture(picture);
    return product;
  };
  // A product's name, picture and price do not depend on the store; its stock does. A page opened while the page
  // load is still deciding the store asks for the product without one, so the picture need not wait for the
  // session; the answer at the store replaces it as soon as the store is known.
  const [storeless] = useState(() => (storeId === null ? productKey : null));
  const early = useCatalogueLoad(storeless, fetchProduct(null));
  const atStore = useCatalogueLoad(storeId === null ? null : `${productKey}@${storeId}`, fetchProduct(storeId));
  const earlyProduct = storeless === productKey && early.status === 'ready' ? early.data : null;
  const stockPending = atStore.status === 'loading';
  const loaded = stockPending && earlyProduct ? ({ status: 'ready', data: earlyProduct } as const) : atStore;
  // The main picture is the page's largest content: the similar-items shelf (below it) is asked for once the picture
  // has loaded or failed, so its call and rendering do not compete with the picture. A picture that neither loads nor
  // fails stops holding the shelf back after PICTURE_WAIT_MS.
  const picture = loaded.status === 'ready' && loaded.data ? imageSrc(loaded.data.imageUrl, config.domain.servletBase) : null;
  const [settledPicture, setSettledPicture] = useState<string | null>(null);
  const pictureSettled = picture === null || settledPicture === picture;
  useEffect(() => {
    if (pictureSettled || picture === null) return;
    const timer = setTimeout(() => setSettledPicture(picture), PICTURE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [picture, pictureSettled]);
  const similar = useCatalogueLoad(loaded.status === 'ready' && loaded.data && storeId !== null && pictureSettled ? `similar:${shop}:${bpn}@${storeId}` : null, (source, signal) =>
    loaded.status === 'ready' && loaded.data ? source.similar(loaded.data, storeId ?? '', 6, signal) : Promise.resolve([]),
  );

  // ERR-17 / PAGES-07: without its product the page has nothing to show, so a server error sends the shopper to the
  // error page; a network failure keeps the retry.
  const serverError = loaded.status === 'error' ? productFailureRedirect(loaded.error) : null;
  useEffect(() => {
    if (serverError) navigate(serverError, { replace: true });
  }, [serverError, navigate]);

  // The tab says which product it is once the product is known; until then, the route's title.
  usePageTitle(loaded.status === 'ready' && loaded.data ? loaded.data.name : null);

  if (loaded.status === 'error') return <LoadError what="this product" retry={loaded.retry} />;
  if (loaded.status === 'ready' && !loaded.data) return <NotFoundPage what="This product" />;
  const product = loaded.status === 'ready' ? loaded.data : null;
  return (
    <>
      <article className="product-details" aria-busy={product ? undefined : 'true'}>
        <ProductImage product={{ bpn, imageUrl: product?.imageUrl ?? null }} size={280} alt={product?.name ?? ''} eager onSettled={setSettledPicture} />
        <div>
          {product ? (
            <>
              <p className="muted">{SHOP_LABEL[product.shop] ?? product.aisle.name}</p>
              <PageTitle>{product.name}</PageTitle>
              <p className="muted">
                {product.size} · {product.unitPrice}
              </p>
              {product.seller && <p>Sold and shipped by {product.seller.name}</p>}
              {/* The ship methods' block is drawn as it will be while its code is on the way; code that cannot be fetched
                  (offline, a new deploy) says the options are unavailable, as a failed call does (ERR-12). */}
              {product.seller && session && (
                <ChunkErrorBoundary
                  fallback={
                    <ShippingFrame zipcode={session.zipcode}>
                      <p className="notice">{SHIPPING_UNAVAILABLE}</p>
                    </ShippingFrame>
                  }
                >
                  <Suspense fallback={<ShippingFrame zipcode={session.zipcode} />}>
                    <ShippingOptions.Component sellerId={product.seller.sellerId} upc={product.upc} zipcode={session.zipcode} />
                  </Suspense>
                </ChunkErrorBoundary>
              )}
              <p className="product-price large">
                {price(product.price)}
                {product.wasPrice != null && <s className="muted small"> {price(product.wasPrice)}</s>}
              </p>
              <p className="clipped-line">
                <ClippedMark bpn={product.bpn} />
              </p>
              <p className="stock-line">{stockPending ? <span className="muted small">Checking stock at your store…</span> : <StockLabelText availability={product.availability} />}</p>
              <CartStepper
                disabled={stockPending || !canAddToCart(product.availability)}
                product={{ upc: product.upc, name: product.name, bpn: product.bpn, price: product.price, size: product.size, shop: product.shop, imageUrl: product.imageUrl, sellerId: product.seller?.sellerId ?? null, sellerName: product.seller?.name ?? null }}
              />
              <p>{product.description}</p>
              {/* CONFIG-02: the page's prop65 setting (decision 0416) decides whether the warning is shown. */}
              {prop65Flag(config.settings.prop65) && <Prop65Warning />}
              <p className="muted small">Item {product.bpn}</p>
            </>
          ) : (
            <div className="details-skeleton" role="status" aria-label="Loading product">
              <span className="skeleton-line short" />
              <span className="skeleton-line title" />
              <span className="skeleton-line short" />
              <span className="skeleton-line" />
            </div>
          )}
        </div>
      </article>
      {/* The shelf's place is kept while the product loads, so its arrival moves nothing below it (the footer). */}
      {(product || loaded.status === 'loading') && (
        <section aria-labelledby="similar-items" className="section">
          <h2 id="similar-items">Similar items</h2>
          {!product ? (
            <ProductGridSkeleton label="Similar items" count={6} />
          ) : similar.status === 'ready' ? (
            <ProductGrid items={similar.data} label="Similar items" empty="No similar items at this store." />
          ) : similar.status === 'error' ? (
            <LoadError what="similar items" retry={similar.retry} />
          ) : (
            <ProductGridSkeleton label="Similar items" count={6} />
          )}
        </section>
      )}
    </>
  );
}

/** The California Proposition 65 warning, in the statute's safe-harbor wording. */
function Prop65Warning() {
  return (
    <aside className="prop65-warning" aria-labelledby="prop65-warning">
      <h2 id="prop65-warning" className="small">
        California Proposition 65 warning
      </h2>
      <p className="small">
        WARNING: This product can expose you to chemicals known to the State of California to cause cancer, birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.
      </p>
    </aside>
  );
}
