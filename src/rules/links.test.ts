import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cartIcon, protectedLink, userTypeClasses } from './links';

describe('links', () => {
  it('LINKS-01 signed-in users pass protected links; guests and anonymous visitors get the sign-in modal', () => {
    expect(protectedLink({ userType: 'C', usedCredentials: false })).toEqual({ action: 'follow', rules: ['LINKS-01'] });
    for (const userType of ['G', 'g', 'A', '', null, 'X']) expect(protectedLink({ userType, usedCredentials: true })).toEqual({ action: 'sign-in-modal', rules: ['LINKS-01'] });
  });

  it('LINKS-03 an R user with USED_CREDENTIALS follows directly; without it gets the re-sign-in modal', () => {
    expect(protectedLink({ userType: 'R', usedCredentials: true })).toEqual({ action: 'follow', rules: ['LINKS-01', 'LINKS-03'] });
    expect(protectedLink({ userType: ' r ', usedCredentials: false })).toEqual({ action: 're-sign-in-modal', rules: ['LINKS-01', 'LINKS-03'] });
  });

  it('LINKS-02 user-hide-{type} hides and user-prompt-{type} prompts for that user type only', () => {
    expect(userTypeClasses(['user-hide-g', 'x'], 'G')).toMatchObject({ hidden: true, prompt: false });
    expect(userTypeClasses(['user-hide-g'], 'R')).toMatchObject({ hidden: false });
    expect(userTypeClasses(['user-prompt-a'], '')).toMatchObject({ prompt: true });
    expect(userTypeClasses(['User-Prompt-R'], 'r')).toMatchObject({ prompt: true });
    expect(userTypeClasses([' user-hide-c '], 'C')).toEqual({ hidden: true, prompt: false, rules: ['LINKS-02'] });
    expect(userTypeClasses(['user-hide-a', 'user-prompt-a'], 'A')).toMatchObject({ hidden: true, prompt: true });
  });

  it('LINKS-04 with guest add-to-cart on, a J4U user gets the fulfilment modal on the delivery tab, others the full cart', () => {
    expect(cartIcon({ userType: 'G', preference: 'J4U', guestAddToCartVariant: 'b' }).action).toBe('fulfilment-modal-delivery-tab');
    expect(cartIcon({ userType: 'G', preference: 'delivery', guestAddToCartVariant: 'b' }).action).toBe('full-cart');
    expect(cartIcon({ userType: '', preference: null, guestAddToCartVariant: 'c' })).toEqual({ action: 'full-cart', rules: ['LINKS-04'] });
    expect(cartIcon({ userType: 'G', preference: ' j4u ', guestAddToCartVariant: ' B ' }).action).toBe('fulfilment-modal-delivery-tab');
  });

  it('LINKS-04 LINKS-05 the cart icon of an authorised user opens the cart, whatever the variant', () => {
    for (const userType of ['R', 'C']) for (const guestAddToCartVariant of ['a', 'b', null]) {
      expect(cartIcon({ userType, preference: 'J4U', guestAddToCartVariant })).toEqual({ action: 'open-cart', rules: ['LINKS-04'] });
    }
  });

  it('LINKS-05 with guest add-to-cart off the OTP sign-in modal opens', () => {
    expect(cartIcon({ userType: 'G', preference: 'j4u', guestAddToCartVariant: 'a' }).action).toBe('otp-sign-in-modal');
    expect(cartIcon({ userType: 'A', preference: 'dug', guestAddToCartVariant: null })).toEqual({ action: 'otp-sign-in-modal', rules: ['LINKS-05'] });
    for (const guestAddToCartVariant of ['', '  ', undefined, ' A ']) expect(cartIcon({ userType: 'G', preference: 'J4U', guestAddToCartVariant }).action).toBe('otp-sign-in-modal');
    fc.assert(fc.property(fc.string(), fc.string(), fc.option(fc.string()), (userType, preference, variant) => {
      expect(() => cartIcon({ userType, preference, guestAddToCartVariant: variant })).not.toThrow();
    }));
  });
});
