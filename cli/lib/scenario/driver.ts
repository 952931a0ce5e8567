import { bannerById } from '../../../spec/banners';
import type { Banner } from '../../../spec/schemas/banner';
import { simulatorConfig } from '../../../spec/config/endpoints';
import { createApi } from '../../../src/api/index';
import type { Api } from '../../../src/api/index';
import { createIdentityClient } from '../../../src/api/identity';
import type { IdentityClient } from '../../../src/api/identity';
import { parseConfigObject } from '../../../spec/schemas/config';
import type { FeatureToggles, StorefrontConfig } from '../../../spec/schemas/config';
import { identityLogout } from '../../../src/api/navigation';
import { CLOSED_STORE_TITLE, CONFLICT_TITLE } from '../../../src/storefront/session/reconcile';
import { createStorefront } from '../../../src/storefront/storefront';
import { createCart } from '../../../src/storefront/cart/cart';
import type { Cart } from '../../../src/storefront/cart/cart';
import { cartIds } from '../../../src/storefront/cart/cartIds';
import { CART_NOT_CLEARED_TEXT, CHECKOUT_PATH, checkoutStart, confirmationPath, FULFILLMENT_LABEL, loadOrder, loadOrders, loadSlots, ORDERS_PATH, placeOrder, slotWindowText } from '../../../src/storefront/checkout/checkout';
import type { Fulfillment } from '../../../src/storefront/checkout/checkout';
import type { Storefront } from '../../../src/storefront/storefront';
import type { SignInFlow } from '../../../src/storefront/sign-in/signInFlow';
import { memoryStorage } from '../../../src/storefront/ports';
import { SESSION_TIMEOUT_TITLE } from '../../../src/storefront/session/sessionEvents';
import { isAuthorised } from '../../../src/rules/userTypes';
import type { ApiEnv } from '../../../src/api/http';
import { apiBackend } from '../../../src/storefront/session/apiBackend';
import { md5 } from '../../../src/rules/md5';
import type { Backend } from '../../../src/storefront/session/backend';
import { storesNear } from '../../../src/storefront/session/storeLookup';
import { selectGuestStore } from '../../../src/storefront/session/guestStore';
import type { SessionView } from '../../../src/storefront/session/establish';
import { PREFERENCE_LABEL, preferenceOfTab } from '../../../src/storefront/fulfilment';
import type { ShownTooltip } from '../../../src/storefront/sessionTooltip';
import { catalogueContent, cataloguePage } from '../../../src/storefront/catalogue/catalogueContent';
import { loadShipping } from '../../../src/storefront/catalogue/shipping';
import { PASSKEY_PROMPT_TITLE } from '../../../src/storefront/passkey';
import { SPLASH_TITLE } from '../../../src/storefront/splashDeals';
import { memoryCookieJar, siteCookieJar } from '../../../src/storefront/cookies';
import type { CookieJar } from '../../../src/storefront/cookies';
import type { SignInEvent, SignInState } from '../../../src/rules/signInMachine';
import { canonicalPreference } from '../../../src/rules/userTypes';
import type { CanonicalPreference } from '../../../src/rules/userTypes';
import type { SimContext } from '../../../simulator/core/context';
import { createSimContext } from '../../../simulator/core/context';
import { createHandlers } from '../../../simulator/runtimes/msw';
import { applyProviderState } from '../../../simulator/states/index';
import { SCENARIO_ORIGIN } from '../../../spec/scenarios/schema';
import type { Scenario, ScenarioStep } from '../../../spec/scenarios/schema';
import { runProbe } from './probes';
import { accountStep, callClientStep, createPasskeyStep, pageApiStep, reconcileProfileStep } from './steps';
import type { StepHost } from './steps';
import { seededRandom } from './observed';
import type { Observed } from './observed';

