import { categories, products } from '../home/catalogue';
import { PageTitle } from '../pages/PageTitle';
import { ProductGrid } from '../product/ProductGrid';
import { useApp } from '../shell/AppContext';
import { SponsoredIcons } from '../sponsored/SponsoredIcons';

export function AislesPage({ slug }: { slug: string }) {
  const { session } = useApp();
  const category = categories.find((c) => c.path.includes(`/${slug}.`));
  const name = category?.name ?? slug.replace(/-/g, ' ');
  const items = products.filter((p) => p.aisle.toLowerCase() === name.toLowerCase());
  return (
    <>
      <PageTitle>{name}</PageTitle>
      {session && <p className="muted">Prices and availability for store #{session.storeId}</p>}
      <SponsoredIcons />
      <ProductGrid items={items} label={`${name} products`} />
    </>
  );
}
