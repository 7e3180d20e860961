/**
 * The Spanish texts of the API, export for export of shared/api-messages.ts (docs/i18n.md): the
 * same names in the same order, a string where English has a string, and a function with the same
 * parameters where English has a function, building its text from the same values. The API picks
 * one of the two by the member's language (shared/api-message-codes.ts): an error's `message` by the
 * request's `Accept-Language`, an e-mail by the language stored on the member.
 *
 * Limits come from the same shared constants as in English, never copied; amounts and dates arrive
 * already formatted (formatDollars, YYYY-MM-DD) and are the same figures in both languages.
 * tests/unit/api-messages-es.test.ts checks that this module keeps the English module's shape.
 */
import { DOB_MIN } from './domain/calendar';
import { PASSWORD_MIN_LENGTH } from './domain/password';
import { productName } from './domain/product';
// spec portal section 8
export const loginFailed = 'No se pudo iniciar sesión. Vuelva a intentarlo.';
export const registerFailed = 'No se pudo completar el registro. Vuelva a intentarlo.';
export const deletionFailed = 'No se pudo eliminar. Vuelva a intentarlo.';
export const passwordSetFailed = 'No se pudo establecer la contraseña. Vuelva a intentarlo.';
export const passwordSubmit = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres e incluir letras mayúsculas y minúsculas, un número y un carácter especial.`;
// spec builder section 8
export const checkZip = 'Revise su código postal';
export const unknownZip = 'Código postal no válido o inexistente';
// spec builder section 5: the profile checks (corrections in docs/decisions)
export const firstNameRequired = 'El nombre es obligatorio';
export const lastNameRequired = 'El apellido es obligatorio';
export const addressRequired = 'La dirección es obligatoria';
export const telephoneRequired = 'El teléfono es obligatorio';
export const cityRequired = 'La ciudad es obligatoria';
export const countyRequired = 'El condado es obligatorio';
export const stateRequired = 'El estado es obligatorio';
export const dobRequired = 'La fecha de nacimiento es obligatoria';
export const zipRequired = 'El código postal es obligatorio';
export const invalidGender = 'Sexo no válido';
export const relationshipRequired = 'El parentesco es obligatorio';
export const dobRange = `La fecha de nacimiento debe estar entre ${DOB_MIN} y hoy.`;
export const smokerChoice = '¡Seleccione sí o no en el campo Fumador y vuelva a intentarlo!';
export const ssnIncomplete = 'Ingrese un número de Seguro Social válido.';
export const checkTheZip = 'Revise el código postal';
export const ssnRequiredForElection =
  'Se requiere su número de Seguro Social (SSN) para cualquier elección de seguro de salud, incluso cuando renuncia a la cobertura.';
export const oneSpouseOnly = 'Solo uno de sus dependientes puede ser su cónyuge.';
// Free texts hold text (shared/domain/text.ts, issue 37): each message names its field.
export const firstNameNotText =
  'El nombre no debe contener saltos de línea ni caracteres de control invisibles.';
export const lastNameNotText =
  'El apellido no debe contener saltos de línea ni caracteres de control invisibles.';
export const addressNotText =
  'La dirección no debe contener saltos de línea ni caracteres de control invisibles.';
export const aptSuiteNotText =
  'El apartamento o la suite no debe contener saltos de línea ni caracteres de control invisibles.';
export const telephoneNotText =
  'El teléfono no debe contener saltos de línea ni caracteres de control invisibles.';
export const cityNotText = 'La ciudad no debe contener saltos de línea ni caracteres de control invisibles.';
export const countyNotText =
  'El condado no debe contener saltos de línea ni caracteres de control invisibles.';
export const pcpNameNotText =
  'El nombre del médico de atención primaria no debe contener saltos de línea ni caracteres de control invisibles.';
export const pcpIdNotText =
  'El ID del médico de atención primaria no debe contener saltos de línea ni caracteres de control invisibles.';
export const waiverReasonNotText =
  'El motivo de la renuncia no debe contener saltos de línea ni caracteres de control invisibles.';
/** A field no form shows by a label: the API's answer names it by its path ('company: no debe…'). */
export const notPlainText = 'no debe contener saltos de línea ni caracteres de control invisibles';
// Saving the profile (our wording: the spec's product shows nothing when a save fails).
export const noPlansLoaded = (county: string, state: string, year: number) =>
  `Todavía no hay planes de salud disponibles en ${county}, ${state} para el año del plan ${year}. Comuníquese con el administrador de beneficios de su empleador.`;
export const countyNotInZip = 'Vuelva a elegir el condado de este código postal.';
export const dependentNotFound =
  'Este dependiente ya no figura en su perfil. Recargue la página e inténtelo de nuevo.';
export const dependentListedTwice = 'Este dependiente figura dos veces.';
export const tooManyDependents = (max: number) => `Un hogar puede incluir como máximo ${max} dependientes.`;
export const newDependentId =
  'Un dependiente nuevo se envía con el id formado solo por ceros; el servidor le asigna el suyo.';
/** Any member, profile or dependent write from a page whose read is stale (409): nothing was written. */
export const profileChanged =
  'Su perfil se modificó en otra ventana o pestaña después de que se cargó esta página, así que no se guardó nada. Recargue la página para ver el perfil guardado y luego vuelva a hacer sus cambios.';
// The cart's 'Enter Additional Enrollment Information' form (ours: the spec marks both fields required).
export const pcpNameRequired = 'El nombre del médico de atención primaria es obligatorio';
export const pcpIdRequired = 'El ID del médico de atención primaria es obligatorio';
export const enterWaiverReason = 'Ingrese el motivo de la renuncia';
export const acknowledgeCheckbox = 'Marque la casilla de reconocimiento.';
export const coverageAttestationMissing =
  'Declare que usted y cada dependiente cubierto estarán inscritos en un seguro médico individual o en Medicare antes de autorizar sus elecciones.';
export const coverageAttestationIncomplete =
  'La declaración de cobertura debe nombrarlo a usted y a cada dependiente que cubre su elección. Vuelva al paso Declaración de cobertura y declare por cada uno.';
export const coverageAttestationOutdated =
  'El texto de la declaración de cobertura cambió. Vuelva al paso Declaración de cobertura, léalo de nuevo y declare.';
export const contributionGreaterThanSpent = 'Su monto de aportación es mayor que el monto gastado';
export const planNotOffered =
  'El plan seleccionado no se ofrece donde usted vive en la fecha de entrada en vigor elegida.';
export const effectiveDateNotOffered = (a: string, b: string) =>
  `La fecha de entrada en vigor debe ser una de las fechas ofrecidas: ${a} o ${b}.`;
export const hsaNotAvailable = 'No hay una Cuenta de Ahorros para la Salud (HSA) disponible con este plan.';
export const hsaOverLimit = (limit: string) => `El monto mensual de la HSA no puede superar ${limit}.`;
export const hsaLimitsUnknown = 'Todavía no están disponibles los límites de la HSA para este año del plan.';
export const additionalServiceNotOffered = 'Su empleador no ofrece servicios adicionales.';
export const additionalServiceUnknown = 'La opción de servicio adicional seleccionada no se ofrece.';
export const additionalServiceAmbiguous = 'Elija a qué servicio adicional corresponde la opción.';
export const idempotencyKeyReused =
  'Esta autorización ya se envió con otras elecciones. Recargue la página e inténtelo de nuevo.';
export const alreadyAuthorized = (year: number) =>
  `Sus elecciones para ${year} ya están autorizadas. Comuníquese con su administrador de beneficios para cambiarlas.`;
export const authorizationInProgress =
  'Se están autorizando sus elecciones. Espere un momento y vuelva a intentarlo.';
export const enrollmentClosed = (year: number, deadline: string) =>
  `La inscripción abierta para ${year} cerró el ${deadline}. Solo puede elegir en un período de inscripción propio (nueva contratación, evento de vida o corrección): comuníquese con su administrador de beneficios.`;
export const memberWindowEffectiveDate = (date: string) =>
  `En su período de inscripción la fecha de entrada en vigor es ${date}.`;
export const authorized = 'Sus elecciones están autorizadas.';
export const confirmationSubject = 'Sus elecciones de beneficios están autorizadas';
// The confirmation e-mail of an authorization (lambdas/rules/confirmation-mail.ts): the same
// amounts in every language, formatted by formatDollars; the greeting is confirmationEmailGreeting.
export const confirmationMailAuthorized = (employerName: string) =>
  `Sus elecciones de beneficios con ${employerName} están autorizadas.`;
export const confirmationMailEffectiveDate = (date: string) => `Fecha de entrada en vigor: ${date}`;
export const confirmationMailElections = 'Elecciones:';
export const confirmationMailWaiver = (reason: string, amount: string) =>
  `Renuncia a la cobertura (motivo: ${reason}): ${amount} por mes`;
export const confirmationMailPlan = (plan: string, carrier: string, amount: string) =>
  `Plan de salud: ${plan} (${carrier}): ${amount} por mes`;
export const confirmationMailHsa = (amount: string) =>
  `Cuenta de Ahorros para la Salud (HSA): ${amount} por mes`;
export const confirmationMailService = (product: string, option: string, amount: string) =>
  `Servicio adicional: ${product} - ${option}: ${amount} por mes`;
export const confirmationMailContribution = (amount: string) => `Aportación mensual del empleador: ${amount}`;
export const confirmationMailTotal = (amount: string) => `Total: ${amount}`;
export const confirmationMailAvailable = (amount: string) => `Monto disponible: ${amount}`;
export const confirmationMailPayroll = (amount: string) => `Deducción de nómina: ${amount} por mes`;
export const confirmationMailNotBound =
  'La cobertura no quedará formalizada hasta que se apruebe la solicitud.';
// Our own API messages (the spec shows none for these situations).
export const notFound = 'No encontrado.';
export const employerNotFound = 'No se encontró al empleador.';
export const memberNotFound = 'No se encontró al miembro.';
export const invalidRequest = 'La solicitud no es válida.';
export const invalidJson = 'El cuerpo de la solicitud no es JSON válido.';
export const bodyTooLarge = 'El cuerpo de la solicitud es demasiado grande (límite de 64 KB).';
export const unauthorized = 'Su sesión venció. Vuelva a iniciar sesión.';
export const forbidden = 'No tiene permiso para hacer eso.';
export const internalError = 'Algo salió mal de nuestra parte. Vuelva a intentarlo.';
export const serviceUnavailable = 'El servicio está ocupado. Vuelva a intentarlo en un momento.';
export const unknownField = (field: string) => `Campo desconocido: ${field}`;
export const unsupportedMediaType =
  'El cuerpo de la solicitud debe ser JSON y enviarse con el encabezado Content-Type: application/json.';
export const notACalendarDate = 'debe ser una fecha real con el formato YYYY-MM-DD';
/** PUT /api/Member/Language and registration: the languages the portal speaks (shared/domain/language.ts). */
export const languageUnsupported = "El idioma debe ser 'en' (inglés) o 'es' (español).";
// Values saved before the API checked them, which pricing cannot use (409): the member corrects them on the profile.
export const storedBirthdateInvalid =
  'La fecha de nacimiento guardada en su perfil no es una fecha válida. Corríjala en su perfil y luego vuelva a intentarlo.';
export const storedDependentBirthdateInvalid = (name: string) =>
  `La fecha de nacimiento guardada para su dependiente ${name} no es una fecha válida. Corríjala en su perfil y luego vuelva a intentarlo.`;
// Plans, quotes, contributions and affordability (shared/domain/rating, contribution, affordability)
export const bornAfterEffectiveDate = 'no debe ser posterior a la fecha de entrada en vigor de la cobertura';
export const stateNotOfCounty = 'debe ser el estado del condado';
export const contributionPolicyMissing = (planYear: number) =>
  `Su empleador no ha establecido una aportación para el año del plan ${planYear}. Comuníquese con su departamento de Recursos Humanos o su corredor de seguros.`;
export const dependentNotSaved = (date: string) =>
  `Ninguno de sus dependientes guardados nació el ${date}. Primero guarde a sus dependientes en su perfil.`;
export const profileLocationMissing =
  'Primero ingrese su código postal y su condado en su perfil: su aportación depende de los planes que se ofrecen donde usted vive.';
export const profileCountyUnknown =
  'Vuelva a elegir su condado en su perfil: el que está guardado no corresponde a su código postal.';
export const profileBirthdateMissing = 'Primero ingrese su fecha de nacimiento en su perfil.';
export const noSilverPlan = (date: string) =>
  `No se ofrece ningún plan de categoría Plata en su condado el ${date}, así que no se puede determinar el plan de referencia.`;
export const noAffordabilityFigures = (planYear: number, years: string) =>
  `Todavía no están disponibles las cifras de asequibilidad para el año del plan ${planYear}. Años del plan disponibles: ${years}.`;
// Access area, server side (registration, password links and codes, abuse limits)
export const tooManyAttempts = 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.';
export const employerLinkInvalid =
  'El enlace de registro no corresponde a este empleador. Use el enlace que le envió su empleador.';
export const planYearInvalid = 'debe ser el año en curso';
export const emailNotSent = 'No pudimos enviar el correo electrónico. Vuelva a intentarlo en unos minutos.';
export const setPasswordLinkInvalid = 'Este enlace no es válido, ya se usó o venció.';
export const currentPasswordWrong = 'La contraseña actual no es correcta.';
export const resetCodeRefused = 'El código no es válido o venció. Solicite un código nuevo.';
export const confirmationEmailSubject =
  '¡Le damos la bienvenida! Confirme su dirección de correo electrónico para activar su cuenta';
export const confirmationEmailGreeting = (firstname: string) => `Hola, ${firstname}:`;
export const confirmationEmailIntro = (employerName: string) =>
  `Le damos la bienvenida al portal de inscripción de beneficios de ${employerName}. Confirme su dirección de correo electrónico para activar su cuenta: abra el enlace de abajo y establezca su contraseña.`;
export const confirmationEmailLinkLabel =
  'Confirmar mi dirección de correo electrónico y establecer mi contraseña';
export const confirmationEmailExpiry = (hours: number) =>
  `El enlace se puede usar una sola vez y vence en ${hours} horas. Si ya venció, use '¿Olvidó su contraseña?' en la página de inicio de sesión para recibir uno nuevo.`;
export const confirmationEmailIgnore = 'Si usted no se registró, puede ignorar este correo electrónico.';
export const resetCodeEmailSubject = 'Su código para restablecer la contraseña';
export const resetCodeEmailIntro =
  'Use este código para restablecer la contraseña de su cuenta del portal de inscripción de beneficios:';
export const resetCodeEmailExpiry = (minutes: number) =>
  `El código vence en ${minutes} minutos. Si usted no pidió restablecer su contraseña, puede ignorar este correo electrónico; su contraseña no cambiará.`;
// Frontend shell: header, footer, landing, start-up (frontend/src/app, features/landing)
export const appName = productName;
// Builder frame (w/frame): sub-step tab titles, spec builder section 2 "Sub-step tabs"
export const subStepContributions = 'Aportaciones';
export const subStepIchraAcknowledgment = 'Reconocimiento de la ICHRA';
export const subStepShop = 'Comprar planes de salud';
export const subStepHsa = 'Gastos flexibles';
export const subStepCoverageAttestation = 'Declaración de cobertura';
export const subStepAdditionalServices = 'Servicios adicionales';
export const subStepCart = 'Su carrito';
export const bodyTooLargeOf = (limit: string) =>
  `El cuerpo de la solicitud es demasiado grande (límite de ${limit}).`;
export const invitationLinkInvalid =
  'Este enlace de invitación no es válido o ya se usó. Pida una nueva invitación a su departamento de recursos humanos.';
export const invitationMismatch =
  'La invitación es para otra dirección de correo electrónico u otro empleador. Regístrese con la dirección a la que se envió la invitación.';
export const proofWrongType = 'El comprobante de cobertura debe ser un archivo PDF, JPEG o PNG.';
export const proofTooLarge = 'El comprobante de cobertura debe tener como máximo 10 MB.';
export const proofNotYet = (date: string) =>
  `Puede subir el comprobante de cobertura a partir del día en que empieza su cobertura, ${date}.`;
export const proofNoCoverage =
  'No hay ningún plan de salud cuya cobertura comprobar: el comprobante se pide a quienes autorizaron un plan.';
export const proofNotUploaded = 'El archivo no llegó. Elíjalo de nuevo y súbalo.';
export const proofAlreadyApproved = 'Su comprobante de cobertura de este año del plan ya está aprobado.';
export const lifeEventReportTooLate = (lastDay: string) =>
  `Un evento de vida se puede informar dentro de los 60 días posteriores al evento: el último día para este fue el ${lastDay}. Comuníquese con su administrador de beneficios.`;
export const lifeEventDocumentWrongType =
  'El documento del evento de vida debe ser un archivo PDF, JPEG o PNG.';
export const lifeEventDocumentTooLarge = 'El documento del evento de vida debe tener como máximo 10 MB.';
export const lifeEventAlreadyReported = 'Este documento del evento de vida ya se envió para revisión.';
// El aviso del ICHRA (shared/domain/ichra-notice.ts; 29 CFR 2590.702-2(c)(6))
export const noticePlanYearInvalid =
  'El aviso del ICHRA está disponible para el año del plan en inscripción y para el siguiente.';
export const noticeChanged =
  'El aviso del ICHRA cambió desde que lo abrió. Léalo de nuevo y luego confirme que lo recibió.';
