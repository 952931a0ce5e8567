import { HealthLogoutResponse, HealthSessionResponse } from '../../spec/schemas/upstream/health';
import type { ApiContext } from './context';
import { buildHeaders, send } from './http';

/** The health app's same-origin session calls (the spec names the paths without a service base). */
export function createHealthClient({ config, env }: ApiContext) {
  const origin = config.domain.servletBase.replace(/\/+$/, '');
  const headers = () => buildHeaders(env, {});
  return {
    /** CALL-71 the hand-off handshake: opens or reuses the health session of this browser. */
    async session(options: { signal?: AbortSignal } = {}): Promise<HealthSessionResponse> {
      return (await send(env, { call: 'CALL-71', method: 'GET', url: `${origin}/health/users/session`, headers: headers(), credentials: 'include', schema: HealthSessionResponse, signal: options.signal })).data;
    },
    /** CALL-63 ends the health session on sign-out. */
    async logout(options: { signal?: AbortSignal } = {}): Promise<HealthLogoutResponse> {
      return (
        await send(env, { call: 'CALL-63', method: 'DELETE', url: `${origin}/health/users/healthSession`, headers: headers(), body: { isLoggedOut: true }, credentials: 'include', schema: HealthLogoutResponse, signal: options.signal })
      ).data;
    },
  };
}
export type HealthClient = ReturnType<typeof createHealthClient>;
