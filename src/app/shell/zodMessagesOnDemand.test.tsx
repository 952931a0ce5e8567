// The live build's zod (spec/schemas/zodOnDemand.ts, put in place of spec/schemas/zod.ts by build/zodMessagesOnDemand.ts) fetches
// the English messages with the first message. Every message a shopper sees or a log records must be the one the
// eager module gives: these tests run the page's code over the on-demand module, from a zod with no messages yet.
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

vi.mock('../../../spec/schemas/zod', () => import('../../../spec/schemas/zodOnDemand'));

beforeEach(() => {
  // A fresh copy of every module (the on-demand module has fetched nothing) over a zod with no messages configured.
  vi.resetModules();
  config({ localeError: undefined });
});
afterEach(() => {
  config(en());
  document.body.innerHTML = '';
});

describe('zod messages fetched on demand (the live build)', () => {
  it('a parse before the messages have arrived says only "Invalid input"; once fetched, the English message', async () => {
    const { z, zodMessages } = await import('../../../spec/schemas/zodOnDemand');
    const schema = z.object({ zipcode: z.string() });
    expect(z.safeParse(schema, { zipcode: 94611 }).error?.issues[0]?.message).toBe('Invalid input');
    await zodMessages();
    expect(z.safeParse(schema, { zipcode: 94611 }).error?.issues[0]?.message).toBe('Invalid input: expected string, received number');
  });

  it('CALL-22 an answer that does not match its schema is named with the same message as when the messages were there', async () => {
    const { send } = await import('../../api/http');
    const { z } = await import('../../../spec/schemas/zod');
    const fetch = async () => new Response(JSON.stringify({ flags: 'no' }), { status: 200, headers: { 'content-type': 'application/json' } });
    const env = { fetch, random: () => 0.5, now: () => 0, log: () => undefined };
    const failure = send(env, { call: 'CALL-22', method: 'GET', url: 'http://127.0.0.1:9/flags', headers: {}, schema: z.object({ flags: z.array(z.string()) }) });
    await expect(failure).rejects.toMatchObject({ kind: 'unexpected-body', field: 'flags', message: 'CALL-22 unexpected body at flags: Invalid input: expected array, received string' });
  });

  it('CALL-07 a call\'s input that its schema refuses is named with the same message, before any request', async () => {
    const { checkedInput } = await import('../../api/context');
    const { z } = await import('../../../spec/schemas/zod');
    const refused = checkedInput('CALL-07', z.object({ quantity: z.int() }), { quantity: 'two' }, 'CALL-07 body');
    await expect(refused).rejects.toMatchObject({ kind: 'missing-input', field: 'quantity' });
    await expect(refused).rejects.toThrow(/^CALL-07 body is invalid at quantity: Invalid input: expected number, received string$/);
  });

  it('CONFIG-01 the configuration error screen names the bad field with the same message', async () => {
    const { bootStorefront } = await import('./boot');
    const { simulatorConfig } = await import('../../../spec/config/endpoints');
    const { toRawConfig, parseConfig } = await import('../../../spec/schemas/config');
    const raw = { ...toRawConfig(simulatorConfig('freshway', 'http://127.0.0.1:4011')), banner: 42 };
    // What the eager module says for the same file.
    config(en());
    const expected = (() => {
      try {
        parseConfig(raw);
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    })();
    config({ localeError: undefined });
    expect(expected).toBe('Invalid configuration at banner: Invalid input: expected string, received number');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => bootStorefront(container, { mode: 'live', loadRawConfig: async () => raw, makeBackend: () => { throw new Error('not reached'); } }));
    await waitFor(() => expect(container.querySelector('[role="alert"]')).toHaveTextContent('The store could not start'));
    expect(container.querySelector('[data-testid="config-error-path"]')).toHaveTextContent('banner');
    expect(container.querySelector('[role="alert"]')).toHaveTextContent(expected!);
  });
});
