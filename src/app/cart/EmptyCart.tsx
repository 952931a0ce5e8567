import { Link } from '../shell/router';

/** An empty cart, on the full cart and the checkout alike: said, with the way back to shopping. */
export function EmptyCart() {
  return (
    <>
      <p>Your cart is empty.</p>
      <p>
        <Link href="/" className="button primary">
          Start shopping
        </Link>
      </p>
    </>
  );
}
