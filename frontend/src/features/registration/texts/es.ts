import type en from './en';

/** The registration texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  acceptTerms: 'Acepte los términos y condiciones.',
  allFieldsRequired: 'Todos los campos son obligatorios.',
  invalidPhone: 'Ingrese un número de teléfono válido.',
  registerHeroTitle: '¡Su programa de beneficios ya es una realidad!',
  'registerBullets.0': 'Busque una cobertura de salud e inscríbase.',
  'registerBullets.1': 'Personalice sus beneficios de salud y bienestar.',
  'registerBullets.2': 'Ahorre para emergencias y acontecimientos de la vida no médicos.',
  registerFormTitle: 'Cree su cuenta',
  invitationInvalid:
    'Este enlace de invitación ya no es válido: se usó, se reemplazó por uno más reciente o venció. Aún puede registrarse a continuación, o pedir una nueva invitación a su administrador de recursos humanos.',
  personalEmail: 'Correo electrónico personal',
  termsAgreePrefix: 'Acepto los',
  termsAgreeAnd: 'y la',
  registerAccount: 'Registrar cuenta',
  haveAccount: '¿Ya tiene una cuenta?',
  stopSignTitle: 'Se requiere acceso',
  stopSignText: 'Su empleador debe darle acceso antes de que pueda registrar una cuenta.',
  stopSignAdvice: 'Comuníquese con su empleador actual o anterior para obtener su enlace de registro.',
  alreadyInitiatedTitle: 'Registro ya iniciado',
  alreadyInitiatedText: 'Ya se inició un registro para esta dirección de correo electrónico.',
  alreadyInitiatedResetHint:
    '¿No le llegó el correo electrónico de confirmación? Use el enlace para restablecer la contraseña y así entrar en su cuenta.',
  alreadyInitiatedResetAction: 'Restablecer mi contraseña',
  alreadyInitiatedDeleteHint:
    '¿La dirección de correo electrónico era incorrecta? Elimine el registro pendiente y regístrese de nuevo.',
  alreadyInitiatedDeleteAction: 'Eliminar registro pendiente',
  alreadyInitiatedDeleteUnavailable:
    'Un registro pendiente solo se puede eliminar desde el navegador en el que se inició. Comuníquese con su departamento de Recursos Humanos o su corredor de seguros.',
  pendingRegistrationDeleted: 'Se eliminó el registro pendiente. Puede registrarse de nuevo.',
} as const satisfies Record<keyof typeof en, string>;
