import { Dialog } from './Dialog';
import { price } from '../product/format';

export interface Deal {
  readonly id: string;
  readonly title: string;
  /** The product page, when the deal names a product (decision 0434). */
  readonly href: string | null;
  readonly price: number | null;
  readonly saving: number | null;
}

/** The splash offer's dialog (SPLASH-01..08): the deals the splash call answered, each linking to its product. */
export function SplashDeals({ deals, onClose }: { deals: readonly Deal[]; onClose: () => void }) {
  return (
    <Dialog title="Deals picked for you" onClose={onClose}>
      <ul className="deal-list">
        {deals.map((d) => (
          <li key={d.id}>
            {d.href ? (
              <a href={d.href} onClick={onClose}>
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
