import type en from './en';

/** The auth texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  registerPageTitle: 'Registrarse',
  password: 'Contraseña',
  logIn: 'Entrar',
  forgotPassword: '¿Olvidó su contraseña?',
  noAccount: '¿No tiene una cuenta?',
  onboardingPendingTitle: 'Activación pendiente',
  onboardingPendingText:
    'Gracias por registrarse. Le enviamos un correo electrónico: abra el enlace que contiene para confirmar su dirección de correo electrónico y establecer su contraseña. El correo puede tardar hasta 30 minutos en llegar.',
  onboardingPendingSpam: 'Si no le llega, revise su carpeta de correo no deseado.',
  signedOutIdle: 'Se cerró su sesión tras un período de inactividad. Vuelva a iniciar sesión.',
  signedOutExpired: 'Su sesión terminó. Vuelva a iniciar sesión.',
  passwordResetDone: 'Se restableció su contraseña. Ya puede iniciar sesión.',
  forgotPasswordTitle: 'Restablezca su contraseña',
  forgotPasswordIntro:
    'Ingrese la dirección de correo electrónico de su cuenta y le enviaremos un código para restablecer su contraseña.',
  sendCode: 'Enviar código',
  codeSent:
    'Si existe una cuenta para {email}, le enviamos un correo electrónico. Si trae un código de 6 dígitos, ingréselo abajo junto con su nueva contraseña; si su registro nunca se completó, use en su lugar el nuevo enlace para establecer la contraseña que contiene.',
  resetCode: 'Código del correo electrónico',
  resetCodeInvalid: 'Ingrese el código de 6 dígitos del correo electrónico.',
  resetPassword: 'Restablecer contraseña',
  sendNewCode: 'Enviar un código nuevo',
  backToSignIn: 'Volver al inicio de sesión',
  idleWarningTitle: '¿Sigue ahí?',
  idleWarningText:
    'Por su seguridad, su sesión se cerrará en {seconds, plural, one {# segundo} other {# segundos}} por inactividad.',
  staySignedIn: 'Mantener la sesión',
} as const satisfies Record<keyof typeof en, string>;
