import { describe, it, expect } from 'vitest';
import { completeProfileDelay } from './completeProfileDelay';

describe('MISC complete-profile delay', () => {
  it('MISC-02 complete-profile delay is 2000 ms after auto sign-in and 8000 ms after convert', () => {
    expect(completeProfileDelay('autoSignIn')).toBe(2000);
    expect(completeProfileDelay('convert')).toBe(8000);
  });
});

describe('MISC complete-profile delay for any trigger', () => {
  it('MISC-02 only convert waits the longer 8000 ms', () => {
    expect(completeProfileDelay('other' as never)).toBe(2000);
  });
});
