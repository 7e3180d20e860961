import type en from './en';

/** The landing texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  landingHeading: 'Le damos la bienvenida a su Benefits Enrollment Portal personalizado',
  landingTaxLaw:
    'Un cambio en la ley tributaria federal permite que su empleador le dé una aportación mensual libre de impuestos para un plan de seguro médico individual que usted elija. Este portal le ayuda a revisar esa aportación, elegir un plan adecuado para usted y su familia, e inscribirse.',
  landingKeyPointsTitle: 'Antes de comenzar',
  landingAuthorizeTitle: 'Debe autorizar',
  landingAuthorize:
    'Su inscripción solo cuenta después de hacer clic en Autorizar, el último paso del carrito de compras. Hasta que autorice, no recibirá ningún fondo.',
  landingWaiverTitle: 'Renunciar a la cobertura',
  landingWaiver:
    'Si no desea participar, de todos modos debe iniciar sesión y confirmar en el portal que renuncia a participar.',
  landingPreTaxTitle: 'Deducción de nómina antes de impuestos',
  landingPreTax:
    'Si el plan que elige cuesta más que la aportación de su empleador, la diferencia se descuenta de su salario antes de impuestos.',
  gettingStartedTitle: 'Comenzar es fácil',
  'gettingStartedSteps.0': 'Haga clic en Comenzar.',
  'gettingStartedSteps.1': 'Complete los datos de su perfil.',
  'gettingStartedSteps.2': 'Elija si desea participar.',
  'gettingStartedSteps.3': 'Elija un programa de seguro médico, si lo necesita.',
  'gettingStartedSteps.4': 'Elija otros beneficios, si están disponibles.',
  'gettingStartedSteps.5': 'Autorice su participación.',
  startNow: 'Empezar ahora',
  signInToStart: 'Inicie sesión para empezar',
  authorizeNotice:
    'Para poder recibir fondos, debe completar su inscripción haciendo clic en Autorizar en el carrito de compras.',
  mobileWelcomeStep: 'Paso {step} de 3',
  mobileWelcomeHowTitle: 'Cómo funciona',
  mobileWelcomeStepsTitle: 'Su inscripción en siete pasos',
  'mobileWelcomeSteps.0': 'Vaya a su inscripción.',
  'mobileWelcomeSteps.1': 'Complete su perfil.',
  'mobileWelcomeSteps.2': 'Revise los documentos de su plan.',
  'mobileWelcomeSteps.4': 'Elija un programa de salud.',
  'mobileWelcomeSteps.5': 'Elija otros beneficios.',
} as const satisfies Record<keyof typeof en, string>;
