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

  it('MISC-03 both registered user types qualify; the partner may be named by partnerName or name, anywhere in the list', () => {
    const plan = { partnerName: 'GeneralMills', planNumber: '12' };
    expect(boxTopAuthorised('C', [plan])).toBe(true);
    for (const userType of [undefined, '', 'A']) expect(boxTopAuthorised(userType, [plan])).toBe(false);
    expect(boxTopAuthorised('R', [null, { partnerName: 'Other', planNumber: '99' }, { name: 'GeneralMills', planNumber: '34' }])).toBe(true);
    expect(boxTopAuthorised('R', [{ partnerName: 'GeneralMills', planNumber: 12 }])).toBe(false);
    expect(boxTopAuthorised('R', [{ partnerName: 'GeneralMills' }])).toBe(false);
  });
});
