import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageLoadLog } from './pageLoadLog';

const device = { userAgent: 'Mozilla/5.0', plugins: [], screen: { width: 1280, height: 800, colorDepth: 24 } };

describe('what a page load reports only in the log', () => {
  it('CONFIG-06 ERR-48 without an MD5 function: the warning and no device id', () => {
    expect(pageLoadLog({ sessionCookie: undefined, device })).toEqual({ lines: ['MD5 is not supported; no device id'], deviceId: null });
  });

  it('CONFIG-06 with an MD5 function: its hash of the characteristics is the device id, and no warning', () => {
    const r = pageLoadLog({ sessionCookie: undefined, device, md5: (s) => `h(${s})` });
    expect(r).toEqual({ lines: [], deviceId: 'h(Mozilla/5.0||1280x800x24)' });
  });

  it('CONFIG-06 the characteristics are read only when there is an MD5 function to hash them with', () => {
    let reads = 0;
    const read = () => {
      reads += 1;
      return device;
    };
    expect(pageLoadLog({ sessionCookie: undefined, device: read })).toEqual({ lines: ['MD5 is not supported; no device id'], deviceId: null });
    expect(reads).toBe(0);
    expect(pageLoadLog({ sessionCookie: undefined, device: read, md5: (s) => `h(${s})` }).deviceId).toBe('h(Mozilla/5.0||1280x800x24)');
    expect(reads).toBe(1);
  });

  it('COOKIE-06 ERR-04 an unparseable shared session cookie is logged as ignored; a valid or missing one is not', () => {
    const md5 = (s: string) => s;
    expect(pageLoadLog({ sessionCookie: '{"info": {"COMMON": tru', device, md5 }).lines).toEqual(['shared session cookie ignored (session cookie is not JSON): treated as empty info']);
    expect(pageLoadLog({ sessionCookie: '[1,2]', device, md5 }).lines).toEqual(['shared session cookie ignored (session cookie is not an object): treated as empty info']);
    expect(pageLoadLog({ sessionCookie: JSON.stringify({ info: { COMMON: { storeId: '1502' } } }), device, md5 }).lines).toEqual([]);
    expect(pageLoadLog({ sessionCookie: '', device, md5 }).lines).toEqual([]);
    expect(pageLoadLog({ sessionCookie: '  ', device, md5 }).lines).toEqual([]);
    expect(pageLoadLog({ sessionCookie: null, device, md5 }).lines).toEqual([]);
  });

  it('COOKIE-06 never throws on any cookie text, and logs at most one line for it', () => {
    fc.assert(fc.property(fc.string(), (raw) => pageLoadLog({ sessionCookie: raw, device, md5: (s) => s }).lines.length <= 1));
  });
});
