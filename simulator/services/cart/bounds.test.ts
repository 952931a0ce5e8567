import { describe, expect, it } from 'vitest';
import { createSimContext } from '../../core/context';
import { recordCount } from '../../core/db';
import { createOutbox, MAX_OUTBOX } from '../../core/outbox';
import { guestCart, MAX_GUEST_CARTS, newGuestCart, dropGuestCart } from './carts';

// What a client can grow is bounded (decision 0486): guest carts per tenant and the outbox drop their oldest, open
// sign-in transactions are pruned, tenants and evicted names have their counts. Small limits here; the soak
// (`npm run bench -- soak`) shows the real ones keep latency and memory flat.
describe('bounded collections', () => {
  it('guest carts: past the limit the oldest goes, found by key; a merged one frees its place', () => {
    const ctx = createSimContext();
    const before = recordCount(ctx.db, 'cart');
    const made = Array.from({ length: 5 }, () => newGuestCart(ctx, 'abs', '1502', 3).id);
    expect(recordCount(ctx.db, 'cart') - before).toBe(3);
    expect(made.map((id) => guestCart(ctx, id) !== null)).toEqual([false, false, true, true, true]);
    dropGuestCart(ctx, made[2]!);
    newGuestCart(ctx, 'abs', '1502', 3);
    expect(made.slice(3).every((id) => guestCart(ctx, id) !== null)).toBe(true);
    expect(MAX_GUEST_CARTS).toBe(1_000);
  });

  it('the outbox keeps the newest messages only, ids still counting on', () => {
    const outbox = createOutbox(() => 0, 2);
    for (let i = 0; i < 5; i++) outbox.deliver({ to: 'a@b.test', passcode: String(i), channel: 'email' } as never);
    expect(outbox.list().map((m) => m.id)).toEqual(['msg-4', 'msg-5']);
    expect(MAX_OUTBOX).toBe(1_000);
  });
});
