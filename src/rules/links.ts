import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { Explained } from './module';
import { isAuthorised, normaliseUserType } from './userTypes';

export type LinkAction = 'follow' | 'sign-in-modal' | 're-sign-in-modal';

/**
 * LINKS-01, LINKS-03: a C user follows protected links; an R user follows them only with the credential cookie
 * (USED_CREDENTIALS), else gets the re-sign-in modal; guests, anonymous and unknown types get the sign-in modal.
 */
export function protectedLink(input: { readonly userType?: unknown; readonly usedCredentials: boolean }): { readonly action: LinkAction } & Explained {
  const type = normaliseUserType(input.userType);
  if (type === 'C') return { action: 'follow', rules: ['LINKS-01'] };
  if (type === 'R') return input.usedCredentials ? { action: 'follow', rules: ['LINKS-01', 'LINKS-03'] } : { action: 're-sign-in-modal', rules: ['LINKS-01', 'LINKS-03'] };
  return { action: 'sign-in-modal', rules: ['LINKS-01'] };
}

/** The letter a class names for a user type: anonymous (empty or A) is `a`. */
const classLetter = (userType: unknown): string => {
  const t = normaliseUserType(userType);
  return t === '' ? 'a' : t.toLowerCase();
};

/** LINKS-02: `user-hide-{type}` hides the element and `user-prompt-{type}` makes it prompt sign-in, for that user type. */
export function userTypeClasses(classes: readonly string[], userType: unknown): { readonly hidden: boolean; readonly prompt: boolean } & Explained {
  const letter = classLetter(userType);
  const names = new Set(classes.map((c) => c.trim().toLowerCase()));
  return { hidden: names.has(`user-hide-${letter}`), prompt: names.has(`user-prompt-${letter}`), rules: ['LINKS-02'] };
}

export type CartIconAction = 'open-cart' | 'fulfilment-modal-delivery-tab' | 'full-cart' | 'otp-sign-in-modal';

/**
 * LINKS-04, LINKS-05: for a non-authorised user with guest add-to-cart on (A/B value other than `a`), a J4U user gets
 * the fulfilment modal on the delivery tab and others go to the full cart; with it off the OTP sign-in modal opens.
 */
export function cartIcon(input: { readonly userType?: unknown; readonly preference?: unknown; readonly guestAddToCartVariant?: string | null | undefined }): { readonly action: CartIconAction } & Explained {
  if (isAuthorised(input.userType)) return { action: 'open-cart', rules: ['LINKS-04'] };
  // No variant, like a blank one or `a`, is guest add-to-cart off.
  const variant = input.guestAddToCartVariant?.trim().toLowerCase() ?? '';
  if (variant === '' || variant === 'a') return { action: 'otp-sign-in-modal', rules: ['LINKS-05'] };
  const j4u = typeof input.preference === 'string' && input.preference.trim().toLowerCase() === 'j4u';
  return { action: j4u ? 'fulfilment-modal-delivery-tab' : 'full-cart', rules: ['LINKS-04'] };
}

const Input = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('protected-link'), userType: z.nullish(z.string()), usedCredentials: z.boolean() }),
  z.object({ rule: z.literal('classes'), classes: z.array(z.string()), userType: z.nullish(z.string()) }),
  z.object({ rule: z.literal('cart-icon'), userType: z.nullish(z.string()), preference: z.nullish(z.string()), guestAddToCartVariant: z.nullish(z.string()) }),
]);

export const linksModule = defineRuleModule({
  name: 'links',
  summary: 'Protected links, user-hide/user-prompt classes and the cart icon for non-authorised users.',
  areas: ['LINKS'],
  input: Input,
  example: { rule: 'protected-link', userType: 'R', usedCredentials: false },
  run: (input) => {
    switch (input.rule) {
      case 'protected-link':
        return protectedLink(input);
      case 'classes':
        return userTypeClasses(input.classes, input.userType);
      case 'cart-icon':
        return cartIcon(input);
    }
  },
});
