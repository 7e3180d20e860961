import type en from './en';

/** The builder texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  noDocuments: 'No se encontraron documentos de la ICHRA',
  currentPlan: 'Plan actual',
  'enrollmentStepLabels.1': 'Perfil',
  'enrollmentStepLabels.2': 'Elija sus beneficios',
  enrollmentSteps: 'Pasos de la inscripción',
  subStepTabs: 'Subpasos de la inscripción',
  myCoverage: 'Mi cobertura',
  myCoverageDocuments: 'Documentos',
  topBarGreeting: 'Hola, {firstname}',
  documentsTitle: 'Vea sus documentos de la ICHRA',
  documentsLoadFailed: 'No se pudieron cargar sus documentos de la ICHRA. Inténtelo de nuevo.',
  contribHeading: 'Seleccione abajo su opción de plan de salud',
  contribShopOffExchange: 'Comprar fuera del Mercado',
  contribWaiveCoverage: 'No comprar seguro médico (renunciar a la cobertura)',
  contribOptionLegend: 'Opción de plan de salud',
  contribWaiverReasonLabel: 'Motivo de la renuncia a la cobertura',
  contribSelectReason: '-- Seleccione un motivo --',
  contribEnterReason: 'Escriba su motivo:',
  contribWaived: 'Aportación renunciada',
  contribPerMonth: 'por mes',
  contribNoDependents: 'No hay dependientes en su perfil.',
  contribDependentSpouse: '{name} (cónyuge, {dob})',
  contribDependentChild: '{name} (hijo, {dob})',
  contribDependentsNote: 'Para cambiar sus dependientes, vuelva a su perfil.',
  contribInstructionsButton: 'Ver instrucciones',
  contribInstructionsTitle: 'Elegir un seguro médico o no',
  contribInstructionsShop:
    'Comprar fuera del Mercado: elija aquí un plan de salud individual. Su empleador paga su aportación mensual para la prima; si el plan cuesta más, la diferencia se descuenta de su salario antes de impuestos.',
  contribInstructionsWaive:
    'No comprar seguro médico: elija esta opción si no desea un plan de salud a través de este programa, por ejemplo, porque tiene cobertura por otro lado. Se le pedirá el motivo.',
  contribInstructionsContribution:
    'Aportación del empleador: la cantidad que su empleador paga cada mes. Puede depender de su edad, de dónde vive y de cuántos dependientes tiene.',
  contribInstructionsSubsidy:
    'Calcular subsidio: si la oferta de su empleador no es asequible para usted, puede rechazarla y, en su lugar, comprar un plan en el Mercado con un crédito fiscal para la prima. Ingrese los ingresos de su hogar para comprobarlo.',
  contribLoadingAmount: 'Cargando la aportación...',
  subsidyIncomeLabel: 'Ingresos anuales del hogar ($)',
  subsidyIncomeHint: 'Solo se usan para este cálculo; no se guardan.',
  subsidyCalculate: 'Calcular subsidio',
  subsidyIncomeInvalid: 'Ingrese los ingresos anuales de su hogar en dólares, por ejemplo, 52000.',
  subsidyAffordable: 'La oferta de su empleador es asequible para el año del plan {year}.',
  subsidyAffordableMeaning:
    'El crédito tributario para primas no está disponible para usted mientras se le ofrezca esta ICHRA, la acepte o renuncie a ella.',
  subsidyNotAffordable: 'La oferta de su empleador no es asequible para el año del plan {year}.',
  subsidyNotAffordableMeaning:
    'Esto significa que puede rechazar la oferta (renunciar a la cobertura) y, si cumple los demás requisitos, recibir un crédito fiscal para la prima para un plan en el Mercado. No puede usar a la vez la aportación del empleador y un crédito fiscal para la prima.',
  subsidyOptOutOffer:
    'Puede renunciar a la ICHRA y rechazar la cobertura aquí para solicitar en su lugar el crédito tributario para primas. Si acepta la ICHRA, no puede solicitar el crédito.',
  subsidyOptOut: 'Renunciar y rechazar la cobertura para solicitar el crédito tributario para primas',
  subsidyNumbersTitle: 'Las cifras de este resultado',
  subsidyLowestSilver: 'Plan Plata de menor costo solo para usted ({plan})',
  subsidyContribution: 'Aportación del empleador solo para usted',
  subsidyYourCost: 'Su costo mensual de ese plan',
  subsidyThreshold: '{percent}% de los ingresos mensuales de su hogar',
  subsidyRule:
    'La oferta es asequible cuando su costo mensual del plan Plata de menor costo no supera este porcentaje de sus ingresos.',
  ichraIntro:
    'Revise los documentos de la ICHRA de su empleador (los enlaces se abren en una pestaña nueva y caducan a los 15 minutos).',
  ichraCertify:
    'Certifico que he revisado los documentos de la ICHRA que aparecen arriba y acepto los términos de la ICHRA.',
  hsaHeading: 'Opciones de gastos flexibles',
  hsaAmountLabel: 'Aportación mensual a la HSA ($)',
  hsaBadge: '{amount} / mes',
  hsaNote:
    'Tenga en cuenta: para tener una Cuenta de Ahorros para la Salud (HSA), debe tener un plan elegible para HSA.',
  hsaMaximum: '{self} - Individual - {family} - Familiar',
  hsaMaximumTitle: 'Máximo de la HSA para {year}:',
  hsaCatchUp: '{catchUpAge} años o más: {amount} adicionales por año (aportación para ponerse al día).',
  hsaYourLimit: 'Su límite: {monthly} por mes.',
  hsaInstructionsButton: 'Instrucciones',
  hsaInstructionsPlan:
    'Una Cuenta de Ahorros para la Salud requiere un plan de salud con deducible alto (un plan elegible para HSA).',
  hsaInstructionsMaximum:
    'Hay aportaciones máximas: {self} por año para la cobertura individual y {family} por año para la cobertura familiar.',
  hsaInstructionsCatchUp:
    'Si tiene {catchUpAge} años o más, puede aportar {amount} adicionales por año para ponerse al día.',
  hsaInstructionsSpouse:
    'Un cónyuge de {catchUpAge} años o más puede abrir una cuenta aparte para su propia aportación para ponerse al día.',
  hsaNoLimits: 'Los límites de la HSA para el año del plan {year} aún no están disponibles.',
  serviceOption: '{subcategory}: {option} - {cost}',
  serviceTaxStatus: '{status} mensual',
  serviceAddToCart: 'Agregar al carrito',
  serviceRemove: 'Quitar',
  serviceDetails: 'Detalles',
  serviceNone: 'Su empleador no ofrece servicios adicionales.',
  serviceLoadFailed: 'No se pudieron cargar los servicios adicionales. Inténtelo de nuevo.',
  fundsBarLabel: 'Sus fondos',
  fundsEmployeeNeeded: 'Aportación necesaria del empleado',
  fundsSelectedPlan: 'Plan seleccionado',
  fundsNoPlan: 'Ninguno',
  fundsWaived: 'Renunció a la cobertura',
  closedReportLifeEvent:
    '¿Se casó, tuvo o adoptó un hijo, perdió otra cobertura o se mudó en los últimos 60 días? Informe el evento de vida',
} as const satisfies Record<keyof typeof en, string>;
