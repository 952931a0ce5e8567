import { useEffect } from 'react';
import { useApp } from '../shell/AppContext';
import { brandIndexTitle } from '../../rules/pages';
import { PageTitle } from './PageTitle';

export function BrandsPage({ index }: { index: boolean }) {
  const { banner } = useApp();
  const title = index ? brandIndexTitle('Groceries', banner.displayName) : 'Brands';
  useEffect(() => {
    document.title = index ? title : `Brands | ${banner.displayName}`;
  }, [index, title, banner.displayName]);
  return (
    <div className="with-nav">
      {index && (
        <nav aria-label="Brand index" className="left-nav">
          <a href="/shop/brand-index.html" aria-current="page">
            Groceries
          </a>
        </nav>
      )}
      <div>
        <PageTitle>{index ? `Shop Groceries By Brand` : 'Shop by brand'}</PageTitle>
        <ul className="chip-list">
          {['Freshway Select', 'Orchard Lane', 'Blue Harbor', 'Golden Crust'].map((b) => (
            <li key={b} className="chip">
              {b}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