export type { Observed };
import { simScheduler, textLocation } from './nodePorts';
import type { SimScheduler } from './nodePorts';
import { simulatorFetch } from './simFetch';
import { simulatedDeadlines } from './deadlines';
import type { SimulatedDeadlines } from './deadlines';
import { enterScenario, REMOTE_TIMEOUT_MS, remoteAnswer } from '../remoteSim';
import type { RemoteSim } from '../remoteSim';

/** The page origin the Node driver pretends to be served from (never contacted: the simulator answers in-process). */
export const NODE_ORIGIN = SCENARIO_ORIGIN;
/** Client timeout in the Node driver, named in a timed-out call's message: in process, a call expires when the simulator says it hangs (./deadlines.ts). */
export const NODE_TIMEOUT_MS = 250;

/** The device characteristics a Node run reports (CONFIG-06), as a 1280 px desktop browser. */
const NODE_DEVICE = { userAgent: 'workbench', plugins: [], screen: { width: 1280, height: 800, colorDepth: 24 } };


/**
 * Executes a scenario's steps in Node with the storefront's own modules: page load is the storefront's session
 * establishment over the src/api clients, sign-in is the sign-in state machine with its call effects executed
 * against the simulator, store change is the store-change plan. The simulator runs in-process (its routes, answered as its msw handlers answer).
 */
export class NodeDriver implements StepHost {
  readonly ctx: SimContext;
  readonly observed: Observed;
  readonly banner: Banner;
  readonly env: ApiEnv;
  readonly api: Api;
  private readonly deadlines: SimulatedDeadlines | null;
  readonly backend: Backend;
  readonly identity: IdentityClient;
  readonly toggles: FeatureToggles;
  /**
   * The cookies as the storefront uses them: on the B2B site (the business host) through the site cookie jar, which
   * reads and writes every own cookie under its B_ name (COOKIE-NAMES-03/04/05), as `App()` wraps the page's jar.
   * `observed.cookies` stays the jar itself, what the browser holds, which the expectations and the simulator see.
   */
  private readonly cookies: CookieJar;
  /** The same jar, as steps outside the driver use it. */
  get siteCookies(): CookieJar {
    return this.cookies;
  }
  /** The sign-in open now (the core's sign-in flow), if any. */
  private signInFlow: SignInFlow | null = null;
  /** The default-address tooltip the last page load shows (TOOLTIP-01), until Got it. */
  private tooltip: ShownTooltip | null = null;
  private readonly local: ReturnType<typeof memoryStorage>;
  private readonly sessionStorage: ReturnType<typeof memoryStorage>;
  /** Timers of the storefront core (toast, expiry, complete profile) on the simulator's clock. */
  readonly scheduler: SimScheduler;
  readonly config: StorefrontConfig;
  /** The storefront core of the page now (src/storefront): a visit is a new page, so a new core. */
  core: Storefront | null = null;
  /** The page's cart (src/storefront/cart), made with each page's core. */
  cart: Cart | null = null;

