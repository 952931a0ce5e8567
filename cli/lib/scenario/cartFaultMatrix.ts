import type { FaultKind } from '../../../spec/schemas/faults';
import { ObservedRun, ScenarioStep } from '../../../spec/scenarios/schema';
import type { ScenarioInput } from '../../../spec/scenarios/schema';

/** A step as the scenario library writes it (defaults filled when it runs). */
type StepInput = NonNullable<ScenarioInput['steps']>[number];
import { storefrontToggles } from '../../../spec/config/endpoints';
import { cartRoutes } from '../../../simulator/services/cart/routes';
import type { CartSnapshot } from '../../../src/storefront/cart/cart';
import { NodeDriver } from './driver';

/**
 * The cart's part of the fault matrix (decision 0450: no lost line on any fault). Every cart route of the simulator
 * (CALL-07's `cart/add` and the simulator's own read, quantity, merge and move) is tried with each fault kind at the
 * moment it matters: a guest's carts already hold two lines (a grocery one and a marketplace one), the fault is set,
 * and the step that makes the call runs. Then the faults are cleared and the page is opened again.
 *
 * A cell passes when the step did not throw, the faulted call was made, the shopper was told (a toast naming what
 * failed, or the carts marked stale, which the mini and full cart say), the lines shown right after still include
 * every line held before where the step keeps the page's carts, and the next page shows every line held before,
 * with at least its quantity (no step of the matrix lowers one), at the session's store after a failed move.
 */

export const CART_FLOW = 'guest cart';

const SHOPPER = 'shopper@freshway.test';
const MILK = { upc: '0000960012375', name: 'Lucerne Whole Milk' };
const OIL = { upc: '0000980000201', name: 'Single-Origin Olive Oil', sellerId: 'mkp-4417' };
const APPLES = { upc: '0000960012345', name: 'Farm Fresh Gala Apples' };

/** The guest's carts before the fault: milk (the grocery seller) and olive oil (a marketplace seller). */
const SETUP: StepInput[] = [
  { do: 'cart', action: 'add', ...MILK },
  { do: 'cart', action: 'add', ...OIL },
];

export interface CartAct {
  /** What the shopper does that makes the call. */
  readonly steps: readonly StepInput[];
  /** The page keeps its carts through the step, so every line held before must still show right after it. */
  readonly keepsShown: boolean;
  /** How the shopper learns of the failure: a toast, or the carts marked stale (the cart panels say so). */
  readonly told: 'toast' | 'stale';
  /** The store every cart is at on the next page (a move that failed is made then). */
  readonly nextStore?: string;
}

/** One act per cart route, keyed `METHOD path` as the route table names it. A route without one fails the matrix. */
export const CART_ACTS: Readonly<Record<string, CartAct>> = {
  'POST /bin/wcax/cart/add': { steps: [{ do: 'cart', action: 'add', ...APPLES }], keepsShown: true, told: 'toast' },
  'POST /bin/wcax/cart/update': { steps: [{ do: 'cart', action: 'setQuantity', ...MILK, qty: 3 }], keepsShown: true, told: 'toast' },
  // A new page whose first read fails: it has nothing to show yet, and says the carts could not be loaded.
  'GET /bin/wcax/cart': { steps: [{ do: 'visit', path: '/' }], keepsShown: false, told: 'stale' },
  'POST /bin/wcax/cart/store': { steps: [{ do: 'changeStore', zipcode: '94739', preference: 'pickup', storeId: '1605' }], keepsShown: true, told: 'toast', nextStore: '1605' },
  // Signed in, the page shows the customer's own carts; the guest's lines wait in their carts for the next page.
  'POST /bin/wcax/cart/merge': { steps: [{ do: 'signIn', identifier: SHOPPER, method: 'code' }], keepsShown: false, told: 'toast' },
};

export const cartRouteKey = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

/** Every cart route of the simulator's route table, as a matrix call. */
export function cartMatrixCalls(): { flow: string; calls: readonly string[]; method: string; path: string }[] {
  return cartRoutes.map((r) => ({ flow: CART_FLOW, calls: r.calls, method: r.method, path: r.path }));
}

