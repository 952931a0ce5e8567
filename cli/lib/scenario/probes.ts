import { z } from 'zod';
import { ruleModule } from '../../../src/rules/registry';
import { storeAddressLine } from '../../../src/rules/address';
import { deviceId } from '../../../src/rules/configRules';
import { validateCrossBannerUpdate } from '../../../src/rules/crossBanner';
import { storeResolverErrorText } from '../../../src/rules/errorMessages';
import { sessionRefreshFailure } from '../../../src/rules/refreshFailure';
import { serverErrorRedirect } from '../../../src/rules/pages';
import { readCreateFactorResponse } from '../../../src/rules/passkey';
import { profileFetchFailure } from '../../../src/rules/profileReconciliation';
import { validateRedirect } from '../../../src/rules/redirect';
import { parseSessionCookie } from '../../../src/rules/sessionCookie';
import { validateSessionUpdate } from '../../../src/rules/sessionUpdate';
import { assistantSignIn } from '../../../src/rules/signInMachine';
import { planStoreChange } from '../../../src/rules/storeChange';
import { ackFailure } from '../../../src/rules/tooltip';

/** What a `rule` step leaves behind: the decision itself, and what of it a user sees, a log gets, or fires. */
export interface ProbeAnswer {
  output: unknown;
  texts: string[];
  logs: string[];
  events: string[];
}

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Keys whose string values a user sees, and keys whose values go to the console. */
const SHOWN = new Set(['message', 'text', 'toast', 'tooltip', 'title']);
const LOGGED = new Set(['log', 'warning', 'warn']);

function harvest(value: unknown, answer: ProbeAnswer, key = '', depth = 0): void {
  if (depth > 8) return;
  if (typeof value === 'string') {
    if (SHOWN.has(key)) answer.texts.push(value);
    if (LOGGED.has(key)) answer.logs.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) harvest(item, answer, key, depth + 1);
    return;
  }
  if (value instanceof Error) {
    answer.texts.push(value.message);
    return;
  }
  if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) harvest(v, answer, k, depth + 1);
}

/**
 * Decisions the storefront takes inside one function rather than over the network, named for scenarios. Each takes
 * the step's `input` as untrusted data, as the storefront would receive it.
 */
const probes: Record<string, (input: unknown) => unknown> = {
  'session-update': (input) => validateSessionUpdate(obj(input).value),
  'cross-banner-update': (input) => validateCrossBannerUpdate(obj(input).value),
  'redirect-target': (input) => {
    const i = obj(input);
    return validateRedirect(i.target, { trustedDomains: Array.isArray(i.trustedDomains) ? i.trustedDomains.map(String) : [], defaultRedirect: typeof i.defaultRedirect === 'string' ? i.defaultRedirect : '/' });
  },
  'device-id': (input) => {
    const i = obj(input);
    const md5 = i.md5 === true ? (s: string) => `md5:${s.length}` : null;
    return deviceId({ userAgent: typeof i.userAgent === 'string' ? i.userAgent : '', plugins: [], screen: { width: 1280, height: 800, colorDepth: 24 } }, md5);
  },
  'store-address-line': (input) => ({ text: storeAddressLine(obj(input).body), rules: ['ADDRESS-07'] }),
  'store-resolver-error': (input) => {
    const i = obj(input);
    const r = storeResolverErrorText(i.call === 'sync' ? 'sync' : 'address', i.error);
    return { error: { message: r.text }, rules: r.rules };
  },
  'session-cookie': (input) => parseSessionCookie(obj(input).raw),
  'session-refresh-failure': (input) => {
    const status = obj(input).status;
    return sessionRefreshFailure(typeof status === 'number' ? status : null);
  },
  'assistant-sign-in': (input) => assistantSignIn(obj(obj(input).stored), 'http://127.0.0.1:4173/idp/oauth2/default', 'scenario-nonce'),
  'passkey-create-factors': (input) => readCreateFactorResponse(obj(input).body),
  'tooltip-ack-failure': (input) => ackFailure(obj(input).error),
  'server-error-redirect': (input) => ({ redirect: serverErrorRedirect(Number(obj(input).status)), rules: ['PAGES-07'] }),
  'profile-fetch-failure': (input) => {
    const i = obj(input);
    return profileFetchFailure(typeof i.status === 'number' ? i.status : null, typeof i.userId === 'string' ? i.userId : null);
  },
  'profile-update-without-user-id': (input) => {
    const i = obj(input);
    return planStoreChange({
      userId: i.userId,
      userType: 'C',
      siteBanner: 'freshway',
      target: { banner: 'freshway', storeId: '1502', zipcode: '94611', preference: 'J4U' },
      currentInfo: {},
      currentUrl: 'http://127.0.0.1:4173/',
    });
  },
};

export const probeNames = (): string[] => Object.keys(probes);

/**
 * Runs a named probe, else the registered rule module of that name (its zod schema validates the input). Throws when
 * neither exists, or the module refuses the input: the scenario then fails with that message.
 */
export function runProbe(name: string, input: unknown): ProbeAnswer {
  const answer: ProbeAnswer = { output: undefined, texts: [], logs: [], events: [] };
  const probe = probes[name];
  let output: unknown;
  if (probe) output = probe(input);
  else {
    const module = ruleModule(name);
    if (!module) throw new Error(`no probe or rule module named ${name}`);
    const parsed = z.safeParse(module.input, input);
    if (!parsed.success) throw new Error(`rule module ${name} refused the input: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    output = module.run(parsed.data);
  }
  answer.output = output;
  harvest(output, answer);
  answer.events.push(`rule:${name}`);
  return answer;
}