  private constructor(
    readonly scenario: Scenario,
    remote?: RemoteSim,
  ) {
    const banner = bannerById(scenario.banner);
    if (!banner) throw new Error(`unknown banner ${scenario.banner}`);
    this.banner = banner;
    this.ctx = createSimContext({ seed: scenario.seed, ...(scenario.clock.set !== undefined ? { now: scenario.clock.set } : {}) });
    const cookies = memoryCookieJar();
    this.local = memoryStorage();
    this.sessionStorage = memoryStorage();
    this.observed = { url: scenario.start, session: null, calls: [], events: [], logs: [], texts: [], storage: { local: this.local.entries(), session: this.sessionStorage.entries() }, cookies, output: undefined, signIn: null };
    this.scheduler = simScheduler(this.ctx.clock);
    // The simulator's routes answer through their table; msw's handlers are built only for a path it does not serve.
    // In process, a call's deadline is the simulator's word that it hangs; a running `sim serve` is timed for real.
    this.deadlines = remote ? null : simulatedDeadlines();
    const onHang = this.deadlines?.onHang;
    const fetch = simulatorFetch({ ctx: this.ctx, handlers: () => createHandlers(this.ctx), origin: NODE_ORIGIN, jar: cookies, now: () => this.ctx.clock.now(), record: (c) => this.observed.calls.push(c), ...(remote ? { remote: remoteAnswer(remote, this.ctx) } : {}), ...(onHang ? { onHang } : {}) });
    const deadline = this.deadlines?.deadline;
    this.env = { fetch, random: seededRandom(scenario.seed), now: () => this.ctx.clock.now(), timeoutMs: remote ? REMOTE_TIMEOUT_MS : NODE_TIMEOUT_MS, ...(deadline ? { deadline } : {}), origin: NODE_ORIGIN, log: (line) => this.observed.logs.push(line) };
    const config = simulatorConfig(scenario.banner, '', { featureToggles: scenario.toggles });
    this.api = createApi(config, this.env);
    const parsed = parseConfigObject(config);
    this.config = parsed;
    this.toggles = parsed.featureToggles;
    this.cookies = siteCookieJar(cookies, { b2b: scenario.b2b, toggles: this.toggles });
    this.observed.siteCookies = this.cookies;
    this.identity = createIdentityClient({ config: parsed, env: this.env });
    // As the storefront's boot builds it: the sign-out is the provider logout (CALL-46).
    // The sign-in's hand-off is followed in Node (handOff); the backend marks it for the next page load, as the page's does.
    this.backend = { ...apiBackend(this.api, scenario.banner, this.identity, (url) => this.handOff(url), this.local), signOut: async () => identityLogout(parsed, this.env).catch(() => undefined) };
  }

  /**
   * A fresh simulator with the scenario's seed, state, faults and clock, and the scenario's starting cookies. With
   * `remote`, the calls go to a running `sim serve` in the remote's tenant, put in the same scenario first.
   */
  static async create(scenario: Scenario, remote?: RemoteSim): Promise<NodeDriver> {
    if (remote) await enterScenario(remote, scenario);
    const driver = new NodeDriver(scenario, remote);
    const { ctx } = driver;
    if (scenario.state) await applyProviderState(ctx, scenario.state);
    for (const fault of scenario.faults) ctx.faults.add(fault);
    if (scenario.clock.advance) ctx.clock.advance(scenario.clock.advance);
    for (const [name, value] of Object.entries(scenario.cookies)) driver.observed.cookies.set(name, value, null);
    return driver;
  }

  event(name: string): void {
    this.observed.events.push(name);
  }

  show(text: string): void {
    if (text !== '') this.observed.texts.push(text);
  }

  async run(): Promise<void> {
    await this.visit(this.scenario.start);
    await this.syncCart();
    for (const step of this.scenario.steps) {
      await this.step(step);
      await this.syncCart();
    }
  }

  /** The page's cart follows the session as the page's does (src/storefront/cart/bind.ts); its count is what the header says. */
  private async syncCart(): Promise<void> {
    if (!this.cart) return;
    const view = this.observed.session;
    await this.cart.sessionChanged(view ? { userType: view.userType, storeId: view.storeId } : null);
    await this.cart.idle();
    const { count } = this.cart.getSnapshot();
    if (count > 0) this.show(`${count} ${count === 1 ? 'item' : 'items'} in your cart`);
  }

  private async cartStep(step: Extract<ScenarioStep, { do: 'cart' }>): Promise<void> {
    if (!this.cart) return;
    if (step.action === 'refresh' || !step.upc) return this.cart.refresh();
    const line = { upc: step.upc, name: step.name ?? step.upc, sellerId: step.sellerId ?? 'abs' };
    if (step.action === 'add') {
      if ((await this.cart.add(line, step.qty ?? 1)) === 'sign-in') this.event('cart:sign-in');
    } else await this.cart.setQuantity(line, step.action === 'remove' ? 0 : (step.qty ?? 1));
  }

  /** The last order this run placed, which the Orders page must list. */
  private placedOrderId: string | null = null;

