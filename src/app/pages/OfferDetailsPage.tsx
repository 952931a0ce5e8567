import { FIXED_PAGES } from '../../rules/pages';
import { CouponCard } from './CouponCard';
import { PageTitle } from './PageTitle';
import { useOffer } from './useCoupons';

const offerIdOf = (search: string): string | null => new URLSearchParams(search).get('offerId');

/** An offer's or a reward's details page (PAGES-02): the offer its address names (decision 0487), with its clip button. */
export function OfferDetailsPage({ kind }: { kind: 'offer-details' | 'reward-details' }) {
  const { load, clip } = useOffer(offerIdOf(window.location.search));
  const title = kind === 'reward-details' ? 'Reward details' : 'Offer details';
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {load === null ? (
        <p className="muted" aria-busy="true">
          Loading the offer…
        </p>
      ) : load.status === 'missing' ? (
        <p role="status">
          This offer is not available. <a href={`/${FIXED_PAGES.couponsDeals}`}>See all coupons</a>
        </p>
      ) : (
        <ul className="coupon-grid single" aria-label={title}>
          <CouponCard coupon={load.coupon} onClip={clip} detailsLink={false} />
        </ul>
      )}
    </>
  );
}
