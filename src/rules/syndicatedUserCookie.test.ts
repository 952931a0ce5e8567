import { describe, it, expect } from 'vitest';
import { parseSyndicatedUserCookie, syndicatedUserCookie } from './syndicatedUserCookie';

describe('COOKIE syndicated user', () => {
  it('COOKIE-08 the syndicated user cookie holds storeId, storeZip, storeAddress, preference, xDTags', () => {
    const raw = JSON.stringify({ storeId: 1502, storeZip: '94611', storeAddress: '1 Main', preference: 'J4U', xDTags: ['a'] });
    expect(parseSyndicatedUserCookie(raw)).toEqual({ storeId: '1502', storeZip: '94611', storeAddress: '1 Main', preference: 'J4U', xDTags: ['a'] });
    expect(parseSyndicatedUserCookie(encodeURIComponent(raw))?.storeZip).toBe('94611');
    expect(parseSyndicatedUserCookie('[]')).toBeNull();
    expect(parseSyndicatedUserCookie('%E0%A4%A')).toBeNull();
  });
  it('COOKIE-08 the syndicated user cookie written for a chosen store carries the previous tags over, else the session\'s (decision 0417)', () => {
    const store = { storeId: '1605', zipcode: '94739', address: '12 Bay St', preference: 'DUG' };
    const previous = parseSyndicatedUserCookie(JSON.stringify({ storeId: '1502', xDTags: ['kept'] }));
    expect(parseSyndicatedUserCookie(syndicatedUserCookie(store, previous, ['session']))).toEqual({ storeId: '1605', storeZip: '94739', storeAddress: '12 Bay St', preference: 'DUG', xDTags: ['kept'] });
    expect(parseSyndicatedUserCookie(syndicatedUserCookie({ ...store, address: null }, null, ['session']))).toMatchObject({ storeAddress: '', xDTags: ['session'] });
    expect(parseSyndicatedUserCookie(syndicatedUserCookie(store, null))?.xDTags).toBeNull();
  });
  it('COOKIE-08 a value that is not a JSON record is no cookie; a field that is neither text nor a number reads as empty', () => {
    for (const raw of ['', '5', 'null', '"x"', 'true', '{', undefined, 7, ['{"storeId":"1502"}']]) expect(parseSyndicatedUserCookie(raw), String(raw)).toBeNull();
    expect(parseSyndicatedUserCookie(JSON.stringify({ storeId: true, storeZip: { z: 1 }, preference: null }))).toEqual({ storeId: '', storeZip: '', storeAddress: '', preference: '', xDTags: null });
  });
});