  /**
   * The checkout page's steps through the core's checkout module (src/storefront/checkout, decision 0489), as the
   * page runs them: the review of the cart, the store's slots, the hold and the order; then the confirmation page.
   */
  private async checkoutStep(step: Extract<ScenarioStep, { do: 'checkout' }>): Promise<void> {
    const session = this.observed.session;
    if (!session || !this.cart) return this.event('checkout:no-cart');
    const start = checkoutStart(session, this.cart.getSnapshot(), this.banner.displayName);
    if (start.status !== 'ready') return this.event(`checkout:${start.status}`);
    const wanted: Fulfillment = step.fulfillment === 'pickup' ? 'DUG' : 'DELIVERY';
    if (start.fulfillment !== wanted) return this.event(`checkout:fulfillment-${start.fulfillment}`);
    this.observed.url = CHECKOUT_PATH;
    const slots = await loadSlots(this.backend, session, start.fulfillment);
    if (slots.status !== 'ready') {
      this.event('checkout:slots-failed');
      return this.show(slots.text);
    }
    const slot = slots.slots.find((s) => !s.full);
    if (!slot) return this.event('checkout:no-open-slot');
    const outcome = await placeOrder({ backend: this.backend, cart: this.cart }, session, start, slot.slotId);
    if (outcome.status !== 'placed') {
      this.event(`checkout:${outcome.step}-failed`);
      return this.show(outcome.text);
    }
    this.event('checkout:placed');
    this.placedOrderId = outcome.order.orderId;
    // The confirmation page: a page load, then the order read back from the service with the slot this page held.
    await this.visit(confirmationPath(outcome.order.orderId));
    const shown = this.observed.session;
    const order = shown ? await loadOrder(this.backend, shown, outcome.order.orderId) : null;
    if (order?.status !== 'ready') return this.event('confirmation:order-missing');
    this.show('Thank you, your order is placed');
    this.show(`Order number ${order.order.orderId}`);
    this.show(`${FULFILLMENT_LABEL[outcome.order.fulfillment]}: ${slotWindowText(outcome.order.slot)} (store time)`);
    this.show(order.order.statusText);
    if (!outcome.cartCleared) this.show(CART_NOT_CLEARED_TEXT);
    // The new page's cart, read from the cart service: what the header counts after the order.
    await this.syncCart();
    if (this.cart?.getSnapshot().count === 0) this.event('cart:empty');
  }

  /** The Orders page (decision 0489): a page load, then the shopper's orders as the page lists them. */
  private async ordersStep(): Promise<void> {
    await this.visit(ORDERS_PATH);
    const session = this.observed.session;
    const orders = session ? await loadOrders(this.backend, session) : null;
    if (orders?.status !== 'ready') {
      this.event('orders:failed');
      if (orders) this.show(orders.text);
      return;
    }
    this.show('Your orders');
    for (const o of orders.orders) this.show(`Order ${o.orderId} · ${o.statusText}`);
    if (this.placedOrderId !== null && orders.orders.some((o) => o.orderId === this.placedOrderId)) this.event('orders:lists-placed');
  }

