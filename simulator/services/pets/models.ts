import { primaryKey } from '@mswjs/data';

/** Pet profiles and plays of the game-play service. */
export const petsModels = {
  petProfile: {
    id: primaryKey(String),
    customerUuid: String,
    name: String,
    /** 'DOG' | 'CAT' | 'OTHER' */
    species: String,
    breed: String,
    /** YYYY-MM-DD or ''. */
    birthDate: String,
    weightLbs: Number,
    createdAt: Number,
    updatedAt: Number,
  },
  gamePlay: {
    id: primaryKey(String),
    customerUuid: String,
    gameId: String,
    playedAt: Number,
    result: String,
    prize: String,
  },
};
