import type en from './en';

/** The enrollment texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  selectWaiverReason: 'Seleccione el motivo de la renuncia',
  ssnModalTitle: 'Se requiere el número de Seguro Social',
  ssnSave: 'Guardar SSN',
  ssnSaved: 'Se guardó su SSN.',
  cartEmpty: '¡El carrito está vacío!',
  cartNoEffectiveDate: 'Primero elija una fecha de entrada en vigor en el paso Aportaciones.',
  shopProfileIncomplete: 'Primero complete en su perfil su sexo y su respuesta sobre el consumo de tabaco.',
  enrollBy: 'Inscríbase a más tardar el {date}',
  'waiverReasonLabels.spouse': 'Cobertura a través de mi cónyuge o pareja',
  'waiverReasonLabels.exchange': 'Tengo cobertura subsidiada a través del Mercado',
  'waiverReasonLabels.otherEmployer': 'Cobertura a través de otro empleador',
  'waiverReasonLabels.medicare': 'Cobertura de Medicare',
  'waiverReasonLabels.indianHealthService':
    'Servicio de Salud Indígena (cobertura tribal de nativos americanos)',
  'waiverReasonLabels.other': 'Otro',
  'waiverReasonLabels.premiumTaxCredit': 'Renuncio para solicitar el crédito tributario para primas',
  coverageAttestationStatement:
    'Declaro que cada persona nombrada abajo estará inscrita en un seguro médico individual o en Medicare (Partes A y B, o Parte C) durante cada mes en que la ICHRA la cubra, y que avisaré a mi empleador si esa cobertura termina.',
  coverageAttestationPerson: 'Declaro por {name} ({relationship})',
  'coverageAttestationRelationship.self': 'empleado',
  'coverageAttestationRelationship.spouse': 'cónyuge',
  'coverageAttestationRelationship.child': 'hijo o hija',
  coverageAttestationFor: 'Declarada por: {names}',
  coverageAttestationSummary: 'Cobertura declarada el {date} por: {names}',
  coverageAttestationVersion: 'Versión del texto de la declaración: {version}',
} as const satisfies Record<keyof typeof en, string>;
