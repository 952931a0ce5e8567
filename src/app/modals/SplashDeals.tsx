import { Dialog } from './Dialog';
import { price, productPath } from '../product/format';

export interface Deal {
  readonly id: string;
  readonly title: string;
  /** The product page, when the deal names a product (decision 0434). */
  readonly href: string | null;
  readonly price: number | null;
  readonly saving: number | null;
}

const money = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/** The deals of the splash answer: id and title, and the product, price and saving when the deal gives them. */
export function readDeals(list: readonly unknown[]): Deal[] {
  return list.flatMap((d) => {
    if (!d || typeof d !== 'object') return [];
    const o = d as Record<string, unknown>;
    if (typeof o.id !== 'string' || typeof o.title !== 'string') return [];
    const bpn = typeof o.bpn === 'string' && /^\d{1,20}$/.test(o.bpn) ? o.bpn : null;
    return [{ id: o.id, title: o.title, href: bpn ? productPath({ bpn, shop: 'grocery' }) : null, price: money(o.price), saving: money(o.saving) }];
  });
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
