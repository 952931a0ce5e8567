import { ReserveRequest, SlotsQuery } from '../../../spec/schemas/upstream/slots';
import type { ReservationView } from '../../../spec/schemas/upstream/slots';
import type { HttpMethod, SimRequest, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import { requireCustomer } from '../identity/access';
import type { Customer } from '../identity/authn';
import { guarded } from '../identity/errors';
import { isoAt } from '../identity/validation';

/** The slot service base (the spec names no host; this is the simulator's own). */
export const slotsBase = '/apim/slots';
/** A reservation holds its slot for 2 hours. */
export const HOLD_MS = 2 * 60 * 60_000;
export const SLOT_CAPACITY = 3;
const HOURS = [8, 10, 12, 14, 16, 18];
const DAY = 24 * 60 * 60_000;

type Reservation = NonNullable<ReturnType<SimContext['db']['slotReservation']['findFirst']>>;

const live = (ctx: SimContext, r: Reservation) => !r.cancelled && r.expiresAt > ctx.clock.now();
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

/** `{storeId}-{yyyymmdd}-{hh}` → its start and end, or null. */
function slotTimes(slotId: string): { start: number; end: number } | null {
  const m = /^\d{1,6}-(\d{4})(\d{2})(\d{2})-(\d{2})$/.exec(slotId);
  if (!m) return null;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]));
  return Number.isNaN(start) ? null : { start, end: start + 2 * 60 * 60_000 };
}

/** The store's open slots: 2-hour windows 08:00–20:00 UTC on today and the next 2 days, starting after now. */
function slotsOf(ctx: SimContext, storeId: string) {
  const now = ctx.clock.now();
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const taken = ctx.db.slotReservation.findMany({ where: { storeId: { equals: storeId } } }).filter((r) => live(ctx, r));
  const out = [];
  for (let d = 0; d < 3; d++) {
    for (const h of HOURS) {
      const start = today + d * DAY + h * 60 * 60_000;
      if (start <= now) continue;
      const slotId = `${storeId}-${ymd(start)}-${String(h).padStart(2, '0')}`;
      out.push({ slotId, storeId, start: isoAt(start), end: isoAt(start + 2 * 60 * 60_000), capacity: SLOT_CAPACITY, available: SLOT_CAPACITY - taken.filter((r) => r.slotId === slotId).length });
    }
  }
  return out;
}

function view(r: Reservation): ReservationView {
  const t = slotTimes(r.slotId) ?? { start: 0, end: 0 };
  return { reservationId: r.id, storeId: r.storeId, slotId: r.slotId, fulfillment: r.fulfillment as ReservationView['fulfillment'], start: isoAt(t.start), end: isoAt(t.end), expiresAt: isoAt(r.expiresAt) };
}

type Handler = (request: SimRequest, ctx: SimContext, customer: Customer) => SimResponse;

const list: Handler = (request, ctx) => {
  const q = parsePart('slots', 'query', SlotsQuery, queryOf(request));
  if (!q.ok) return q.response;
  if (!ctx.db.store.findFirst({ where: { id: { equals: q.data.storeId } } })) return failure('slots', 404, 'STORE_NOT_FOUND', `Invalid query parameter storeId: no store ${q.data.storeId}`);
  return json(200, { slots: slotsOf(ctx, q.data.storeId) });
};

const current: Handler = (_r, ctx, customer) => {
  const held = ctx.db.slotReservation.findMany({ where: { customerUuid: { equals: customer.id } } }).find((r) => live(ctx, r));
  return json(200, { reservation: held ? view(held) : null });
};

/** Holds a slot; a customer holds one slot at a time (a new hold releases the old one). */
const reserve: Handler = (request, ctx, customer) => {
  const body = parsePart('slots', 'body', ReserveRequest, request.body);
  if (!body.ok) return body.response;
  const b = body.data;
  if (!b.slotId.startsWith(`${b.storeId}-`)) return failure('slots', 400, 'INVALID_REQUEST', 'Invalid body field slotId: the slot belongs to another store');
  const slot = slotsOf(ctx, b.storeId).find((s) => s.slotId === b.slotId);
  if (!slot) return failure('slots', 404, 'SLOT_NOT_FOUND', `Invalid body field slotId: ${b.slotId} is not an open slot`);
  const mine = ctx.db.slotReservation.findMany({ where: { customerUuid: { equals: customer.id } } }).filter((r) => live(ctx, r));
  if (slot.available <= 0 && !mine.some((r) => r.slotId === b.slotId)) return failure('slots', 409, 'SLOT_FULL', `Slot ${b.slotId} is full`);
  for (const r of mine) ctx.db.slotReservation.update({ where: { id: { equals: r.id } }, data: { cancelled: true } });
  const created = ctx.db.slotReservation.create({ id: ctx.random.id('rsv-'), customerUuid: customer.id, storeId: b.storeId, slotId: b.slotId, fulfillment: b.fulfillment, createdAt: ctx.clock.now(), expiresAt: ctx.clock.now() + HOLD_MS, cancelled: false });
  return json(201, view(created));
};

function own(ctx: SimContext, customer: Customer, id: string): Reservation | SimResponse {
  const r = ctx.db.slotReservation.findFirst({ where: { id: { equals: id } } });
  if (!r || r.customerUuid !== customer.id || r.cancelled) return failure('slots', 404, 'RESERVATION_NOT_FOUND', `Invalid path parameter reservationId: no reservation ${id}`);
  if (r.expiresAt <= ctx.clock.now()) return failure('slots', 410, 'RESERVATION_EXPIRED', `Reservation ${id} has expired`);
  return r;
}

const detail: Handler = (request, ctx, customer) => {
  const r = own(ctx, customer, request.params.reservationId ?? '');
  return 'status' in r ? r : json(200, view(r));
};

const release: Handler = (request, ctx, customer) => {
  const r = own(ctx, customer, request.params.reservationId ?? '');
  if ('status' in r) return r;
  ctx.db.slotReservation.update({ where: { id: { equals: r.id } }, data: { cancelled: true } });
  return { status: 204 };
};

const route = (method: HttpMethod, path: string, summary: string, handler: Handler): SimRoute<SimContext> => ({
  calls: ['CALL-43'],
  service: 'slots',
  method,
  path: `${slotsBase}${path}`,
  summary,
  resolve: (request, ctx) =>
    guarded(
      () => {
        const access = requireCustomer(ctx, request, 'slots');
        return access.ok ? handler(request, ctx, access.customer) : access.response;
      },
      (message) => failure('slots', 500, 'INTERNAL', message),
    ),
});

/** CALL-43 slot reservation (/reservationDetails/) and the slot list; every path needs the bearer token. */
export const slotsRoutes: SimRoute<SimContext>[] = [
  route('GET', '/slots', 'Open slots of a store with availability', list),
  route('GET', '/reservationDetails', 'The customer live reservation, or null', current),
  route('POST', '/reservationDetails', 'Hold a slot for 2 hours', reserve),
  route('GET', '/reservationDetails/:reservationId', 'One reservation', detail),
  route('DELETE', '/reservationDetails/:reservationId', 'Release a reservation', release),
];
