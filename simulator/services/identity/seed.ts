import type { SimContext } from '../../core/simContext';
import { hasRecord, insert } from '../../core/db';

export const FACTOR_KINDS = ['email', 'sms', 'password', 'webauthn'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];

/** Deterministic factor ids, so tests and contracts can name them: `email-{uuid}`, `sms-{uuid}`, … */
export const factorIdOf = (kind: FactorKind, customerUuid: string): string => `${kind}-${customerUuid}`;
/** The anonymous-unsubscribe token seeded for every customer's email. */
export const unsubscribeTokenOf = (customerUuid: string): string => `unsub-${customerUuid}`;

function kindsOf(factorKinds: string): FactorKind[] {
  const wanted = new Set(factorKinds.split(',').map((k) => k.trim()));
  return FACTOR_KINDS.filter((k) => wanted.has(k));
}

/** Creates the account's active factors from its `factorKinds` (an sms factor needs a phone). */
export function seedFactorsFor(ctx: SimContext, customer: { id: string; email: string; phone: string; factorKinds: string }): void {
  const now = ctx.clock.now();
  for (const kind of kindsOf(customer.factorKinds)) {
    if (kind === 'sms' && customer.phone === '') continue;
    const id = factorIdOf(kind, customer.id);
    if (hasRecord(ctx.db, 'identityFactor', id)) continue;
    insert(ctx.db, 'identityFactor', {
      id,
      customerUuid: customer.id,
      factorType: kind,
      provider: kind === 'webauthn' ? 'FIDO' : 'OKTA',
      status: 'ACTIVE',
      target: kind === 'email' ? customer.email : kind === 'sms' ? customer.phone : '',
      challenge: '',
      createdAt: now,
    });
  }
}

/** Identity factors and unsubscribe tokens for every seeded customer. Idempotent. */
export function seedIdentity(ctx: SimContext): void {
  for (const customer of ctx.db.customer.getAll()) {
    seedFactorsFor(ctx, customer);
    const token = unsubscribeTokenOf(customer.id);
    if (!hasRecord(ctx.db, 'unsubscribeToken', token)) {
      insert(ctx.db, 'unsubscribeToken', { token, emailAddress: customer.email, unsubscribed: false });
    }
  }
}
