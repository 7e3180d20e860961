import type en from './en';

/** The cart texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  cartTitle: 'Resumen de planes y beneficios',
  cartColMonthly: 'Costo mensual',
  cartTotal: 'Total',
  cartAvailableContribution: 'Aportación disponible del empleador',
  cartRemaining: 'Monto restante del empleador',
  cartPayrollDeduction: 'Deducción de nómina',
  cartDeductionNotice:
    'Sus elecciones cuestan más que la aportación de su empleador. Cada mes se deducirá de su pago, antes de impuestos, un monto de {need}.',
  cartDeductionAcknowledge:
    'Reconozco que cada mes se deducirá de mi pago, antes de impuestos, un monto de {need}.',
  addPrimaryCarePhysician: 'Agregar médico de atención primaria',
  summaryInformation: 'Información resumida',
  authorizeElections: 'Autorizar elecciones',
  redirecting: 'Redirigiendo',
  cartPrint: 'Imprimir',
  cartDownloadPdf: 'Descargar PDF',
  cartLoading: 'Cargando su carrito...',
  cartLoadFailed: 'No se pudo cargar su carrito. Vuelva a intentarlo.',
  cartProfileIncomplete:
    'A su perfil le falta su dirección o su fecha de nacimiento. Complete su perfil y luego vuelva al carrito.',
  cartEmployerUnknown:
    'No se encontró a su empleador. Vuelva a iniciar sesión desde el enlace de su empleador.',
  cartAuthorizing: 'Autorizando sus elecciones...',
  fundExplanationTitle: 'Explicación del fondo de beneficios del miembro',
  fundExplanationText:
    'Su empleador deposita una aportación mensual en su fondo de beneficios. El costo de sus elecciones se paga con ese fondo; lo que queda es el monto disponible, y cualquier monto que supere la aportación es su costo mensual, que se deduce de su pago antes de impuestos.',
  fundChartTitle: 'Gráfico del fondo del miembro',
  fundChartYourCost: 'Su costo mensual',
  purchaseSummaryTitle: 'Resumen de la compra',
  purchaseSummaryEmployee: 'Empleado',
  thankYouTitle: 'Gracias',
  thankYou: 'Gracias por participar en el programa de beneficios de {employer}...',
  thankYouEmployerUnknown: 'la empresa',
  thankYouEmailSent: 'Pronto recibirá en su correo electrónico una confirmación de sus elecciones.',
  closeWindow: 'Cerrar ventana',
  pcpSaved: 'Se guardó su médico de atención primaria.',
} as const satisfies Record<keyof typeof en, string>;
