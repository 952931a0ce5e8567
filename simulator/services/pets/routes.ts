import { GeoSearchQuery, PetInput, PetUpdate } from '../../../spec/schemas/upstream/pets';
import type { PetView } from '../../../spec/schemas/upstream/pets';
import type { HttpMethod, SimRequest, SimResponse, SimRoute } from '../../core/contract';
import type { SimContext } from '../../core/context';
import { distanceMiles, zipLocation } from '../../core/geo';
import { failure, json, parsePart, queryOf } from '../../core/validate';
import { requireCustomer } from '../identity/access';
import type { Customer } from '../identity/authn';
import { guarded } from '../identity/errors';
import { isoAt } from '../identity/validation';

/** The pet-profile, store geosearch and game-play base (the spec names no host; this is the simulator's own). */
export const petsBase = '/apim/pets';
export const MAX_PETS = 10;
export const PLAYS_PER_DAY = 3;
export const games = [
  { gameId: 'scratch-and-save', name: 'Scratch and Save' },
  { gameId: 'spin-to-win', name: 'Spin to Win' },
] as const;

type Pet = NonNullable<ReturnType<SimContext['db']['petProfile']['findFirst']>>;

const view = (p: Pet): PetView => ({ petId: p.id, name: p.name, species: p.species as PetView['species'], breed: p.breed, birthDate: p.birthDate, weightLbs: p.weightLbs, createdAt: isoAt(p.createdAt), updatedAt: isoAt(p.updatedAt) });
const petsOf = (ctx: SimContext, customer: Customer) => ctx.db.petProfile.findMany({ where: { customerUuid: { equals: customer.id } } }).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));

type Handler = (request: SimRequest, ctx: SimContext, customer: Customer | null) => SimResponse;
type Personal = (request: SimRequest, ctx: SimContext, customer: Customer) => SimResponse;

function ownPet(ctx: SimContext, customer: Customer, id: string): Pet | SimResponse {
  const pet = ctx.db.petProfile.findFirst({ where: { id: { equals: id } } });
  return pet && pet.customerUuid === customer.id ? pet : failure('pets', 404, 'PET_NOT_FOUND', `Invalid path parameter petId: no pet ${id}`);
}

const list: Personal = (_r, ctx, customer) => json(200, { pets: petsOf(ctx, customer).map(view) });

const create: Personal = (request, ctx, customer) => {
  const body = parsePart('pets', 'body', PetInput, request.body);
  if (!body.ok) return body.response;
  if (petsOf(ctx, customer).length >= MAX_PETS) return failure('pets', 409, 'TOO_MANY_PETS', `At most ${MAX_PETS} pet profiles`);
  const now = ctx.clock.now();
  const pet = ctx.db.petProfile.create({ id: ctx.random.id('pet-'), customerUuid: customer.id, ...body.data, createdAt: now, updatedAt: now });
  return json(201, view(pet));
};

const read: Personal = (request, ctx, customer) => {
  const pet = ownPet(ctx, customer, request.params.petId ?? '');
  return 'status' in pet ? pet : json(200, view(pet));
};

const update: Personal = (request, ctx, customer) => {
  const pet = ownPet(ctx, customer, request.params.petId ?? '');
  if ('status' in pet) return pet;
  const body = parsePart('pets', 'body', PetUpdate, request.body);
  if (!body.ok) return body.response;
  const changes = Object.fromEntries(Object.entries(body.data).filter(([, v]) => v !== undefined));
  const updated = ctx.db.petProfile.update({ where: { id: { equals: pet.id } }, data: { ...changes, updatedAt: ctx.clock.now() } });
  return json(200, view(updated ?? pet));
};

const remove: Personal = (request, ctx, customer) => {
  const pet = ownPet(ctx, customer, request.params.petId ?? '');
  if ('status' in pet) return pet;
  ctx.db.petProfile.delete({ where: { id: { equals: pet.id } } });
  return { status: 204 };
};

