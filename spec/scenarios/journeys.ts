import type { ScenarioInput } from './schema';

/** Main journeys. Error-catalogue scenarios live in errors.ts. */
export const journeys: ScenarioInput[] = [
  {
    id: 'guest-default',
    title: 'An anonymous visitor lands on the home page and gets the banner default store, in-store',
    tags: ['journey', 'guest', 'smoke'],
    rules: ['SESSION-EST-05', 'GUEST-STORE-04', 'USER-TYPES-02', 'EXPIRY-01'],
    calls: ['CALL-01'],
    start: '/',
    expect: {
      text: ['1502'],
      session: { userType: 'G', storeId: '1502', zipcode: '94611', preference: 'J4U', selection: 'default' },
    },
  },
  {
    id: 'guest-deep-link-pickup',
    title: 'A deep link with storeId, preference=pickup and zipcode gives a guest session at that store with pickup',
    tags: ['journey', 'guest', 'deep-link', 'smoke'],
    rules: ['SESSION-EST-03', 'DEEPLINK-01', 'GUEST-STORE-01'],
    calls: ['CALL-24'],
    start: '/?storeId=1510&preference=pickup&zipcode=94612',
    expect: {
      text: ['1510', 'Pickup'],
      session: { userType: 'G', storeId: '1510', preference: 'DUG' },
    },
  },
];
