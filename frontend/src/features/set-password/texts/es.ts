import type en from './en';

/** The set-password texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  passwordSetDone: 'Se estableció su contraseña. Ya puede iniciar sesión.',
  setPasswordTitle: 'Establezca su contraseña',
  setPasswordIntro: 'Elija la contraseña que usará para iniciar sesión en el portal.',
  setPassword: 'Establecer contraseña',
  accessDenied: 'Acceso denegado',
  accessDeniedText:
    'Este enlace no es válido para establecer una contraseña: puede que haya vencido, que ya se haya usado o que pertenezca a otro empleador.',
  haveAccountSignIn: '¿Tiene una cuenta? Inicie sesión',
} as const satisfies Record<keyof typeof en, string>;
