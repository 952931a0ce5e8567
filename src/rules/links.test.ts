import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cartIcon, protectedLink, userTypeClasses } from './links';

describe('links', () => {
  it('LINKS-01 signed-in users pass protected links; guests and anonymous visitors get the sign-in modal', () => {
    expect(protectedLink({ userType: 'C', usedCredentials: false }).action).toBe('follow');
    for (const userType of ['G', 'g', 'A', '', null, 'X']) expect(protectedLink({ userType, usedCredentials: true }).action).toBe('sign-in-modal');
  });

  it('LINKS-03 an R user with USED_CREDENTIALS follows directly; without it gets the re-sign-in modal', () => {
    expect(protectedLink({ userType: 'R', usedCredentials: true }).action).toBe('follow');
    expect(protectedLink({ userType: 'R', usedCredentials: false }).action).toBe('re-sign-in-modal');
  });

  it('LINKS-02 user-hide-{type} hides and user-prompt-{type} prompts for that user type only', () => {
    expect(userTypeClasses(['user-hide-g', 'x'], 'G')).toMatchObject({ hidden: true, prompt: false });
    expect(userTypeClasses(['user-hide-g'], 'R')).toMatchObject({ hidden: false });
    expect(userTypeClasses(['user-prompt-a'], '')).toMatchObject({ prompt: true });
    expect(userTypeClasses(['User-Prompt-R'], 'r')).toMatchObject({ prompt: true });
  });

  it('LINKS-04 with guest add-to-cart on, a J4U user gets the fulfilment modal on the delivery tab, others the full cart', () => {
    expect(cartIcon({ userType: 'G', preference: 'J4U', guestAddToCartVariant: 'b' }).action).toBe('fulfilment-modal-delivery-tab');
    expect(cartIcon({ userType: 'G', preference: 'delivery', guestAddToCartVariant: 'b' }).action).toBe('full-cart');
    expect(cartIcon({ userType: '', preference: null, guestAddToCartVariant: 'c' }).action).toBe('full-cart');
  });

  it('LINKS-05 with guest add-to-cart off the OTP sign-in modal opens', () => {
    expect(cartIcon({ userType: 'G', preference: 'j4u', guestAddToCartVariant: 'a' }).action).toBe('otp-sign-in-modal');
    expect(cartIcon({ userType: 'A', preference: 'dug', guestAddToCartVariant: null }).action).toBe('otp-sign-in-modal');
    fc.assert(fc.property(fc.string(), fc.string(), fc.option(fc.string()), (userType, preference, variant) => {
      expect(() => cartIcon({ userType, preference, guestAddToCartVariant: variant })).not.toThrow();
    }));
  });
});
