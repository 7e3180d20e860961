/**
 * The user pool settings shared by the CDK auth construct and the local stack.
 * The password policy is the spec's (spec portal section 5): at least 8 characters with a
 * lowercase letter, an uppercase letter, a digit and a special character.
 */
export const userPoolSettings = {
  passwordPolicy: {
    minimumLength: 8,
    requireLowercase: true,
    requireUppercase: true,
    requireDigits: true,
    requireSymbols: true,
  },
  /** Users sign in with their e-mail address. */
  usernameAttributes: ['email'] as const,
  customAttributes: { memberid: { mutable: false, maxLen: 36 } },
  /** Access and ID tokens live at most an hour; the refresh token bounds the whole session. */
  accessTokenMinutes: 60,
  idTokenMinutes: 60,
  refreshTokenHours: 12,
  authFlows: { userPassword: true, userSrp: true },
} as const;
