import { describe, expect, it } from 'vitest';
import { createSimContext } from '../core/context';
import { applyProviderState, findProviderState, providerStates } from './index';

describe('named provider states', () => {
  it('names are unique and every state has a description', () => {
    const names = providerStates.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of providerStates) expect(s.description.length).toBeGreaterThan(10);
  });

  it('every state applies to a freshly reset simulator with its default parameters', async () => {
    const ctx = createSimContext();
    for (const state of providerStates) {
      ctx.reset();
      await expect(Promise.resolve(state.apply(ctx, {}))).resolves.toBeUndefined();
    }
  });

  it('an unknown state name or customer is refused with a clear error', async () => {
    const ctx = createSimContext();
    await expect(applyProviderState(ctx, 'no such state')).rejects.toThrow('Unknown provider state: no such state');
    await expect(applyProviderState(ctx, 'a sign-in transaction is open', { customer: 'nobody' })).rejects.toThrow("unknown customer 'nobody'");
    expect(findProviderState('store 1502 is a valid e-commerce store')).toBeDefined();
  });

  it('the access-token states grant a live or an expired token with the named value', async () => {
    const ctx = createSimContext();
    await applyProviderState(ctx, 'the customer is signed in with an access token', { token: 't-live' });
    const live = ctx.db.accessToken.findFirst({ where: { token: { equals: 't-live' } } });
    expect(live!.expiresAt).toBeGreaterThan(ctx.clock.now());
    ctx.reset();
    await applyProviderState(ctx, "the customer's access token has expired", { token: 't-old' });
    expect(ctx.db.accessToken.findFirst({ where: { token: { equals: 't-old' } } })!.expiresAt).toBeLessThanOrEqual(ctx.clock.now());
  });
});
