import type { CallEntry } from './types';

/**
 * Calls the spec does not show that the simulator defines, each under the catalogue CALL it belongs with. The spec
 * names only the cart servlet `cart/add` (CALL-07, 000 §7); a cart a shopper can use also needs to be read, changed,
 * merged on sign-in and moved on a store change, so the simulator serves those beside it with its own payloads
 * (`spec/schemas/upstream/cart.ts`). `source` says they are the simulator's own; calls.ts stays the spec's table.
 */
export const simulatorCalls = [
  { id: 'CALL-07', method: 'POST', path: '/bin/{provider}/cart/add', query: '—', headers: 'session cookie (signed in) or none (guest)', body: '{upc, qty, sellerId=abs, cartId? (guest cart), storeId? (new guest cart)}', response: '{cartId, sellerId, storeId, guest, items[{upc, qty, name, price, stock, …}]}', source: "000 §7 path; payloads the simulator's own" },
  { id: 'CALL-07', method: 'GET', path: '/bin/{provider}/cart', query: 'cartIds (guest carts, comma-separated)', headers: 'session cookie (signed in) or none (guest)', body: '—', response: '{carts[CartView]}', source: "simulator's own" },
  { id: 'CALL-07', method: 'POST', path: '/bin/{provider}/cart/update', query: '—', headers: 'as cart/add', body: '{upc, qty (0 removes), sellerId, cartId?}', response: 'CartView', source: "simulator's own" },
  { id: 'CALL-07', method: 'POST', path: '/bin/{provider}/cart/merge', query: '—', headers: 'session cookie (signed in)', body: '{guestCartIds[]}', response: '{carts[CartView]}', source: "simulator's own" },
  { id: 'CALL-07', method: 'POST', path: '/bin/{provider}/cart/store', query: '—', headers: 'as cart/add', body: '{storeId, cartIds[] (guest carts)}', response: '{carts[CartView]}', source: "simulator's own (GUEST-STORE-17, STORE-CHANGE-01)" },
] as const satisfies readonly CallEntry[];
