import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulatorConfig } from '../config/endpoints';
import { ConfigError, parseConfigObject } from './config';
import { StoreFlagsResponse } from './storeFlags';
import { z } from './zod';

// This file loads zod's mini build only (vitest isolates test files), as the live bundle does: the English
// messages must come from spec/schemas/zod.ts, not from the classic build another module might have loaded.
describe('the spec schemas on zod mini speak English', () => {
  it('CONFIG-01 a bad field is named with its path and zod\'s English text', () => {
    let caught: unknown;
    try {
      parseConfigObject({ ...simulatorConfig('freshway'), identity: { ...simulatorConfig('freshway').identity, clientId: 7 } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).path).toBe('identity.clientId');
    expect((caught as ConfigError).message).toBe('Invalid configuration at identity.clientId: Invalid input: expected string, received number');
  });

  it('CALLS-01 every refused value gets a specific message, never the bare fallback text', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = z.safeParse(StoreFlagsResponse, value);
        if (result.success) return;
        for (const issue of result.error.issues) expect(issue.message).not.toBe('Invalid input');
      }),
    );
  });
});
