import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulatorConfig } from '../config/endpoints';
import { parseConfig, toRawConfig } from './config';

describe('configuration page settings', () => {
  it('CONFIG-03 AMBIG-40 the settings section is optional and keeps a string apart from a boolean', () => {
    const raw = toRawConfig(simulatorConfig('freshway'));
    delete raw.settings;
    expect(parseConfig(raw).settings).toEqual({});
    expect(parseConfig({ ...raw, settings: JSON.stringify({ prebookSlot: 'false' }) }).settings.prebookSlot).toBe('false');
    expect(parseConfig({ ...raw, settings: JSON.stringify({ prebookSlot: false }) }).settings.prebookSlot).toBe(false);
  });

  it('CONFIG-01 settings round trip through the raw JSON-string form', () => {
    const value = fc.option(fc.oneof(fc.boolean(), fc.string()), { nil: undefined });
    fc.assert(
      fc.property(value, value, (prebookSlot, secureCookie) => {
        const settings = { ...(prebookSlot === undefined ? {} : { prebookSlot }), ...(secureCookie === undefined ? {} : { secureCookie }) };
        const parsed = parseConfig(toRawConfig({ ...simulatorConfig('freshway'), settings }));
        expect(parsed.settings).toEqual(settings);
      }),
    );
  });

  it('CONFIG-01 a setting of another kind is refused naming its path', () => {
    const raw = toRawConfig(simulatorConfig('freshway'));
    expect(() => parseConfig({ ...raw, settings: JSON.stringify({ prebookSlot: 0 }) })).toThrow(/settings\.prebookSlot/);
  });
});
