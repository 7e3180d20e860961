import type en from './en';

/** The health-plan texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  employeeHealthPlans: 'Planes de salud del empleado',
  healthPlanNumber: 'Plan de salud n.º {n}',
  loadMore: 'Cargar más',
  showLess: 'Mostrar menos',
  'healthPlanFields.description': 'Descripción',
  'healthPlanFields.category': 'Categoría',
  'healthPlanFields.vendorname': 'Nombre del proveedor',
  'healthPlanFields.policyholdersname': 'Nombre del titular de la póliza',
  'healthPlanFields.policycarriername': 'Nombre de la aseguradora',
  'healthPlanFields.policyeffectivedate': 'Fecha de entrada en vigor de la póliza',
  'healthPlanFields.ordernumber': 'Número de pedido',
  'healthPlanFields.accountname': 'Nombre de la cuenta',
  'healthPlanFields.address': 'Dirección',
  'healthPlanFields.emailaddress': 'Dirección de correo electrónico',
  hsaOrderDescription: 'Aportación mensual a la HSA',
  memberWindowOpen:
    'Puede cambiar sus elecciones para {year} hasta el {date}. Las nuevas elecciones entran en vigor el {effective}.',
  changeElections: 'Cambiar mis elecciones',
} as const satisfies Record<keyof typeof en, string>;
