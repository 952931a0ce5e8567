import { z } from '../zod';

/**
 * Pet profiles (CALL-44: petprofile, petprofiles, petprofile/{petId}), store geosearch and the game-play service.
 * Payloads are not shown in the spec; these shapes are the simulator's own.
 */
export const Species = z.enum(['DOG', 'CAT', 'OTHER']);
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'birthDate must be YYYY-MM-DD'));
export const PetInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(40, 'name is at most 40 characters')),
  species: Species,
  breed: z._default(z.string().check(z.maxLength(60)), ''),
  birthDate: z._default(z.union([isoDate, z.literal('')]), ''),
  weightLbs: z._default(z.number().check(z.gte(0, 'weightLbs must not be negative'), z.lte(400, 'weightLbs is at most 400')), 0),
});
export const PetUpdate = z.partial(PetInput);
export const PetView = z.object({ petId: z.string(), name: z.string(), species: Species, breed: z.string(), birthDate: z.string(), weightLbs: z.number(), createdAt: z.string(), updatedAt: z.string() });
export type PetView = z.infer<typeof PetView>;
export const PetsResponse = z.object({ pets: z.array(PetView) });

export const GeoSearchQuery = z
  .object({
    lat: z.optional(z.coerce.number().check(z.gte(-90), z.lte(90))),
    lng: z.optional(z.coerce.number().check(z.gte(-180), z.lte(180))),
    zipcode: z.optional(z.string().check(z.regex(/^\d{5}$/, 'zipcode must be 5 digits'))),
    radius: z._default(z.coerce.number().check(z.positive(), z.lte(100, 'radius is at most 100 miles')), 25),
    banner: z.optional(z.string().check(z.minLength(1))),
  }).check(z.refine((q) => q.zipcode !== undefined || (q.lat !== undefined && q.lng !== undefined), { message: 'lat and lng, or zipcode, are required', path: ['lat'] }));
export const GeoSearchResponse = z.object({ stores: z.array(z.object({ storeId: z.string(), banner: z.string(), name: z.string(), distanceMiles: z.number() })) });

export const GamesResponse = z.object({ games: z.array(z.object({ gameId: z.string(), name: z.string(), playsLeftToday: z.int() })) });
export const PlayResponse = z.object({ playId: z.string(), gameId: z.string(), result: z.enum(['WIN', 'LOSE']), prize: z.nullable(z.string()), playsLeftToday: z.int() });
