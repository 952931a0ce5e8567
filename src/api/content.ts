import { SplashBody, SplashResponse, TargetedContentBody, TargetedContentResponse } from '../../spec/schemas/upstream/content';
import type { z } from '../../spec/schemas/zod';
import { targetedContentItem, targetedContentRequest } from '../rules/targetedContent';
import type { ApiContext } from './context';
import { checkedInput } from './context';
import { buildHeaders, send, type Caller } from './http';

export function createContentClient({ config, env }: ApiContext) {
  const settings = config.targetedContent;
  const headers = (caller?: Caller) => buildHeaders(env, { subscriptionKey: settings.subscriptionKey, banner: config.banner, traced: true, clientId: config.identity.clientId, caller });
  /** CALL-67 MISC-05 targeted content: items[0] title-header, designType, webImageAsset. */
  async function targeted(request: z.input<typeof TargetedContentBody>, caller?: Caller, options: { signal?: AbortSignal } = {}): Promise<TargetedContentResponse> {
    // MISC-05: deliveryTimeZone travels only when known.
    const body = await checkedInput('CALL-67', TargetedContentBody, targetedContentRequest(request), 'CALL-67 body');
    return (await send(env, { call: 'CALL-67', method: 'POST', url: settings.endpoint, headers: headers(caller), body, schema: TargetedContentResponse, signal: options.signal })).data;
  }
  return {
    /** CALL-66 splash deals: dealsInfo[] and p13nAdobeMetrics. */
    async splash(request: z.input<typeof SplashBody>, caller?: Caller, options: { signal?: AbortSignal } = {}): Promise<SplashResponse> {
      const body = await checkedInput('CALL-66', SplashBody, request, 'CALL-66 body');
      return (await send(env, { call: 'CALL-66', method: 'POST', url: settings.splashPath, headers: headers(caller), body, schema: SplashResponse, signal: options.signal })).data;
    },
    targeted,
    /** CALL-67 read by MISC-05: the answer's first item (type, designType, webImageAsset), or null when it has none. */
    async targetedItem(request: z.input<typeof TargetedContentBody>, caller?: Caller, options: { signal?: AbortSignal } = {}) {
      return targetedContentItem(await targeted(request, caller, options));
    },
  };
}
export type ContentClient = ReturnType<typeof createContentClient>;
type SplashResponse = z.infer<typeof SplashResponse>;
type TargetedContentResponse = z.infer<typeof TargetedContentResponse>;