  async step(step: ScenarioStep): Promise<void> {
    switch (step.do) {
      case 'visit':
        return this.visit(step.path);
      case 'signIn':
        return this.signIn(step);
      case 'resendCode':
        return this.resendCode();
      case 'submitCode': {
        const state = this.current();
        if (state?.name !== 'verifyCode') {
          this.event('submitCode:not-on-code-panel');
          return;
        }
        return this.submitCode(step.code, state.session.sendPasscodeTo.value);
      }
      case 'changeStore':
        return this.changeStore(step);
      case 'signOut':
        return this.signOut();
      case 'search':
        this.event(`search:${step.q}`);
        return this.visit(`/shop/search-results.html?q=${encodeURIComponent(step.q)}`);
      case 'advanceClock':
        // The core's timers (toast, session expiry, complete profile) fire as the clock passes them.
        this.scheduler.advance(step.ms);
        return;
      case 'setCookie':
        this.observed.cookies.set(step.name, step.value, null);
        return;
      case 'setStorage':
        (step.area === 'local' ? this.local : this.sessionStorage).setItem(step.key, step.value);
        return;
      case 'refreshSession':
        return this.refreshSession();
      case 'guestStore':
        return this.guestStore(step);
      case 'api':
        return callClientStep(this, step.method, step.args);
      case 'cart':
        return this.cartStep(step);
      case 'checkout':
        return this.checkoutStep(step);
      case 'orders':
        return this.ordersStep();
      case 'reconcileProfile':
        return reconcileProfileStep(this, step.firstLogin);
      case 'acknowledgeTooltip':
        return this.acknowledgeTooltip();
      case 'createPasskey':
        return createPasskeyStep(this);
      case 'pageApi':
        return pageApiStep(this, step.call, step.value);
      case 'createAccount':
      case 'resetPassword':
        return accountStep(this, step);
      case 'rule': {
        const answer = runProbe(step.module, step.input);
        this.observed.output = answer.output;
        for (const text of answer.texts) this.show(text);
        for (const line of answer.logs) this.observed.logs.push(line);
        for (const e of answer.events) this.event(e);
        return;
      }
    }
  }

  /** What the header shows of a session. */
  showSession(view: SessionView): void {
    this.show(view.storeId);
    this.show(view.zipcode);
    this.show(PREFERENCE_LABEL[view.preference]);
    if (view.storeAddress) this.show(view.storeAddress.line1);
    if (view.firstName) this.show(view.firstName);
  }

  /** The storefront core over this run's Node ports: the simulator's clock and fetch, this run's jar and storages. */
  /** The storefront core of the page now; a new page when none is open. */
  page(): Storefront {
    return this.core ?? this.newCore();
  }

  private newCore(): Storefront {
    this.core?.dispose();
    // Each page has its own cart core over the same storages (abCart survives the reload, as in the browser). Only
    // scenarios about the cart run it: the others (the fault matrix among them) keep abCart as they wrote it.
    if (this.scenario.steps.some((step) => step.do === 'cart' || step.do === 'checkout')) this.cart = createCart({ api: this.api.cart, ids: cartIds(this.local, this.observed.cookies), cookies: this.cookies, toggles: this.toggles, showToast: (text) => this.show(text), log: (line) => this.observed.logs.push(line), trace: (event) => this.event(event) });
    const url = new URL(this.observed.url, NODE_ORIGIN);
    this.core = createStorefront({
      config: this.config,
      banner: this.banner,
      b2b: this.scenario.b2b,
      cookies: this.observed.cookies,
      // SESSION-EST-15's hand-off (the core's signInWithSessionToken) is followed in Node as the sign-in's is.
      backend: this.backend,
      clock: this.scheduler,
      local: this.local,
      session: this.sessionStorage,
      location: textLocation(NODE_ORIGIN, url.host, this.observed),
      freshId: () => `grs-${this.scenario.seed}`,
      log: (line) => this.observed.logs.push(line),
      device: () => NODE_DEVICE,
      md5: this.scenario.md5 ? md5 : null,
      viewportWidth: () => 1280,
      timeZone: 'America/Los_Angeles',
      trace: (event) => this.event(event),
    });
    return this.core;
  }

