import { describe, it, expect } from 'vitest';
import { boxTopAuthorised } from './loyaltyBoxTop';

describe('MISC loyalty box-top', () => {
  it('MISC-03 box-top authorisation needs a GeneralMills plan number longer than 1 character, registered users only', () => {
    expect(boxTopAuthorised('R', [{ partnerName: 'GeneralMills', planNumber: '12' }])).toBe(true);
    expect(boxTopAuthorised('R', [{ partnerName: 'GeneralMills', planNumber: '1' }])).toBe(false);
    expect(boxTopAuthorised('G', [{ partnerName: 'GeneralMills', planNumber: '12' }])).toBe(false);
    expect(boxTopAuthorised('C', [{ partnerName: 'Other', planNumber: '12' }])).toBe(false);
    expect(boxTopAuthorised('R', 'junk')).toBe(false);
  });
});
