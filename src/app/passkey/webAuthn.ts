import type { WebAuthn } from '../../storefront/passkey';

/** The browser's WebAuthn for the passkey prompt (PASSKEY-05); null where there is none. Fetched with the prompt. */
export function browserWebAuthn(): WebAuthn | null {
  try {
    if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function' || !navigator.credentials?.create) return null;
    return { create: (options) => navigator.credentials.create(options) };
  } catch {
    return null;
  }
}