  /** Page load: the storefront core's page load (src/storefront), then what the page's own content shows. */
  async visit(path: string, hops = 0): Promise<void> {
    const url = new URL(path, NODE_ORIGIN);
    this.observed.url = `${url.pathname}${url.search}${url.hash}`;
    const core = this.newCore();
    this.tooltip = null;
    const view = await core.pageLoad();
    await core.idle();
    // MISC-04's one reload is followed, as the browser does; other departures (single sign-on, authorize) end the visit.
    if (view === null && hops < 2 && this.observed.events.at(-1) === 'healthApp:restore') return this.visit(this.observed.url, hops + 1);
    const extras = core.lastPageLoad() ?? {};
    const snapshot = core.getSnapshot();
    if (view) this.observed.session = snapshot.session ?? view;
    const { leave, signOut, openSignIn, modals, alert, sessionTimeout, refresh, handOffCheck } = extras;
    if (refresh) this.refreshEvents(refresh);
    if (refresh?.kind === 'ok' && refresh.welcomeBack) this.event('refresh:welcome-back');
    if (snapshot.toast) this.show(snapshot.toast.text);
    if (handOffCheck) this.event(`userInfoText:${handOffCheck}`);
    if (sessionTimeout) {
      this.event('sessionCheck:failed');
      this.show(SESSION_TIMEOUT_TITLE);
    }
    if (signOut) this.event('pageLoad:sign-out');
    if (openSignIn) this.event('signIn:open');
    for (const m of modals ?? []) this.event(`modal:${m}`);
    if (alert) this.event(`alert:${alert}`);
    if (this.lastFailed('CALL-01')) this.event('userInfo:failed');
    if (snapshot.modal?.kind === 'conflict') this.show(CONFLICT_TITLE);
    if (snapshot.modal?.kind === 'store' && snapshot.modal.closedStore) this.show(CLOSED_STORE_TITLE);
    this.tooltip = snapshot.tooltip;
    if (this.tooltip) this.show(this.tooltip.text);
    if (snapshot.passkey) this.show(PASSKEY_PROMPT_TITLE);
    // SIGNIN-08: the sign-in's email field as the page load pre-filled it.
    if (snapshot.signInPrefill) this.show(snapshot.signInPrefill.email);
    // SPLASH-01..08: the page load's splash as the core decided it (over the page until closed), with its deals.
    if (snapshot.splash) {
      this.show(SPLASH_TITLE);
      for (const deal of snapshot.splash) this.show(deal.title);
    }
    const shown = this.observed.session;
    if (!shown) return;
    this.showSession(shown);
    // SIGNIN-06 (ERR-38): the service sign-in page's refusal of an assistant, as the core's arrival found it.
    if (snapshot.signInArrival?.refusal) this.show(snapshot.signInArrival.refusal);
    // Product, search and aisle pages: their catalogue content at the session's store (src/storefront/catalogue).
    const content = leave ? null : await catalogueContent(this.api.catalogue, url.pathname, url.search, shown.storeId);
    if (content) {
      this.event(`catalogue:${content.outcome}`);
      if (content.redirect) {
        this.event(`redirect:${content.redirect}`);
        this.observed.url = content.redirect;
      }
      for (const text of content.texts) this.show(text);
    }
    // A marketplace item's page also shows its seller's ship methods (CALL-28) to the session's zip (ShippingOptions).
    const page = content?.outcome === 'loaded' ? cataloguePage(url.pathname, url.search) : null;
    if (page?.kind === 'product' && page.shop === 'marketplace') await this.shipping(page.bpn, shown);
  }

