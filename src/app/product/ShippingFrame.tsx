import type { ReactNode } from 'react';

/**
 * The shipping block of a marketplace product page (CALL-28): its heading and what it says, or, with nothing to say
 * yet, that the options are being fetched. The product page draws it while the options' code is on the way, so their
 * arrival moves nothing.
 */
export function ShippingFrame({ zipcode, children }: { zipcode: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="shipping-options" className="shipping-options" aria-busy={children ? undefined : 'true'}>
      <h2 id="shipping-options" className="small">
        Shipping to {zipcode}
      </h2>
      {children ?? <p className="muted small">Checking shipping options…</p>}
    </section>
  );
}
