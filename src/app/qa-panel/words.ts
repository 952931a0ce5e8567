import type { ActiveFault, FaultKind } from '../../../spec/schemas/faults';
import type { ScenarioExpectation, ScenarioStep } from '../../../spec/scenarios/schema';

/** The fault vocabulary's kinds (spec/schemas/faults.ts) in words; a Record, so a new kind fails the typecheck here. */
export const KIND_WORDS: Record<FaultKind['kind'], string> = {
  status: 'HTTP status',
  'error-code': 'spec error code',
  latency: 'slow answer',
  'network-error': 'connection fails',
  'malformed-json': 'body not JSON',
  'truncated-body': 'body cut in half',
  timeout: 'no answer (timeout)',
  'rate-limit': 'rate limited (429)',
};
export const FAULT_KINDS = Object.keys(KIND_WORDS) as FaultKind['kind'][];

export function duration(ms: number): string {
  if (ms % 3_600_000 === 0 && ms > 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0 && ms > 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function kindInWords(f: FaultKind): string {
  switch (f.kind) {
    case 'status':
      return `answers HTTP ${f.status}${f.code ? ` (${f.code})` : ''}`;
    case 'error-code':
      return `answers error ${f.code}${f.status ? ` (HTTP ${f.status})` : ''}`;
    case 'latency':
      return f.ms !== undefined ? `answers ${duration(f.ms)} late` : `answers ${duration(f.min ?? 0)} to ${duration(f.max ?? 0)} late`;
    case 'network-error':
      return 'the connection fails';
    case 'malformed-json':
      return 'answers 200 with a body that is not JSON';
    case 'truncated-body':
      return 'answers with the body cut in half';
    case 'timeout':
      return 'never answers (timeout)';
    case 'rate-limit':
      return `answers 429, retry after ${f.retryAfter} s`;
  }
}

/** One fault as a sentence: which service and route, what goes wrong, for how many calls. */
export function faultInWords(f: ActiveFault): string {
  const service = f.target.service ?? 'every service';
  const route = f.target.path ? `${f.target.method ?? 'any method'} ${f.target.path}` : 'every route';
  const times = f.remaining === null ? '' : `, ${f.remaining} more call${f.remaining === 1 ? '' : 's'}`;
  return `${service} · ${route}: ${kindInWords(f.fault)}${times}`;
}

/** A scenario step as the person walking through it would do it. */
export function stepInWords(step: ScenarioStep): string {
  switch (step.do) {
    case 'visit':
      return `Open ${step.path}`;
    case 'signIn': {
      const how = step.method === 'password' ? 'the password' : step.code === 'wrong' ? 'a wrong one-time code' : 'the one-time code from the outbox';
      return `Sign in as ${step.identifier} with ${how}${step.keepSignedIn ? ', keep me signed in' : ''}${step.stopAtCode ? ' (stop on the code panel)' : ''}`;
    }
    case 'resendCode':
      return 'Resend the code';
    case 'submitCode':
      return step.code === 'wrong' ? 'Submit a wrong code' : 'Submit the newest code from the outbox';
    case 'changeStore':
      return `Change store: ZIP ${step.zipcode}, ${step.preference}${step.storeId ? `, store ${step.storeId}` : ''}${step.banner ? ` on ${step.banner}` : ''}`;
    case 'signOut':
      return 'Sign out';
    case 'cart':
      return step.action === 'refresh' ? 'Read the cart again' : `Cart: ${step.action} ${step.name ?? step.upc ?? ''}${step.qty === undefined ? '' : ` × ${step.qty}`}${step.sellerId ? ` (seller ${step.sellerId})` : ''}`;
    case 'checkout':
      return `Check out for ${step.fulfillment} with the first open time`;
    case 'orders':
      return 'Open Orders in the account menu';
    case 'search':
      return `Search for “${step.q}”`;
    case 'advanceClock':
      return `Advance the simulator clock by ${duration(step.ms)}`;
    case 'setCookie':
      return `Set the cookie ${step.name} to “${step.value}”`;
    case 'setStorage':
      return `Set ${step.area} storage ${step.key} to “${step.value}”`;
    case 'createPasskey':
      return 'Accept the passkey offer';
    case 'refreshSession':
      return 'Let the session refresh (CALL-48)';
    case 'pageApi':
      return `A page script calls storefront ${step.call}`;
    case 'rule':
      return `The rule ${step.module} decides (no page shows it on its own)`;
    case 'guestStore':
      return 'The guest store selection runs as the page loads';
    case 'acknowledgeTooltip':
      return 'Select Got it on the delivery address tooltip';
    case 'reconcileProfile':
      return `The profile is reconciled as the page loads${step.firstLogin ? ' (first login)' : ''}`;
    case 'api':
      return `The storefront calls ${step.method}`;
    case 'createAccount':
      return `Create an account for ${step.email} with ${step.code === 'wrong' ? 'a wrong code' : 'the code from the outbox'}`;
    case 'resetPassword':
      return `Reset the password of ${step.email} with ${step.code === 'wrong' ? 'a wrong reset code' : 'the reset code from the outbox'}`;
  }
}

const presence = (v: string | { present: boolean }) => (typeof v === 'string' ? `is “${v}”` : v.present ? 'is set' : 'is not set');

/** What the scenario expects at its end, one checkable line each. */
export function expectationInWords(e: ScenarioExpectation): string[] {
  return [
    ...e.text.map((t) => `You see “${t}”`),
    ...e.notText.map((t) => `You do not see “${t}”`),
    ...(e.url ? [`The page ends on ${e.url}`] : []),
    ...Object.entries(e.session).map(([k, v]) => `Session ${k} is ${String(v)}`),
    ...Object.entries(e.cookies).map(([k, v]) => `Cookie ${k} ${presence(v)}`),
    ...Object.entries(e.storage).map(([k, v]) => `Storage ${k} ${presence(v)}`),
    ...e.calls.map((c) => `${c} is called`),
    ...e.notCalls.map((c) => `${c} is not called`),
    ...e.events.map((c) => `Event ${c} happens`),
    ...e.notEvents.map((c) => `Event ${c} does not happen`),
    ...e.logs.map((c) => `The storefront logs “${c}”`),
    ...Object.entries(e.output).map(([k, v]) => `The rule answers ${k} = ${JSON.stringify(v)}`),
  ];
}