  /** CALLS-04: the navigation timeout every storefront call has, for the page's own requests. */
  private async within<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.deadlines) return this.deadlines.within(run);
    // A referenced timer (AbortSignal.timeout's is not): a hanging upstream must not let the process exit mid-run.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.env.timeoutMs ?? NODE_TIMEOUT_MS);
    try {
      return await run(controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  private lastFailed(call: string): boolean {
    const last = [...this.observed.calls].reverse().find((c) => c.calls.includes(call));
    return last !== undefined && (last.outcome !== 'response' || (last.status !== null && last.status >= 400));
  }

  /** The sign-in state now (the flow's effects move it on). */
  private current(): SignInState | null {
    return this.signInFlow?.state() ?? null;
  }

  private async dispatch(event: SignInEvent): Promise<void> {
    await this.signInFlow?.dispatch(event);
  }

  /**
   * OTP-10 in Node: the authorize address is followed (the provider session cookie comes back) and the hand-off marked
   * by the backend, as the page's in-page hand-off does; a network failure goes back into the sign-in as the page's does.
   */
  private async handOff(url: string): Promise<void> {
    try {
      const response = await this.within((signal) => this.env.fetch(url, { method: 'GET', signal }));
      this.event(response.status >= 300 && response.status < 400 ? 'authorize:redirected' : `authorize:${response.status}`);
    } catch (error) {
      this.event('authorize:failed');
      throw error;
    }
  }

  /**
   * After the hand-off the sign-in page goes where the core says (goto or the recorded redirect, validated:
   * `followAfterSignIn`), and the page loads signed in there; the welcome shows once, only to a page load that is still
   * signed in (ERR-39).
   */
  private async afterHandOff(notice: string | null): Promise<void> {
    await this.page().followAfterSignIn();
    await this.visit(this.observed.url);
    if (!notice) return;
    const view = this.observed.session;
    if (view === null || isAuthorised(view.userType)) this.show(notice);
    else this.event('signIn:welcome-skipped');
  }

  /** The sign-in modal's flow (the core's `signIn`), fed the step's inputs; the code comes from the simulator's outbox. */
  async signIn(step: Extract<ScenarioStep, { do: 'signIn' }>): Promise<void> {
    this.event('signIn:open');
    const core = this.page();
    this.signInFlow = await core.signIn({
      signedIn: (notice) => this.afterHandOff(notice),
      leave: (url) => void (this.observed.url = url),
      onState: (state) => void (this.observed.signIn = state),
      onMessage: (message) => this.show(message.text),
      showToast: (text) => this.show(text),
    });
    if (step.keepSignedIn) await this.dispatch({ type: 'KMSI_TOGGLED', checked: true });
    await this.dispatch({ type: 'INPUT_CHANGED', value: step.identifier });
    await this.dispatch({ type: 'SUBMIT_IDENTIFIER' });
    const state = this.current();
    if (!state) return;
    if (step.method === 'password') {
      if (state.name === 'verifyCode') await this.dispatch({ type: 'SWITCH_TO_PASSWORD' });
      if (this.current()?.name !== 'enterPassword') return;
      await this.dispatch({ type: 'PASSWORD_CHANGED', value: step.password ?? '' });
      await this.dispatch({ type: 'SUBMIT_PASSWORD' });
      return;
    }
    if (state.name !== 'verifyCode' || step.stopAtCode) return;
    await this.submitCode(step.code, state.session.sendPasscodeTo.value);
  }

  private async submitCode(kind: 'outbox' | 'wrong', to: string): Promise<void> {
    const sent = this.ctx.outbox.list().filter((m) => m.to.toLowerCase() === to.toLowerCase() || m.to.replace(/\D/g, '') === to.replace(/\D/g, ''));
    const latest = sent[sent.length - 1]?.passcode;
    let code = latest ?? '000000';
    if (kind === 'wrong') code = code === '000000' ? '111111' : '000000';
    await this.dispatch({ type: 'CODE_CHANGED', value: code });
    await this.dispatch({ type: 'SUBMIT_CODE' });
  }

  async resendCode(): Promise<void> {
    if (this.current()?.name !== 'verifyCode') {
      this.event('resend:not-on-code-panel');
      return;
    }
    await this.dispatch({ type: 'RESEND' });
  }

  /** Store change as the store modal makes it: the lookup when no store is named, then the core's store-change command. */
  async changeStore(step: Extract<ScenarioStep, { do: 'changeStore' }>): Promise<void> {
    if (!this.observed.session) return;
    const core = this.page();
    const preference: CanonicalPreference = preferenceOfTab(step.preference);
    let storeId = step.storeId;
    if (!storeId) {
      const found = await storesNear(this.backend, step.zipcode, (line) => this.observed.logs.push(line));
      if (!found.ok) {
        this.event('storeChange:lookup-failed');
        this.show(found.message);
        return;
      }
      storeId = found.first ?? undefined;
    }
    if (!storeId) {
      this.event('storeChange:no-store');
      return;
    }
    const outcome = await core.changeStore({ storeId, zipcode: step.zipcode, preference, ...(step.banner ? { banner: step.banner } : {}) });
    if (!outcome) return;
    if (outcome.kind === 'changed') {
      this.observed.session = outcome.view;
      this.show(outcome.message);
      this.show(storeId);
    } else if (outcome.kind === 'failed') this.show(outcome.message);
    else if (outcome.kind === 'reload') await this.visit(this.observed.url);
    else {
      // `expect.url` is a path and query (the other banner's host shows in the redirect event).
      const to = new URL(outcome.url, NODE_ORIGIN);
      this.observed.url = `${to.pathname}${to.search}`;
    }
  }

  /** GUEST-STORE-02..11 with the step's previous login and selector store: the page load's own guest store selection. */
  async guestStore(step: Extract<ScenarioStep, { do: 'guestStore' }>): Promise<void> {
    const resolved = await selectGuestStore({
      banner: this.banner.id,
      pathname: new URL(this.observed.url, NODE_ORIGIN).pathname,
      search: '',
      cookies: this.cookies,
      backend: this.backend,
      toggles: this.toggles,
      selectorPage: false,
      now: this.ctx.clock.now(),
      timeZone: 'America/Los_Angeles',
      given: { previousLogin: step.previousLogin ?? null, selectorStoreId: step.selectorStoreId ?? null },
    });
    const sel = resolved.selection;
    this.observed.output = resolved;
    this.event(`guestStore:${sel.source}`);
    const preference = canonicalPreference(sel.preference) ?? 'J4U';
    const base = this.observed.session;
    if (base) this.observed.session = { ...base, userType: 'G', storeId: sel.storeId, zipcode: sel.zipcode, preference, how: `guest store (${sel.source})`, rules: resolved.rules };
    this.show(sel.storeId);
    this.show(PREFERENCE_LABEL[preference]);
  }

  /** The marketplace product's shipping section: its options, or the fallback text and the rejection in the log (ERR-12). */
  private async shipping(bpn: string, view: SessionView): Promise<void> {
    const product = await this.api.catalogue.product({ shop: 'marketplace', bpn, storeId: view.storeId }).catch(() => null);
    if (!product?.seller) return;
    const load = await loadShipping(this.api.seller, { zipcode: view.zipcode, sellerId: product.seller.sellerId, upc: product.upc });
    this.event(`shipping:${load.status}`);
    if (load.status === 'failed') {
      this.show(load.text);
      this.observed.logs.push(load.log);
    } else for (const option of load.options) this.show(option.name);
  }

  /** Got it on the default-address tooltip (TOOLTIP-02..04): the core acknowledges (CALL-51); a failure is only a warning. */
  async acknowledgeTooltip(): Promise<void> {
    const tooltip = this.tooltip;
    if (!tooltip || !this.core?.getSnapshot().tooltip) {
      this.event('tooltip:none');
      return;
    }
    this.tooltip = null;
    this.observed.texts = this.observed.texts.filter((t) => t !== tooltip.text);
    await this.core.hideTooltip('got-it');
  }

  /** CALL-48 as the core runs it for a keep-me-signed-in user; a failure has signed the user out (the core's sign-out), and the page loads as a guest. */
  async refreshSession(): Promise<void> {
    const outcome = await this.page().refreshSession();
    if (outcome.kind === 'not-due') {
      this.event('refresh:not-due');
      return;
    }
    this.refreshEvents(outcome);
    if (outcome.kind === 'failed') await this.visit('/');
  }

  private refreshEvents(outcome: { kind: 'ok' } | { kind: 'failed'; status: number | null }): void {
    if (outcome.kind === 'ok') {
      this.event('refresh:ok');
      return;
    }
    this.event(`refresh:failed:${outcome.status ?? 'network'}`);
    this.event('signOut');
  }

  /** The header's Sign out: the core's sign-out (SIGNIN-05), then the guest session the page shows in place. */
  async signOut(): Promise<void> {
    const core = this.page();
    await core.signOut('shopper');
    const snapshot = core.getSnapshot();
    if (snapshot.session) {
      this.observed.session = snapshot.session;
      this.showSession(snapshot.session);
    }
    if (snapshot.toast) this.show(snapshot.toast.text);
  }
}
