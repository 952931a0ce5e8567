import { pageScriptLines } from '../../../spec/scenarios/browser';
import type { PageScriptOutcome } from '../../../spec/scenarios/browser';
import type { Scenario, ScenarioStep } from '../../../spec/scenarios/schema';
import type { Api } from '../../../src/api/index';
import { accountFlowMessage, checkCreateAccount, checkNewPassword } from '../../../src/rules/accountForms';
import { toBackendError } from '../../../src/storefront/session/apiBackend';
import type { Backend } from '../../../src/storefront/session/backend';
import { BackendError } from '../../../src/storefront/session/backend';
import type { SessionView } from '../../../src/storefront/session/establish';
import { SIGN_IN_PATTERNS } from '../../../src/storefront/sign-in/signInInput';
import { PageApiError } from '../../../src/storefront/page-api/pageApi';
import type { Storefront } from '../../../src/storefront/storefront';
import type { SimContext } from '../../../simulator/core/context';
import type { Banner } from '../../../spec/schemas/banner';
import type { CookieJar } from '../../../src/storefront/cookies';
import { addReInitSite, FIRST_LOGIN_MARKER, REINIT_COOKIE } from '../../../src/rules/reinit';
import { reconcileOnLoad } from '../../../src/storefront/session/reconcile';
import { enrolPasskey } from '../../../src/storefront/passkey';
import { callerOf } from '../../../src/storefront/session/establish';
import type { Observed } from './observed';

/**
 * Scenario steps that are a page's screens or a page script rather than the driver's own page loads: each feeds its
 * inputs to the storefront core or the clients, and records what the page would show.
 */

/** What a step needs of the run: the page now, the simulator, the clients, and where it records what it saw. */
export interface StepHost {
  readonly ctx: SimContext;
  readonly api: Api;
  readonly backend: Backend;
  readonly scenario: Scenario;
  readonly observed: Observed;
  readonly banner: Banner;
  /** The cookies as the storefront reads and writes them on this site (B_ and ACI names under the plain ones). */
  readonly siteCookies: CookieJar;
  /** The page's core, if one is open. */
  readonly core: Storefront | null;
  /** The storefront core of the page now (a new page when none is open). */
  page(): Storefront;
  visit(path: string): Promise<void>;
  event(name: string): void;
  show(text: string): void;
  showSession(view: SessionView): void;
}

/**
 * A page script's call of the storefront's page API (src/storefront/page-api), with this run's cookies, clock and log. The
 * script passes an error callback and logs what it got, as the browser replay's script does.
 */
export async function pageApiStep(host: StepHost, call: Extract<ScenarioStep, { do: 'pageApi' }>['call'], value: unknown): Promise<void> {
  const core = host.page();
  const api = await core.pageApi();
  const before = core.getSnapshot().session;
  const callbacks: unknown[] = [];
  const options = { onError: (failure: unknown) => void callbacks.push(failure) };
  const calls: Record<typeof call, () => Promise<unknown>> = {
    'session.update': () => api.session.update(value),
    'crossBanner.update': () => api.crossBanner.update(value),
    'store.location': () => api.store.location(value, options),
    'store.addressLine': () => api.store.addressLine(value),
  };
  let outcome: PageScriptOutcome;
  try {
    const result = await calls[call]();
    host.event(`pageApi:${call}:ok`);
    outcome = { settled: 'resolved', value: result };
  } catch (error) {
    if (!(error instanceof PageApiError)) throw error;
    host.event(`pageApi:${call}:refused`);
    outcome = { settled: 'rejected', message: error.message };
  }
  host.observed.output = outcome;
  host.observed.logs.push(...pageScriptLines(call, outcome, callbacks));
  // An update the page API applied re-establishes the session in place: the header shows the new one.
  const after = core.getSnapshot().session;
  if (after && after !== before) {
    host.observed.session = after;
    host.showSession(after);
  }
}

/** The newest code the outbox holds for `to` with `purpose`, or a wrong one when the step asks for it. */
function codeFor(host: StepHost, to: string, purpose: string, kind: 'outbox' | 'wrong'): string {
  const sent = host.ctx.outbox.list().filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.purpose === purpose);
  const latest = sent.at(-1)?.passcode ?? '000000';
  if (kind === 'outbox') return latest;
  return /^\d+$/.test(latest) ? (latest === '000000' ? '111111' : '000000') : `${latest}-wrong`;
}

/**
 * Account creation and password reset (decision 0455) as their screens run them: the form's rule, the calls, the
 * emailed code from the outbox, then the core's SESSION-EST-15 command (its authorize hand-off followed in Node as
 * the sign-in's is) and the home page the screens go to once signed in. A refused call shows the flow's message.
 */
