import { AddTenderRequest, VaultTenderRequest } from '../../../spec/schemas/upstream/payments';
import type { TenderView } from '../../../spec/schemas/upstream/payments';
import type { HttpMethod, SimRequest, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';
import { failure, json, parsePart } from '../../core/validate';
import { requireOwner } from '../identity/access';
import type { Customer } from '../identity/authn';
import { guarded } from '../identity/errors';

/** The payments service base (the spec names no host; this is the simulator's own). */
export const paymentsBase = '/apim/payments';
const cwms = `${paymentsBase}/cwmsservice/api/cwms`;

type Tender = NonNullable<ReturnType<SimContext['db']['tender']['findFirst']>>;

function cardTypeOf(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (number.startsWith('6')) return 'DISCOVER';
  return 'CARD';
}

function view(ctx: SimContext, t: Tender): TenderView {
  const now = new Date(ctx.clock.now());
  const expired = t.expYear < now.getUTCFullYear() || (t.expYear === now.getUTCFullYear() && t.expMonth < now.getUTCMonth() + 1);
  return { tenderId: t.id, type: t.type as TenderView['type'], cardType: t.cardType, last4: t.last4, expMonth: t.expMonth, expYear: t.expYear, isDefault: t.isDefault, expired };
}

const tendersOf = (ctx: SimContext, customer: Customer) => ctx.db.tender.findMany({ where: { customerUuid: { equals: customer.id } } }).sort((a, b) => a.createdAt - b.createdAt);

function makeDefault(ctx: SimContext, customer: Customer, tenderId: string): void {
  ctx.db.tender.updateMany({ where: { customerUuid: { equals: customer.id } }, data: { isDefault: false } });
  ctx.db.tender.update({ where: { id: { equals: tenderId } }, data: { isDefault: true } });
}

type Handler = (request: SimRequest, ctx: SimContext, customer: Customer) => SimResponse;

const list: Handler = (_r, ctx, customer) => json(200, { tenders: tendersOf(ctx, customer).map((t) => view(ctx, t)) });

/** Adds a tender from a token the vault issued to this customer. */
const add: Handler = (request, ctx, customer) => {
  const body = parsePart('payments', 'body', AddTenderRequest, request.body);
  if (!body.ok) return body.response;
  const vaulted = ctx.db.tender.findFirst({ where: { token: { equals: body.data.token } } });
  if (!vaulted || vaulted.customerUuid !== customer.id) return failure('payments', 404, 'TOKEN_NOT_FOUND', 'Invalid body field token: unknown vault token');
  if (body.data.makeDefault || tendersOf(ctx, customer).every((t) => !t.isDefault)) makeDefault(ctx, customer, vaulted.id);
  const updated = ctx.db.tender.update({ where: { id: { equals: vaulted.id } }, data: { type: body.data.type } });
  return json(201, view(ctx, updated ?? vaulted));
};

/** The token vault: card number in, token out; the first card of an account becomes its default. */
const vault: Handler = (request, ctx, customer) => {
  const body = parsePart('payments', 'body', VaultTenderRequest, request.body);
  if (!body.ok) return body.response;
  const b = body.data;
  const now = new Date(ctx.clock.now());
  if (b.expYear < now.getUTCFullYear() || (b.expYear === now.getUTCFullYear() && b.expMonth < now.getUTCMonth() + 1)) {
    return failure('payments', 422, 'CARD_EXPIRED', 'Invalid body field expYear: the card has expired');
  }
  const last4 = b.cardNumber.slice(-4);
  const duplicate = tendersOf(ctx, customer).find((t) => t.last4 === last4 && t.expMonth === b.expMonth && t.expYear === b.expYear);
  if (duplicate) return failure('payments', 409, 'TENDER_EXISTS', 'This card is already saved');
  const tender = ctx.db.tender.create({
    id: ctx.random.id('tnd-'),
    customerUuid: customer.id,
    type: 'CARD',
    cardType: cardTypeOf(b.cardNumber),
    last4,
    expMonth: b.expMonth,
    expYear: b.expYear,
    token: ctx.random.id('tok-'),
    isDefault: false,
    createdAt: ctx.clock.now(),
  });
  if (b.makeDefault || tendersOf(ctx, customer).every((t) => !t.isDefault)) makeDefault(ctx, customer, tender.id);
  const saved = ctx.db.tender.findFirst({ where: { id: { equals: tender.id } } }) ?? tender;
  return json(201, { token: saved.token, tender: view(ctx, saved) });
};

const remove: Handler = (request, ctx, customer) => {
  const id = request.params.tenderId ?? '';
  const tender = ctx.db.tender.findFirst({ where: { id: { equals: id } } });
  if (!tender || tender.customerUuid !== customer.id) return failure('payments', 404, 'TENDER_NOT_FOUND', `Invalid path parameter tenderId: no tender ${id}`);
  ctx.db.tender.delete({ where: { id: { equals: id } } });
  const next = tendersOf(ctx, customer)[0];
  if (tender.isDefault && next) makeDefault(ctx, customer, next.id);
  return { status: 204 };
};

const route = (method: HttpMethod, path: string, summary: string, handler: Handler): SimRoute<SimContext> => ({
  calls: ['CALL-41'],
  service: 'payments',
  method,
  path: `${cwms}${path}`,
  summary,
  resolve: (request, ctx) =>
    guarded(
      () => {
        const access = requireOwner(ctx, request, 'payments', request.params.customerId ?? '');
        return access.ok ? handler(request, ctx, access.customer) : access.response;
      },
      (message) => failure('payments', 500, 'INTERNAL', message),
    ),
});

/** CALL-41: the customer's tenders (the path's customerId is the account's customerId or UUID; the bearer must own it). */
export const paymentsRoutes: SimRoute<SimContext>[] = [
  route('GET', '/customers/:customerId/tenders', 'Saved payment tenders', list),
  route('POST', '/customers/:customerId/tenders', 'Save a tender from a vault token', add),
  route('DELETE', '/customers/:customerId/tenders/:tenderId', 'Remove a tender (the next one becomes default)', remove),
  route('POST', '/tokenvault/customers/:customerId/tenders', 'Token vault: card number in, token and tender out', vault),
];
