import { Dialog } from './Dialog';
import { price, productPath } from '../product/format';
import { SPLASH_TITLE } from '../../storefront/splashDeals';
import type { SplashDeal } from '../../storefront/splash';

/** The splash offer's dialog (SPLASH-01..08): the deals the splash call answered, each linking to its product. */
export function SplashDeals({ deals, onClose }: { deals: readonly SplashDeal[]; onClose: () => void }) {
  return (
    <Dialog title={SPLASH_TITLE} onClose={onClose}>
      <ul className="deal-list">
        {deals.map((d) => (
          <li key={d.id}>
            {d.bpn ? (
              <a href={productPath({ bpn: d.bpn, shop: 'grocery' })} onClick={onClose}>
                {d.title}
              </a>
            ) : (
              d.title
            )}
            {d.price !== null && <span className="deal-price"> {price(d.price)}</span>}
            {d.saving !== null && <span className="deal-saving"> · Save {price(d.saving)}</span>}
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onClose} data-autofocus>
          Start shopping
        </button>
      </div>
    </Dialog>
  );
}
