import type en from './en';

/** The welcome texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  welcomeCongratulations: '¡Felicidades, {firstname}!',
  welcomeBack: '¡Hola de nuevo, {firstname}!',
  enrollmentCompleted:
    'Completó el proceso de inscripción. En este momento no se requiere ninguna otra acción ni paso.',
  coverageWaived: 'Usted RENUNCIÓ a la cobertura para el año comercial {year}.',
  waivedNoFurtherAction: 'Por ahora no necesita hacer nada más.',
  waivedContactIfError:
    'Si se trata de un error, comuníquese con su corredor de seguros o con el departamento de Recursos Humanos.',
  waiveReasonLabel: 'Motivo de la renuncia:',
  noEnrollmentYet: 'Todavía no ha completado ninguna inscripción.',
  startEnrollment: 'Comience su inscripción',
  contactsHeading: 'Contactos',
  'contactTypes.1': 'Corredor de seguros',
  'contactTypes.2': 'Pago de primas/banco',
  'contactTypes.3': 'Recursos Humanos',
  'contactTypes.4': 'Facturación/contabilidad',
  contactName: 'Nombre',
  contactPhone: 'Teléfono',
  serviceVendor: 'Proveedor',
  serviceProduct: 'Producto/servicio',
  serviceCost: 'Costo',
  healthPlanSelected: 'Plan de salud seleccionado para {year}',
  viewSummaryPlanDescription: 'Ver la descripción resumida del plan',
  employerContribution: 'Aportación mensual de su empleador a su fondo de beneficios: {amount}',
  planTableCaption: 'Sus elecciones',
  servicesTableLabel: 'Sus servicios adicionales',
  'planTableColumns.0': 'Área',
  'planTableColumns.2': 'Nombre de la empresa',
  'planTableColumns.4': 'Situación fiscal',
  'planTableColumns.6': 'Fecha de selección',
} as const satisfies Record<keyof typeof en, string>;
