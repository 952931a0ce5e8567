import { primaryKey } from '@mswjs/data';

/**
 * @mswjs/data models of the identity provider and the messaging service: accounts' factors, sign-in
 * transactions, lockouts, session tokens, provider sessions, authorization codes, access tokens, the
 * keep-me-signed-in / non-remember-me records, anonymous-unsubscribe tokens and the health-app session.
 * Every time is epoch ms of the simulator clock.
 */
export const identityModels = {
  /** An enrolled (or enrolling) factor of a customer: email, sms, password or webauthn. */
  identityFactor: {
    id: primaryKey(String),
    customerUuid: String,
    /** 'email' | 'sms' | 'password' | 'webauthn' */
    factorType: String,
    /** 'OKTA' for provider factors, 'FIDO' for passkeys. */
    provider: String,
    /** 'ACTIVE' | 'PENDING_ACTIVATION' */
    status: String,
    /** Where a passcode goes (email address or 10-digit phone), '' for password and webauthn. */
    target: String,
    /** The webauthn registration challenge while PENDING_ACTIVATION, else ''. */
    challenge: String,
    createdAt: Number,
  },
  /** A sign-in transaction (the provider's stateToken), started by authn or by the messaging sign-in path. */
  authnTransaction: {
    stateToken: primaryKey(String),
    customerUuid: String,
    /** 'MFA_REQUIRED' | 'MFA_CHALLENGE' | 'SUCCESS' | 'PASSWORD_EXPIRED' | 'LOCKED_OUT' */
    status: String,
    createdAt: Number,
    expiresAt: Number,
    /** The factor the last passcode was sent through ('' when none was sent). */
    passcodeFactorId: String,
    passcode: String,
    passcodeSentAt: Number,
    passcodeExpiresAt: Number,
  },
  /** Failed-verification counter and lock of an account. */
  identityLock: {
    customerUuid: primaryKey(String),
    failures: Number,
    /** Epoch ms until which the account is locked (0: not locked). */
    lockedUntil: Number,
  },
  /** The one-time session token a successful verification returns; exchanged at authorize. */
  sessionToken: {
    token: primaryKey(String),
    customerUuid: String,
    expiresAt: Number,
    used: Boolean,
  },
  /** A provider session, known to the browser by the `sid` cookie set at authorize. */
  idpSession: {
    id: primaryKey(String),
    customerUuid: String,
    login: String,
    createdAt: Number,
    expiresAt: Number,
    /** What a refresh answers: 'ACTIVE' | 'MFA_ENROLL' | '403' | '404' | '429' | '500'. */
    answer: String,
    closed: Boolean,
  },
  authorizationCode: {
    code: primaryKey(String),
    customerUuid: String,
    clientId: String,
    redirectUri: String,
    nonce: String,
    scope: String,
    sid: String,
    expiresAt: Number,
    used: Boolean,
  },
  accessToken: {
    token: primaryKey(String),
    customerUuid: String,
    scope: String,
    issuedAt: Number,
    expiresAt: Number,
    revoked: Boolean,
  },
  /** Keep-me-signed-in records (messaging /kmsi). */
  kmsiRecord: {
    id: primaryKey(String),
    oktaId: String,
    createdAt: Number,
    deleted: Boolean,
  },
  /** Non-remember-me records (messaging /nonkmsi). */
  nonKmsiRecord: {
    id: primaryKey(String),
    emailAddress: String,
    phoneNumber: String,
    createdAt: Number,
  },
  /** A pending messaging sign-up: verified by a passcode, then registered as a customer. */
  signup: {
    stateToken: primaryKey(String),
    emailAddress: String,
    phoneNumber: String,
    firstName: String,
    lastName: String,
    password: String,
    banner: String,
    /** The ZIP code the shopper gave ('' when none). */
    zipCode: String,
    factorId: String,
    verified: Boolean,
    registeredUuid: String,
    createdAt: Number,
    expiresAt: Number,
  },
  /** A password-reset token (messaging /pwd/token). */
  passwordToken: {
    token: primaryKey(String),
    customerUuid: String,
    expiresAt: Number,
  },
  /** Anonymous-unsubscribe link tokens (customer account /unsubscribe?token=). */
  unsubscribeToken: {
    token: primaryKey(String),
    emailAddress: String,
    unsubscribed: Boolean,
  },
  /** The customer skipped the account-merge offer (CALL-42). */
  accountMergeSkip: {
    customerUuid: primaryKey(String),
    skippedAt: Number,
  },
  /** The health app's session, known by the `HEALTH_SID` cookie. */
  healthSession: {
    id: primaryKey(String),
    /** The signed-in customer the handshake found through the provider session ('' for none). */
    customerUuid: String,
    createdAt: Number,
    loggedOut: Boolean,
    loggedOutAt: Number,
  },
};
