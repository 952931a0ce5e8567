import { products } from '../home/catalogue';
import { ProductGrid } from '../product/ProductGrid';
import { PageTitle } from './PageTitle';

export function DealsPage() {
  const deals = products.slice(0, 6);
  return (
    <>
      <PageTitle>Coupons &amp; deals</PageTitle>
      <ProductGrid items={deals} label="Deals" />
    </>
  );
}
