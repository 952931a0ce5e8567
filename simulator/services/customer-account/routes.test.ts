import { describe, expect, it } from 'vitest';
import { PasswordResetResponse } from '../../../spec/schemas/upstream/customerAccount';
import { createSimContext } from '../../core/context';
import { knownCustomers } from '../../core/fixtures';
import { redeemSessionToken } from '../identity/authn';
import { factorIdOf } from '../identity/seed';
import { invoke } from '../identity/testing';
import { messagingRoutes } from '../messaging/routes';
import { PASSWORD_TOKEN_TTL_MS } from '../messaging/routes';
import { customerAccountRoutes } from './routes';

const expired = knownCustomers.expiredPassword;
const resetAt = (ctx: ReturnType<typeof createSimContext>, body: unknown) => invoke(customerAccountRoutes, ctx, 'POST', '/apim/customer/api/uca/pwd', { body });

/** CALL-40 /pwd/token for the customer, and the code the email carried. */
async function sendResetCode(ctx: ReturnType<typeof createSimContext>, email: string): Promise<string> {
  const sent = await invoke(messagingRoutes, ctx, 'POST', '/apim/csms/csmsservice/api/csms/pwd/token', { body: { emailAddress: email } });
  expect(sent.status).toBe(200);
  const mail = ctx.outbox.list({ to: email }).find((m) => m.purpose === 'password-reset');
  return mail!.passcode;
}

describe('CALL-39 /pwd password reset', () => {
  it('CALL-39 OTP-05 SESSION-EST-15 the emailed code sets the new password, ends the expiry and answers a session token that signs in once', async () => {
    const ctx = createSimContext();
    const code = await sendResetCode(ctx, expired.email);
    const res = await resetAt(ctx, { token: code, password: 'N3w-Passw0rd' });
    expect(res.status).toBe(200);
    const { sessionToken } = PasswordResetResponse.parse(res.body);
    expect(redeemSessionToken(ctx, sessionToken)).toBe(expired.uuid);
    const customer = ctx.db.customer.findFirst({ where: { id: { equals: expired.uuid } } });
    expect(customer).toMatchObject({ password: 'N3w-Passw0rd', passwordExpired: false });
    expect(ctx.db.identityFactor.findFirst({ where: { id: { equals: factorIdOf('password', expired.uuid) } } })).toBeTruthy();
    // The code is used up.
    expect((await resetAt(ctx, { token: code, password: 'An0ther-Passw0rd' })).status).toBe(401);
  });

  it('an unknown or expired code is the same 401 RESET_TOKEN_INVALID; a short password is a 400 naming the field', async () => {
    const ctx = createSimContext();
    const code = await sendResetCode(ctx, expired.email);
    expect((await resetAt(ctx, { token: code, password: 'short' })).status).toBe(400);
    ctx.clock.advance(PASSWORD_TOKEN_TTL_MS);
    const late = await resetAt(ctx, { token: code, password: 'N3w-Passw0rd' });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ errors: [{ code: 'RESET_TOKEN_INVALID' }] });
    expect((await resetAt(ctx, { token: 'pwd-nope', password: 'N3w-Passw0rd' })).status).toBe(401);
    expect(ctx.db.customer.findFirst({ where: { id: { equals: expired.uuid } } })?.passwordExpired).toBe(true);
  });
});
