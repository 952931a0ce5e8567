import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createContentClient } from './content';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const settings = config.targetedContent;
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const splash = { placement: 'home', storeId: '1502', uiPageSize: 4, householdId: 'h-1', assortmentChannel: 'delivery', platform: 'web' };
const targeted = { storeId: '1502', zipcode: '94611', banner: 'freshway', channel: 'instore', fragment: 'home', screenName: 'homepage', zone: 'top' };

function client(reply: Reply = () => jsonReply(503, {}, 'Service Unavailable')) {
  const { fetch, sent } = fakeFetch(reply);
  return { content: createContentClient({ config, env: testEnv(fetch) }), sent };
}

describe('content client (CALL-66, CALL-67)', () => {
  it('CALL-66 splash deals are POSTed to the splash path with the body; the answer is read with the schema', async () => {
    const answer = { dealsInfo: [{ id: 'd-1', title: 'Deal', imageUrl: '/d.png' }], p13nAdobeMetrics: {} };
    const { content, sent } = client(() => jsonReply(200, answer));
    expect(await content.splash(splash)).toEqual(answer);
    expect(readRequest(sent[0]!)).toEqual({ method: 'POST', address: settings.splashPath, query: {}, body: splash });
  });

  it('CALL-67 targeted content is POSTed to its endpoint with the body', async () => {
    const answer = { items: [{ type: 'title-header', designType: 'banner', webImageAsset: { src: '/a.png', alt: 'A' } }] };
    const { content, sent } = client(() => jsonReply(200, answer));
    expect(await content.targeted(targeted)).toEqual(answer);
    expect(readRequest(sent[0]!)).toEqual({ method: 'POST', address: settings.endpoint, query: {}, body: targeted });
  });

  it('CALLS-02 USER-TYPES-13 both carry the content subscription key, banner and traced headers, and the bearer only for an authorised caller', async () => {
    const { content, sent } = client();
    await rejectionOf(content.splash(splash, { userType: 'R', token: 'tok-r' }));
    await rejectionOf(content.targeted(targeted, { userType: 'G', token: 'tok-g' }));
    await rejectionOf(content.targeted(targeted));
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-r', null, null]);
    for (const r of sent) {
      expect(r.headers.get('ocp-apim-subscription-key')).toBe(settings.subscriptionKey);
      expect(r.headers.get('x-banner')).toBe(config.banner);
      expect(r.headers.get('x-correlation-id')).toMatch(V4);
      expect(r.headers.get('x-client-id')).toBe(config.identity.clientId);
    }
  });

  it('CALL-66 CALL-67 failures name the call; a malformed body is refused before any request, naming the field', async () => {
    const { content, sent } = client();
    const failed = await rejectionOf(content.splash(splash));
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ kind: 'status', call: 'CALL-66', status: 503 });
    expect(await rejectionOf(content.targeted(targeted))).toMatchObject({ kind: 'status', call: 'CALL-67', status: 503 });
    expect(await rejectionOf(content.targetedItem(targeted))).toMatchObject({ kind: 'status', call: 'CALL-67', status: 503 });
    expect(sent).toHaveLength(3);
    const badSplash = await rejectionOf(content.splash({ ...splash, storeId: 'x' }));
    expect(badSplash).toMatchObject({ kind: 'missing-input', call: 'CALL-66', field: 'storeId' });
    expect((badSplash as ApiError).message).toMatch(/^CALL-66 body is invalid at storeId: /);
    const badTargeted = await rejectionOf(content.targeted({ ...targeted, zipcode: '9461' }));
    expect(badTargeted).toMatchObject({ kind: 'missing-input', call: 'CALL-67', field: 'zipcode' });
    expect((badTargeted as ApiError).message).toMatch(/^CALL-67 body is invalid at zipcode: /);
    expect(sent).toHaveLength(3);
  });
});
