import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../ports';
import { PROG_PROF_EMAIL_KEY, signInEmailPrefill } from './emailPrefill';

function prefill(search: string, options: { stored?: string; lookup?: (token: string) => Promise<string>; noLookup?: boolean } = {}) {
  const session = memoryStorage();
  if (options.stored !== undefined) session.setItem(PROG_PROF_EMAIL_KEY, options.stored);
  const unsubscribeEmail = vi.fn(options.lookup ?? (async () => 'looked-up@example.com'));
  const logged: string[] = [];
  const result = signInEmailPrefill({ search, session, backend: options.noLookup ? {} : { unsubscribeEmail }, log: (line) => void logged.push(line) });
  return { result, unsubscribeEmail, logged };
}

describe('the email the sign-in starts with', () => {
  it('SIGNIN-08 progProfUser pre-fills the stored progressive-profile email and locks it, asking nothing', async () => {
    const { result, unsubscribeEmail } = prefill('?progProfUser=true&emailToken=tok', { stored: 'pp@example.com' });
    expect(await result).toEqual({ email: 'pp@example.com', locked: true });
    expect(unsubscribeEmail).not.toHaveBeenCalled();
  });

  it('SIGNIN-08 emailToken asks the anonymous unsubscribe lookup with the token; its address is pre-filled, editable', async () => {
    const { result, unsubscribeEmail } = prefill('?emailToken=tok-9', { lookup: async () => '  un@example.com ' });
    expect(await result).toEqual({ email: 'un@example.com', locked: false });
    expect(unsubscribeEmail).toHaveBeenCalledWith('tok-9');
  });

  it('SIGNIN-08 an empty answer, or no lookup at all, leaves the field empty', async () => {
    expect(await prefill('?emailToken=tok', { lookup: async () => '   ' }).result).toBeNull();
    expect(await prefill('?emailToken=tok', { noLookup: true }).result).toBeNull();
  });

  it('SIGNIN-08 a failed lookup leaves the field empty and is logged', async () => {
    const failed = prefill('?emailToken=tok', { lookup: async () => Promise.reject(new Error('HTTP 500')) });
    expect(await failed.result).toBeNull();
    expect(failed.logged).toHaveLength(1);
    expect(failed.logged[0]).toContain('HTTP 500');
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a port may reject with something that is no Error
    const odd = prefill('?emailToken=tok', { lookup: async () => Promise.reject('gone') });
    expect(await odd.result).toBeNull();
    expect(odd.logged[0]).toContain('gone');
  });

  it('SIGNIN-08 without either flag nothing is pre-filled and nothing asked', async () => {
    const { result, unsubscribeEmail } = prefill('', { stored: 'pp@example.com' });
    expect(await result).toBeNull();
    expect(unsubscribeEmail).not.toHaveBeenCalled();
  });
});
