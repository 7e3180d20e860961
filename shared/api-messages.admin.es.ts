/**
 * The Spanish texts of shared/api-messages.admin.ts, export for export, as
 * shared/api-messages.es.ts is to shared/api-messages.ts (the same names, kinds and parameters;
 * tests/unit/api-messages-es.test.ts checks both).
 */
import { ADMIN_PASSWORD_MIN_LENGTH } from './domain/admin-password';

export const adminNoGrant =
  'Su acceso de administrador no está activo. Pida al operador del portal que se lo vuelva a otorgar.';
export const adminNotYourEmployer = 'Usted no administra este empleador.';
export const adminMfaRequired = 'Configure su aplicación de autenticación para continuar.';
export const adminMfaNotEnrolled =
  'Todavía no hay ninguna aplicación de autenticación configurada para su cuenta. Escanee el código con su aplicación, ingrese el código que muestra y vuelva a intentarlo.';
export const adminPasswordRule = `La contraseña debe tener al menos ${ADMIN_PASSWORD_MIN_LENGTH} caracteres, incluir letras mayúsculas y minúsculas, un número y un carácter especial, y no debe empezar ni terminar con un espacio.`;
export const adminInviteEmailSubject = 'Su acceso de administrador al portal de inscripción de beneficios';
export const adminInviteEmailIntro = (employers: string) =>
  `Se le otorgó acceso de administrador al portal de inscripción de beneficios de ${employers}. Abra el enlace de abajo para establecer su contraseña; luego inicie sesión y configure una aplicación de autenticación.`;
export const adminInviteEmailLinkLabel = 'Establecer mi contraseña';
export const adminInviteEmailExpiry = (hours: number) =>
  `El enlace se puede usar una sola vez y vence en ${hours} horas. Si ya venció, pida al operador del portal que lo vuelva a invitar.`;
export const adminInviteEmailIgnore =
  'Este enlace es personal: no lo reenvíe. Si no esperaba este correo electrónico, avise al operador del portal.';
export const censusNotCsv =
  'El archivo no es un archivo CSV. Descargue la plantilla, complétela y guárdela como CSV (valores separados por comas).';
export const censusTooLarge = 'El archivo del censo pesa más de 5 MB. Divídalo en varios archivos.';
export const censusTooManyRows = 'El censo tiene más de 10.000 empleados. Divídalo en varios archivos.';
export const censusWrongHeader = (header: string) =>
  `La primera línea debe ser exactamente el encabezado: ${header}`;
export const censusUnreadable = (line: number) =>
  `No se pudo leer el archivo como CSV en la línea ${line} (una comilla no está cerrada o está mal ubicada).`;
export const censusEmpty =
  'El censo no tiene empleados: agregue una línea por empleado debajo del encabezado.';
export const censusRowsNotPassing = (lines: string) =>
  `Estas líneas elegidas no pasan las verificaciones: ${lines}. Verifique el archivo de nuevo y elija solo líneas que pasen.`;
export const censusPartlyWritten = (written: number) =>
  `Solo se invitó a ${written} empleados antes de un error. Verifique el archivo de nuevo: aparecen como ya invitados; luego confirme los demás.`;
export const censusNotOnCensus = 'no está en el censo, o ya se registró';
export const censusFieldCount = 'debe tener los 6 campos del encabezado';
export const censusRequired = 'debe completarse';
export const censusTooLong = 'es demasiado largo';
export const censusNotText = 'debe ser texto simple (sin caracteres de control ni saltos de línea)';
export const censusFormula =
  'no debe empezar con = + - @ ni con un tabulador: una hoja de cálculo podría ejecutarlo como fórmula';
export const censusEmailInvalid = 'no es una dirección de correo electrónico válida';
export const censusClassUnknown = 'no es una de las clases del empleador';
export const censusHireDateInvalid = 'debe ser una fecha real, escrita AAAA-MM-DD';
export const censusLanguageInvalid = "debe ser 'en' o 'es' (vacío significa inglés)";
export const censusDuplicate = 'aparece en una línea anterior del archivo';
export const censusAlreadyMember = 'ya tiene una cuenta en el portal';
export const censusAlreadyInvited = 'ya está en el censo (invitado): use Reenviar para invitarlo de nuevo';
export const invitationEmailSubject = (employerName: string) =>
  `${employerName} lo invita a inscribirse en sus beneficios de salud`;
export const invitationEmailIntro = (employerName: string) =>
  `${employerName} lo invita al portal de inscripción de beneficios, donde elige su plan de salud individual con la contribución de su empleador. Abra el enlace de abajo para crear su cuenta.`;
export const invitationEmailLinkLabel = 'Crear mi cuenta';
export const invitationEmailNotice =
  'El aviso del ICHRA de su empleador (su asignación, sus derechos y lo que el ICHRA significa para el crédito tributario de prima) está en el portal: léalo y confirme que lo recibió cuando haya iniciado sesión.';
export const invitationEmailNoticeLabel = 'Leer el aviso del ICHRA';
export const invitationEmailIgnore =
  'Este enlace es personal: no lo reenvíe. Si no esperaba este correo electrónico, puede ignorarlo.';
export const filesSsnNotAllowed =
  'Su acceso no incluye archivos con números de seguro social (el 834). Pida al operador del portal que los permita.';
export const fileNotFound =
  'Este archivo no está entre los archivos del empleador. Actualice la lista de archivos y vuelva a intentarlo.';
export const filesNo834 =
  'Ningún empleado ha autorizado un plan con una aseguradora para el año del plan del período, así que no hay ningún 834 que generar.';
export const adminWindowClosesBeforeOpens =
  'El período de inscripción debe cerrar el mismo día en que abre o después.';
export const adminMemberNotRegistered =
  'Ningún empleado de este empleador se ha registrado con esta dirección de correo electrónico: su período propio se abre cuando se registre.';
export const adminWaitingDaysRequired =
  'debe indicar cuántos días después de la contratación el nuevo empleado pasa a ser elegible (0 a 90)';
export const adminNewHireSettingsMissing =
  'Defina las reglas del empleador para nuevos empleados (el período de espera y los días para inscribirse) antes de abrir el período de un nuevo empleado.';
export const adminHireDateMissing =
  'debe ser la fecha de contratación (AAAA-MM-DD): el censo no tiene ninguna para este empleado';
export const adminNewHireWindowPassed = (opens: string, closes: string) =>
  `El período de este nuevo empleado (del ${opens} al ${closes}) ya pasó. Si aún debe inscribirse, abra una corrección.`;
export const lifeEventDateInFuture = 'debe ser la fecha del evento, hoy o antes (AAAA-MM-DD)';
export const lifeEventTooLate = (lastDay: string) =>
  `Un evento de vida abre un período dentro de los 60 días posteriores al evento: el último día para este fue el ${lastDay}. Si el empleado aún debe inscribirse, abra una corrección.`;
export const lifeEventNotFound = 'Este empleado no informó este evento de vida.';
export const lifeEventNotPending =
  'Este evento de vida ya no espera revisión (se aprobó o se rechazó). Actualice la lista.';
export const proofNotFound = 'Este empleado no tiene comprobante de cobertura del año del plan.';
export const proofNotPending =
  'Este comprobante de cobertura ya no es el que espera revisión (el empleado subió otro, o ya se revisó). Actualice y revíselo de nuevo.';
