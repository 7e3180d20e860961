/**
 * The administrators' user pool (HR administrators and brokers, the console under /admin),
 * shared by the CDK stack and the local stack: apart from the employees' pool, so that neither
 * pool's tokens pass the other's authorizer (docs/decisions/0029-administrator-identities.md).
 */
export const workforcePoolSettings = {
  /** Longer than the employees' 8: fewer people, more reach (every employee of an employer). */
  passwordPolicy: {
    minimumLength: 14,
    requireLowercase: true,
    requireUppercase: true,
    requireDigits: true,
    requireSymbols: true,
  },
  usernameAttributes: ['email'] as const,
  customAttributes: {},
  /** An hour's access token; the refresh token bounds a session to a working day. */
  accessTokenMinutes: 60,
  idTokenMinutes: 60,
  refreshTokenHours: 8,
  authFlows: { userPassword: true, userSrp: true },
  /**
   * TOTP by an authenticator app, never SMS. Required on prod (MfaConfiguration ON); elsewhere in
   * AWS optional. The local pool is optional too, because cognito-local cannot answer the
   * MFA_SETUP challenge: the console has a new administrator enrol right after the first sign-in.
   */
  mfa: { prod: 'ON', other: 'OPTIONAL', local: 'OPTIONAL' },
} as const;
