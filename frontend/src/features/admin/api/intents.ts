/** The intents of the console's writes (lib/route-action.ts), shared by its forms and its route actions. */
export const adminIntents = {
  signIn: 'admin-sign-in',
  code: 'admin-code',
  startMfa: 'admin-start-mfa',
  finishMfa: 'admin-finish-mfa',
  setPassword: 'admin-set-password',
  sendResetCode: 'admin-send-reset-code',
  reset: 'admin-reset',
} as const;
