import { describe, expect, it } from 'vitest';
import { BackendError, unavailableBackend } from './backend';

const rejectionOf = (call: Promise<unknown>): Promise<unknown> => call.then(() => undefined, (e: unknown) => e);

describe('a backend whose every call fails (the page still renders with the spec\'s fallbacks)', () => {
  it('SESSION-EST-19 user info answers nothing, no stores are found, no store address is known, and the sign-out still ends', async () => {
    expect(await unavailableBackend.userInfo()).toBeNull();
    expect(await unavailableBackend.storesForZip('94611')).toEqual([]);
    expect(await unavailableBackend.storeAddress('1502')).toBeNull();
    await expect(unavailableBackend.signOut()).resolves.toBeUndefined();
  });

  it('ERR-42 the store resolver validation throws \'Error in store resolver\', with no HTTP status', async () => {
    const error = await rejectionOf(unavailableBackend.validateStore({ banner: 'freshway', storeId: '1502', preference: 'instore' }));
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ message: 'Error in store resolver', status: null });
  });

  it('the four sign-in calls fail alike: a BackendError without a status, one message that says sign-in is not there', async () => {
    const failures = await Promise.all([unavailableBackend.authn('ana@example.com'), unavailableBackend.sendCode('email-1', 'st'), unavailableBackend.verify('email-1', 'st', '123456'), unavailableBackend.followAuthorize('/authorize')].map(rejectionOf));
    for (const error of failures) {
      expect(error).toBeInstanceOf(BackendError);
      expect(error).toMatchObject({ status: null, message: expect.stringMatching(/sign-in/i) });
    }
    expect(new Set(failures.map((e) => (e as Error).message)).size).toBe(1);
  });
});

describe('the backend\'s failure', () => {
  it('carries its status and, unless given, no code, server message, status text or body; its name is its own', () => {
    const plain = new BackendError('failed', 503);
    expect(plain).toBeInstanceOf(Error);
    expect(plain).toMatchObject({ name: 'BackendError', message: 'failed', status: 503, code: null, serverMessage: null, statusText: null, body: undefined });
    const full = new BackendError('failed', 400, 'CSMS-1', 'Bad zip', 'Bad Request', { errorCode: 'CSMS-1' });
    expect(full).toMatchObject({ status: 400, code: 'CSMS-1', serverMessage: 'Bad zip', statusText: 'Bad Request', body: { errorCode: 'CSMS-1' } });
  });
});
