import { describe, expect, it } from 'vitest';
import { GamesResponse, GeoSearchResponse, PetsResponse, PetView, PlayResponse } from '../../../spec/schemas/upstream/pets';
import { createSimContext } from '../../core/context';
import type { SimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { invoke } from '../identity/testing';
import { issueAccessToken } from '../identity/tokens';
import { PLAYS_PER_DAY, petsRoutes } from './routes';

const auth = (ctx: SimContext, uuid: string = knownCustomers.shopper.uuid) => ({ authorization: `Bearer ${issueAccessToken(ctx, uuid, { lifetimeMs: 48 * 3_600_000 }).accessToken}` });

describe('CALL-44 pet profiles', () => {
  it('CALL-44 create, list, read, update and delete a pet profile', async () => {
    const ctx = createSimContext();
    const h = auth(ctx);
    const created = await invoke(petsRoutes, ctx, 'POST', '/apim/pets/petprofile', { body: { name: 'Biscuit', species: 'DOG', breed: 'Beagle', birthDate: '2021-04-02', weightLbs: 24 }, headers: h });
    expect(created.status).toBe(201);
    const pet = PetView.parse(created.body);
    expect(PetsResponse.parse((await invoke(petsRoutes, ctx, 'GET', '/apim/pets/petprofiles', { headers: h })).body).pets).toEqual([pet]);
    const updated = PetView.parse((await invoke(petsRoutes, ctx, 'PUT', `/apim/pets/petprofile/${pet.petId}`, { body: { weightLbs: 26 }, headers: h })).body);
    expect(updated).toMatchObject({ name: 'Biscuit', weightLbs: 26 });
    expect((await invoke(petsRoutes, ctx, 'GET', `/apim/pets/petprofile/${pet.petId}`, { headers: auth(ctx, knownCustomers.registered.uuid) })).status).toBe(404);
    expect((await invoke(petsRoutes, ctx, 'DELETE', `/apim/pets/petprofile/${pet.petId}`, { headers: h })).status).toBe(204);
    expect((await invoke(petsRoutes, ctx, 'GET', `/apim/pets/petprofile/${pet.petId}`, { headers: h })).status).toBe(404);
  });

  it('CALL-44 malformed pets are named; no bearer is 401', async () => {
    const ctx = createSimContext();
    const h = auth(ctx);
    for (const [body, field] of [[{ species: 'DOG' }, 'name'], [{ name: 'Rex', species: 'DRAGON' }, 'species'], [{ name: 'Rex', species: 'CAT', birthDate: '04/02/2021' }, 'birthDate']] as const) {
      const res = await invoke(petsRoutes, ctx, 'POST', '/apim/pets/petprofile', { body, headers: h });
      expect(res.status).toBe(400);
      expect(res.headers?.['x-sim-invalid-field']).toBe(field);
    }
    expect((await invoke(petsRoutes, ctx, 'GET', '/apim/pets/petprofiles')).status).toBe(401);
  });

  it('CALL-44 store geosearch lists stores nearest first within the radius; without a point or zip it is 400', async () => {
    const ctx = createSimContext();
    const stores = GeoSearchResponse.parse((await invoke(petsRoutes, ctx, 'GET', '/apim/pets/stores/geosearch?zipcode=94611&radius=10')).body).stores;
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s, i) => s.distanceMiles <= 10 && (i === 0 || (stores[i - 1]?.distanceMiles ?? 0) <= s.distanceMiles))).toBe(true);
    expect((await invoke(petsRoutes, ctx, 'GET', '/apim/pets/stores/geosearch')).status).toBe(400);
  });

  it(`CALL-44 the game-play service allows ${PLAYS_PER_DAY} plays a day per game`, async () => {
    const ctx = createSimContext();
    const h = auth(ctx);
    for (let i = 0; i < PLAYS_PER_DAY; i++) expect(PlayResponse.parse((await invoke(petsRoutes, ctx, 'POST', '/apim/pets/gameplay/games/spin-to-win/play', { headers: h })).body).playsLeftToday).toBe(PLAYS_PER_DAY - i - 1);
    expect((await invoke(petsRoutes, ctx, 'POST', '/apim/pets/gameplay/games/spin-to-win/play', { headers: h })).status).toBe(429);
    const games = GamesResponse.parse((await invoke(petsRoutes, ctx, 'GET', '/apim/pets/gameplay/games', { headers: h })).body).games;
    expect(games.find((g) => g.gameId === 'spin-to-win')?.playsLeftToday).toBe(0);
    ctx.clock.advance(24 * 3_600_000);
    expect((await invoke(petsRoutes, ctx, 'POST', '/apim/pets/gameplay/games/spin-to-win/play', { headers: h })).status).toBe(200);
    expect((await invoke(petsRoutes, ctx, 'POST', '/apim/pets/gameplay/games/nope/play', { headers: h })).status).toBe(404);
  });
});