/** Stores within the radius of a point or a zip code, nearest first. */
const geosearch: Handler = (request, ctx) => {
  const q = parsePart('pets', 'query', GeoSearchQuery, queryOf(request));
  if (!q.ok) return q.response;
  const at = q.data.zipcode !== undefined ? zipLocation(q.data.zipcode) : { lat: q.data.lat ?? 0, lng: q.data.lng ?? 0 };
  if (!at) return json(200, { stores: [] });
  const stores = ctx.db.store
    .getAll()
    .filter((s) => s.isOpen && (q.data.banner === undefined || s.banner === q.data.banner))
    .map((s) => ({ storeId: s.id, banner: s.banner, name: s.name, distanceMiles: Math.round(distanceMiles(at, s) * 10) / 10 }))
    .filter((s) => s.distanceMiles <= q.data.radius)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.storeId.localeCompare(b.storeId))
    .slice(0, 20);
  return json(200, { stores });
};

function playsToday(ctx: SimContext, customer: Customer, gameId: string): number {
  const dayStart = Math.floor(ctx.clock.now() / 86_400_000) * 86_400_000;
  return ctx.db.gamePlay.findMany({ where: { customerUuid: { equals: customer.id } } }).filter((p) => p.gameId === gameId && p.playedAt >= dayStart).length;
}

const listGames: Personal = (_r, ctx, customer) => json(200, { games: games.map((g) => ({ ...g, playsLeftToday: PLAYS_PER_DAY - playsToday(ctx, customer, g.gameId) })) });

/** One play: 3 a day per game (UTC day of the simulator clock); one in five wins. */
const play: Personal = (request, ctx, customer) => {
  const gameId = request.params.gameId ?? '';
  if (!games.some((g) => g.gameId === gameId)) return failure('pets', 404, 'GAME_NOT_FOUND', `Invalid path parameter gameId: no game ${gameId}`);
  const used = playsToday(ctx, customer, gameId);
  if (used >= PLAYS_PER_DAY) return failure('pets', 429, 'NO_PLAYS_LEFT', 'No plays left today');
  const win = ctx.random.chance(0.2);
  const prize = win ? ctx.random.pick(['$1 OFF', '$5 OFF', '100 POINTS']) : '';
  const record = ctx.db.gamePlay.create({ id: ctx.random.id('play-'), customerUuid: customer.id, gameId, playedAt: ctx.clock.now(), result: win ? 'WIN' : 'LOSE', prize });
  return json(200, { playId: record.id, gameId, result: record.result, prize: prize || null, playsLeftToday: PLAYS_PER_DAY - used - 1 });
};

function route(method: HttpMethod, path: string, summary: string, handler: Personal | Handler, personal: boolean): SimRoute<SimContext> {
  return {
    calls: ['CALL-44'],
    service: 'pets',
    method,
    path: `${petsBase}${path}`,
    summary,
    resolve: (request, ctx) =>
      guarded(
        () => {
          if (!personal) return (handler as Handler)(request, ctx, null);
          const access = requireCustomer(ctx, request, 'pets');
          return access.ok ? handler(request, ctx, access.customer) : access.response;
        },
        (message) => failure('pets', 500, 'INTERNAL', message),
      ),
  };
}

/** CALL-44: pet profiles (bearer), store geosearch (open) and the game-play service (bearer). */
export const petsRoutes: SimRoute<SimContext>[] = [
  route('GET', '/petprofiles', 'The customer pet profiles', list, true),
  route('POST', '/petprofile', 'Create a pet profile', create, true),
  route('GET', '/petprofile/:petId', 'One pet profile', read, true),
  route('PUT', '/petprofile/:petId', 'Update a pet profile', update, true),
  route('DELETE', '/petprofile/:petId', 'Delete a pet profile', remove, true),
  route('GET', '/stores/geosearch', 'Stores near a point or zip code', geosearch, false),
  route('GET', '/gameplay/games', 'Games with plays left today', listGames, true),
  route('POST', '/gameplay/games/:gameId/play', 'Play a game once', play, true),
];
