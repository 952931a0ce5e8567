import { z } from 'zod';

/**
 * Pet profiles (CALL-44: petprofile, petprofiles, petprofile/{petId}), store geosearch and the game-play service.
 * Payloads are not shown in the spec; these shapes are the simulator's own.
 */
export const Species = z.enum(['DOG', 'CAT', 'OTHER']);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'birthDate must be YYYY-MM-DD');
export const PetInput = z.object({
  name: z.string().trim().min(1, 'name is required').max(40, 'name is at most 40 characters'),
  species: Species,
  breed: z.string().max(60).default(''),
  birthDate: isoDate.or(z.literal('')).default(''),
  weightLbs: z.number().min(0, 'weightLbs must not be negative').max(400, 'weightLbs is at most 400').default(0),
});
export const PetUpdate = PetInput.partial();
export const PetView = z.object({ petId: z.string(), name: z.string(), species: Species, breed: z.string(), birthDate: z.string(), weightLbs: z.number(), createdAt: z.string(), updatedAt: z.string() });
export type PetView = z.infer<typeof PetView>;
export const PetsResponse = z.object({ pets: z.array(PetView) });

export const GeoSearchQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    zipcode: z.string().regex(/^\d{5}$/, 'zipcode must be 5 digits').optional(),
    radius: z.coerce.number().positive().max(100, 'radius is at most 100 miles').default(25),
    banner: z.string().min(1).optional(),
  })
  .refine((q) => q.zipcode !== undefined || (q.lat !== undefined && q.lng !== undefined), { message: 'lat and lng, or zipcode, are required', path: ['lat'] });
export const GeoSearchResponse = z.object({ stores: z.array(z.object({ storeId: z.string(), banner: z.string(), name: z.string(), distanceMiles: z.number() })) });

export const GamesResponse = z.object({ games: z.array(z.object({ gameId: z.string(), name: z.string(), playsLeftToday: z.number().int() })) });
export const PlayResponse = z.object({ playId: z.string(), gameId: z.string(), result: z.enum(['WIN', 'LOSE']), prize: z.string().nullable(), playsLeftToday: z.number().int() });
