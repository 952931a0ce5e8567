import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulatorConfig } from '../config/endpoints';
import { ConfigError, parseConfigObject, validatedConfig, withBanner } from './config';

describe('a configuration is validated once', () => {
  it('validatedConfig returns a configuration parseConfigObject produced as it is, and validates anything else', () => {
    const parsed = parseConfigObject(simulatorConfig('freshway'));
    expect(validatedConfig(parsed)).toBe(parsed);
    const input = simulatorConfig('freshway');
    expect(validatedConfig(input)).toEqual(parsed);
    expect(validatedConfig(input)).not.toBe(input);
    // A look-alike that was never validated is checked, so a bad field still names its path.
    const bad = { ...parsed, identity: { ...parsed.identity, clientId: '' } };
    expect(() => validatedConfig(bad)).toThrow(ConfigError);
    try {
      validatedConfig(bad);
    } catch (error) {
      expect((error as ConfigError).path).toBe('identity.clientId');
    }
  });

  it('withBanner gives the same configuration as validating the changed object, for any banner text', () => {
    const parsed = parseConfigObject(simulatorConfig('freshway'));
    fc.assert(
      fc.property(fc.string(), (banner) => {
        let viaWhole: unknown;
        try {
          viaWhole = parseConfigObject({ ...simulatorConfig('freshway'), banner });
        } catch (error) {
          viaWhole = error instanceof ConfigError ? `ConfigError at ${error.path}` : error;
        }
        let viaBanner: unknown;
        try {
          const copy = withBanner(parsed, banner);
          expect(validatedConfig(copy)).toBe(copy);
          viaBanner = copy;
        } catch (error) {
          viaBanner = error instanceof ConfigError ? `ConfigError at ${error.path}` : error;
        }
        expect(viaBanner).toEqual(viaWhole);
      }),
    );
    // The original is left as it was.
    expect(parsed.banner).toBe('freshway');
  });

  it('withBanner on a configuration that was never validated validates the whole of it', () => {
    const parsed = parseConfigObject(simulatorConfig('freshway'));
    const unvalidated = { ...parsed, domain: { ...parsed.domain, servletProvider: 'Not Valid' } };
    expect(() => withBanner(unvalidated, 'valleymarket')).toThrow(/domain\.servletProvider/);
  });
});
