import { describe, expect, it, vi } from 'vitest';
import { simulatorConfig } from '../../../spec/config/endpoints';
import { parseConfigObject } from '../../../spec/schemas/config';
import { KMSI_COOKIE } from '../../rules/cookieNames';
import { memoryCookieJar } from '../cookies';
import { memoryStorage } from '../ports';
import { unavailableBackend } from '../session/backend';
import { signInWithSessionToken } from './autoSignIn';

const NOW = 1_800_000_000_000;
const DAY_MS = 86_400_000;

function run(sessionToken: string, reason: 'password-reset' | 'account-created') {
  const config = parseConfigObject(simulatorConfig('freshway'));
  const order: string[] = [];
  const followAuthorize = vi.fn(async (url: string) => void order.push(`authorize ${url}`));
  const local = memoryStorage();
  const cookies = memoryCookieJar();
  const trace: string[] = [];
  const ids = ['state-1', 'nonce-1'];
  const outcome = signInWithSessionToken({
    ports: { backend: { ...unavailableBackend, followAuthorize }, config, clock: { now: () => NOW, setTimeout: () => 0, clearTimeout: () => undefined }, local, freshId: () => ids.shift()! },
    cookies,
    sessionToken,
    reason,
    trace: (e) => void trace.push(e),
    afterHandOff: async () => void order.push('established'),
  });
  return { outcome, config, order, followAuthorize, local, cookies, trace };
}

describe('the sign-in with a session token', () => {
  it('SESSION-EST-15 OTP-10 stores the notice, sets remember-me for 90 days, follows the authorize address, then establishes the session', async () => {
    const r = run('sess-7', 'password-reset');
    expect(await r.outcome).toBe('signed-in');
    expect(JSON.parse(r.local.getItem('notifyMessage')!)).toEqual({ message: 'Password successfully updated!', isDisplayed: false });
    expect(r.cookies.get(KMSI_COOKIE)).toBe('true');
    expect(r.cookies.expiries.get(KMSI_COOKIE)).toBe(NOW + 90 * DAY_MS);
    expect(r.order).toHaveLength(2);
    expect(r.order[1]).toBe('established');
    const url = new URL(r.order[0]!.replace(/^authorize /, ''), 'http://www.freshway.test');
    expect(url.pathname).toBe(`${new URL(r.config.identity.issuer, 'http://www.freshway.test').pathname.replace(/\/+$/, '')}/v1/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: r.config.identity.clientId, redirect_uri: r.config.identity.redirectUri, state: 'state-1', nonce: 'nonce-1', sessionToken: 'sess-7' });
    expect(r.trace).toEqual(['autoSignIn:authorize']);
  });

  it('SESSION-EST-15 an account creation stores its own notice', async () => {
    const r = run('sess-8', 'account-created');
    await r.outcome;
    expect(JSON.parse(r.local.getItem('notifyMessage')!)).toMatchObject({ message: 'Account successfully created! You are now signed in.' });
  });

  it('SESSION-EST-15 an empty session token is refused: nothing stored, set, followed or established', async () => {
    const r = run('  ', 'account-created');
    expect(await r.outcome).toBe('refused');
    expect(r.local.getItem('notifyMessage')).toBeNull();
    expect(r.cookies.all()).toEqual({});
    expect(r.order).toEqual([]);
    expect(r.trace).toEqual(['autoSignIn:refused']);
  });
});