const FLOW: ScenarioInput = { id: 'matrix-guest-cart', title: 'guest cart', start: '/', toggles: { ...storefrontToggles }, steps: [], expect: {} };

/** A step as the page takes it: the step, then the page's cart follows the session (as NodeDriver.run does). */
async function advance(driver: NodeDriver, step: StepInput): Promise<void> {
  await driver.step(ScenarioStep.parse(step));
  const cart = driver.cart;
  if (!cart) return;
  const view = driver.observed.session;
  await cart.sessionChanged(view ? { userType: view.userType, storeId: view.storeId } : null);
  await cart.idle();
}

const linesOf = (snapshot: CartSnapshot): Map<string, number> => new Map(snapshot.carts.flatMap((c) => c.items.map((l) => [`${c.sellerId}:${l.upc}`, l.qty] as const)));

/** The lines held before that `now` no longer shows with at least their quantity. */
function missing(before: Map<string, number>, now: Map<string, number>): string[] {
  return [...before].filter(([line, qty]) => (now.get(line) ?? 0) < qty).map(([line, qty]) => `${line}×${qty} (now ${now.get(line) ?? 0})`);
}

export interface CartCellResult {
  outcome: string;
  problems: string[];
}

/** Tries one cart route with one fault, as the module's comment says. */
export async function runCartCell(call: { method: string; path: string }, fault: { name: string; fault: FaultKind }): Promise<CartCellResult> {
  const act = CART_ACTS[cartRouteKey(call)];
  if (!act) return { outcome: 'no act', problems: [`the matrix has no act for the cart route ${cartRouteKey(call)}`] };
  const driver = await NodeDriver.create(ObservedRun.parse({ ...FLOW, steps: [...SETUP, ...act.steps] }));
  const problems: string[] = [];
  try {
    await advance(driver, { do: 'visit', path: FLOW.start! });
    for (const step of SETUP) await advance(driver, step);
    const before = linesOf(driver.cart!.getSnapshot());
    if (before.size !== SETUP.length) return { outcome: 'set-up failed', problems: [`the guest's carts hold ${before.size} lines before the fault, not ${SETUP.length}`] };
    const callsBefore = driver.observed.calls.length;
    const textsBefore = driver.observed.texts.length;
    driver.ctx.faults.add({ target: { method: call.method as 'GET', path: call.path }, fault: fault.fault });
    for (const step of act.steps) await advance(driver, step);
    if (!driver.observed.calls.slice(callsBefore).some((c) => c.method === call.method && c.routePath === call.path)) problems.push('the faulted call was not made');
    const shown = driver.cart!.getSnapshot();
    if (act.keepsShown) problems.push(...missing(before, linesOf(shown)).map((l) => `not shown right after: ${l}`));
    const told = act.told === 'toast' ? driver.observed.texts.slice(textsBefore).find((t) => t.startsWith("We couldn't")) : shown.status === 'failed' ? 'the carts marked stale' : undefined;
    if (!told) problems.push(act.told === 'toast' ? 'no message said the change failed' : 'the carts were not marked stale');
    // The next page, the fault gone: every line held before is there (a merge that failed happens now).
    driver.ctx.faults.clear();
    await advance(driver, { do: 'visit', path: '/' });
    const next = driver.cart!.getSnapshot();
    problems.push(...missing(before, linesOf(next)).map((l) => `lost on the next page: ${l}`));
    const elsewhere = act.nextStore === undefined ? [] : next.carts.filter((c) => c.storeId !== act.nextStore);
    if (elsewhere.length > 0) problems.push(`on the next page carts are still at ${elsewhere.map((c) => `${c.sellerId}@${c.storeId ?? '?'}`).join(', ')}, not ${act.nextStore}`);
    return { outcome: `${told ?? 'not told'}; ${next.count} items on the next page`, problems };
  } catch (error) {
    return { outcome: 'uncaught error', problems: [...problems, `uncaught ${(error as Error).message}`] };
  }
}
