import { describe, expect, it } from 'vitest';
import { parseConfigObject } from '../../spec/schemas/config';
import { ApiError } from './http';
import { createSponsoredClient } from './sponsored';
import { fakeFetch, jsonReply, readRequest, rejectionOf, testConfig, testEnv, type Reply } from '../../tests/support/api';

const config = parseConfigObject(testConfig());
const settings = config.sponsored;
const input = { pagename: 'home', storeId: '1502', taxonomyPath: 'root/dairy', channel: 'delivery' as const, sid: 's-1' };

function client(reply: Reply = () => jsonReply(200, { icons: [] })) {
  const { fetch, sent } = fakeFetch(reply);
  return { sponsored: createSponsoredClient({ config, env: testEnv(fetch) }), sent };
}

describe('sponsored icons client (CALL-55)', () => {
  it('CALL-55 SPONSORED-03 the icons are a GET of the configured endpoint with the rule\'s query and the traced headers', async () => {
    const icons = { icons: [{ content: { categoryId: 'c-1', backgroundImage: '/i.png' }, eventTracking: {} }] };
    const { sponsored, sent } = client(() => jsonReply(200, icons));
    expect(await sponsored.icons(input)).toEqual(icons);
    expect(readRequest(sent[0]!)).toEqual({
      method: 'GET',
      address: settings.iconsEndpoint,
      query: { source: settings.source, banner: 'freshway', pagename: 'home', position: 'CategoryIcon', slots: '1,-14', storeId: '1502', taxonomyId: 'ProductAlike', taxonomyPath: 'root/dairy', channel: 'delivery' },
      body: undefined,
    });
    expect(sent[0]!.headers.get('ocp-apim-subscription-key')).toBe(settings.subscriptionKey);
    expect(sent[0]!.headers.get('x-correlation-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[0]!.headers.get('x-client-id')).toBe(config.identity.clientId);
    expect(sent[0]!.headers.has('authorization')).toBe(false);
  });

  it('CALL-55 USER-TYPES-13 the bearer goes for an authorised caller only', async () => {
    const { sponsored, sent } = client();
    await sponsored.icons(input, { userType: 'R', token: 'tok-r' });
    await sponsored.icons(input, { userType: 'G', token: 'tok-g' });
    await sponsored.icons(input, { userType: 'C' });
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok-r', null, null]);
  });

  it('CALL-55 SPONSORED-03 without a store or a channel there is no request, the refusal naming which', async () => {
    const { sponsored, sent } = client();
    const noStore = await rejectionOf(sponsored.icons({ ...input, storeId: '' }));
    expect(noStore).toBeInstanceOf(ApiError);
    expect(noStore).toMatchObject({ kind: 'missing-input', call: 'CALL-55', field: 'storeId', message: 'CALL-55 input is invalid at storeId: no sponsored icons without a store' });
    const noChannel = await rejectionOf(sponsored.icons({ ...input, channel: '' as 'delivery' }));
    expect(noChannel).toMatchObject({ kind: 'missing-input', call: 'CALL-55', field: 'channel', message: 'CALL-55 input is invalid at channel: no sponsored icons without a channel' });
    const noPage = await rejectionOf(sponsored.icons({ ...input, pagename: '' }));
    expect(noPage).toMatchObject({ kind: 'missing-input', call: 'CALL-55', field: 'pagename' });
    expect((noPage as ApiError).message).toMatch(/^CALL-55 query is invalid at pagename: /);
    expect(sent).toHaveLength(0);
  });

  it('CALL-55 a failure names the call', async () => {
    const { sponsored } = client(() => jsonReply(500, {}, 'Internal Server Error'));
    expect(await rejectionOf(sponsored.icons(input))).toMatchObject({ kind: 'status', call: 'CALL-55', status: 500 });
  });
});