export async function accountStep(host: StepHost, step: Extract<ScenarioStep, { do: 'createAccount' | 'resetPassword' }>): Promise<void> {
  const { backend } = host;
  let sessionToken: string;
  try {
    if (step.do === 'createAccount') {
      const check = checkCreateAccount({ firstName: step.firstName, lastName: step.lastName, email: step.email, phone: step.phone, password: step.password }, SIGN_IN_PATTERNS.emailPattern);
      if (!check.valid) {
        host.event(`createAccount:invalid:${Object.keys(check.errors).join(',')}`);
        return;
      }
      const started = await backend.signup!({ ...check.values, banner: host.scenario.banner });
      host.event('createAccount:code-sent');
      await backend.verifySignup!(started.factorId, started.stateToken, codeFor(host, check.values.emailAddress, 'sign-up', step.code));
      sessionToken = (await backend.register!(started.stateToken)).sessionToken;
    } else {
      await backend.passwordToken!(step.email.trim());
      host.event('resetPassword:code-sent');
      const check = checkNewPassword({ code: codeFor(host, step.email.trim(), 'password-reset', step.code), password: step.password, confirm: step.password });
      if (!check.valid) {
        host.event(`resetPassword:invalid:${Object.keys(check.errors).join(',')}`);
        return;
      }
      sessionToken = (await backend.resetPassword!(check.values.code, check.values.password)).sessionToken;
    }
  } catch (error) {
    host.event(`${step.do}:refused`);
    host.show(accountFlowMessage(error instanceof BackendError ? error : toBackendError(error)).text);
    return;
  }
  host.event(`${step.do}:done`);
  const core = host.page();
  const outcome = await core.signInWithSessionToken(sessionToken, step.do === 'createAccount' ? 'account-created' : 'password-reset');
  host.event(`autoSignIn:${outcome}`);
  const toast = core.getSnapshot().toast;
  if (toast) host.show(toast.text);
  if (outcome === 'signed-in') await host.visit('/');
}

/** A client method called directly; its answer is the output, its error message what the caller shows. */
export async function callClientStep(host: StepHost, method: string, args: readonly unknown[]): Promise<void> {
  const [client, name] = method.split('.') as [string, string];
  const target = (host.api as unknown as Record<string, Record<string, unknown> | undefined>)[client];
  const fn = target?.[name];
  if (typeof fn !== 'function') throw new Error(`no client method ${method}`);
  try {
    const answer: unknown = await (fn as (...a: unknown[]) => Promise<unknown>).apply(target, [...args]);
    host.observed.output = { ok: true, value: answer };
    if (typeof answer === 'string') host.show(answer);
  } catch (error) {
    const e = error as { name?: string; message?: string; status?: number; statusText?: string; kind?: string };
    host.observed.output = { ok: false, error: { name: e.name, message: e.message, status: e.status, statusText: e.statusText, kind: e.kind } };
    host.show(e.message ?? String(error));
    host.event(`api:error:${e.kind ?? 'unknown'}`);
  }
}


/**
 * PROFILE-RECON: the storefront's page-load reconciliation (reconcileOnLoad: CALL-49, the decision, CALL-24 when
 * asked). `firstLogin` is the re-init cookie's first-login marker (SESSION-EST-10), read by the page load before it.
 */
export async function reconcileProfileStep(host: StepHost, firstLogin: boolean): Promise<void> {
  if (firstLogin) {
    host.siteCookies.set(REINIT_COOKIE, addReInitSite(host.siteCookies.get(REINIT_COOKIE), FIRST_LOGIN_MARKER), null);
    await host.visit(host.observed.url);
  }
  const view = host.observed.session;
  if (!view?.userInfo) {
    host.event('reconcile:no-user');
    return;
  }
  const outcome = await reconcileOnLoad(view, { backend: host.backend, cookies: host.siteCookies, banner: host.banner, now: host.ctx.clock.now() });
  if (outcome.kind === 'fetch-failed') {
    host.observed.output = outcome.failure;
    host.event(`reconcile:fetch-failed:${outcome.failure.action}`);
    return;
  }
  host.observed.output = outcome.decision;
  host.event(outcome.decision ? `reconcile:${outcome.decision.kind}` : 'reconcile:unreadable-profile');
  // PROFILE-RECON-06: the updated session is shown by a reload.
  if (outcome.kind === 'updated') await host.visit(host.observed.url);
}

/** Create a passkey from the prompt (PASSKEY-05): Node has no authenticator, so a valid answer stops at the credential. */
export async function createPasskeyStep(host: StepHost): Promise<void> {
  const view = host.observed.session;
  if (!host.core?.getSnapshot().passkey || !view) {
    host.event('passkey:no-prompt');
    return;
  }
  const result = await enrolPasskey({ backend: host.backend, caller: callerOf(view), uuid: view.userInfo?.UUID ?? null, webAuthn: null });
  host.event(result.ok ? 'passkey:created' : 'passkey:failed');
  if (!result.ok) host.show(result.message);
}

