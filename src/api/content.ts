import { SplashBody, SplashResponse, TargetedContentBody, TargetedContentResponse } from '../../spec/schemas/upstream/content';
import type { z } from 'zod';
import type { ApiContext } from './context';
import { missingInput } from './context';
import { buildHeaders, describeIssue, send, type Caller } from './http';

function checked<S extends z.ZodType>(call: string, schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { field, detail } = describeIssue(parsed.error);
  throw missingInput(call, `${call} body is invalid at ${field}: ${detail}`, undefined, field);
}

export function createContentClient({ config, env }: ApiContext) {
  const settings = config.targetedContent;
  const headers = (caller?: Caller) => buildHeaders(env, { subscriptionKey: settings.subscriptionKey, banner: config.banner, traced: true, clientId: config.identity.clientId, caller });
  return {
    /** CALL-66 splash deals: dealsInfo[] and p13nAdobeMetrics. */
    async splash(request: z.input<typeof SplashBody>, caller?: Caller, options: { signal?: AbortSignal } = {}): Promise<SplashResponse> {
      const body = checked('CALL-66', SplashBody, request);
      return (await send(env, { call: 'CALL-66', method: 'POST', url: settings.splashPath, headers: headers(caller), body, schema: SplashResponse, signal: options.signal })).data;
    },
    /** CALL-67 MISC-05 targeted content: items[0] title-header, designType, webImageAsset. */
    async targeted(request: z.input<typeof TargetedContentBody>, caller?: Caller, options: { signal?: AbortSignal } = {}): Promise<TargetedContentResponse> {
      const body = checked('CALL-67', TargetedContentBody, request);
      return (await send(env, { call: 'CALL-67', method: 'POST', url: settings.endpoint, headers: headers(caller), body, schema: TargetedContentResponse, signal: options.signal })).data;
    },
  };
}
export type ContentClient = ReturnType<typeof createContentClient>;
type SplashResponse = z.infer<typeof SplashResponse>;
type TargetedContentResponse = z.infer<typeof TargetedContentResponse>;
