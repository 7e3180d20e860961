/**
 * The wording of the ICHRA notice (shared/domain/ichra-notice.ts), English and Spanish, key for key.
 * Changing any text here changes every rendered notice's version, so an acknowledgment always
 * names the exact words the employee saw. Bump {@link NOTICE_TEMPLATE_VERSION} with any change.
 */
import type { Language } from './language';

/** The template's own version: the first part of every notice version. */
export const NOTICE_TEMPLATE_VERSION = 'ichra-notice-1';

const en = {
  title: (employer: string, planYear: number) => `${employer}: ICHRA notice for the ${planYear} plan year`,
  intro: (employer: string, className: string) =>
    `${employer} offers you an individual coverage health reimbursement arrangement (ICHRA). It reimburses the premiums of individual health insurance that you buy yourself, up to the allowance below. These are the terms of your employee class, ${className}.`,
  allowanceTitle: 'Your allowance',
  allowanceMonthly: 'The allowance is a monthly amount:',
  tierEmployee: 'You alone',
  tierSpouse: 'You and your spouse',
  tierChildren: 'You and your children',
  tierFamily: 'You, your spouse and your children',
  ageBand: (min: number, max: number) => `Your age ${min} to ${max}`,
  ageBandNote:
    'The amount depends on your age on the day your coverage starts; it is the same whoever else you cover.',
  dependentsCount: (n: number, more: boolean) =>
    n === 0 ? 'You alone' : `You and ${n} dependent${n === 1 ? '' : 's'}${more ? ' or more' : ''}`,
  perDependentNote: (base: string, per: string, max: number | null) =>
    `${base} for you, plus ${per} for each dependent you cover${max === null ? '' : `, for at most ${max} dependent${max === 1 ? '' : 's'}`}.`,
  benchmarkNote: (percent: string, benchmark: string, covers: 'self' | 'household') =>
    `${percent}% of the monthly premium of the ${benchmark} silver plan where you live, ${covers === 'self' ? 'priced for you alone' : 'priced for you and everyone you cover'}. The amount therefore depends on where you live and on your age${covers === 'household' ? ' and the ages of those you cover' : ''}; the portal shows it in dollars when you enroll.`,
  benchmarkLowest: 'lowest cost',
  benchmarkSecondLowest: 'second lowest cost',
  waived: (amount: string) => `If you waive coverage, you receive ${amount} a month.`,
  variesByAge: 'The allowance varies with your age.',
  variesByFamily: 'The allowance varies with the family members you cover.',
  dependentsTitle: 'Your dependents',
  dependentsCovered:
    'The ICHRA is available to your spouse and children: the premiums of the dependents you cover on your individual plan count toward the allowance.',
  dependentsGrow: 'The allowance is larger when you cover dependents, as shown above.',
  dependentsSame: 'The allowance is the same whether or not you cover dependents.',
  planYearTitle: 'Plan year and when coverage can start',
  planYear: (start: string, end: string) => `The plan year runs from ${start} to ${end}.`,
  coverageStart: (start: string) =>
    `If you enroll before the plan year, your ICHRA coverage can start on ${start}. If you enroll later or become eligible during the year, coverage starts on the first day of a month after you enroll; the portal shows the dates you may choose.`,
  optOutTitle: 'Your right to opt out and waive',
  optOut:
    'You may opt out of the ICHRA and waive its reimbursements. You can do so in the portal when you enroll. Each year, and when you leave your job, you may opt out again.',
  taxCreditTitle: 'The ICHRA and the premium tax credit',
  taxCreditAccept:
    'If you accept the ICHRA, you cannot claim the premium tax credit for Marketplace coverage for any month the ICHRA covers you.',
  taxCreditAffordable: (percent: string | null, planYear: number) =>
    `If you opt out, you may claim the premium tax credit only if the ICHRA is unaffordable for you: when the monthly premium of the lowest cost silver plan for you alone, minus your allowance for yourself, is more than ${percent === null ? 'the percentage of your household income the IRS sets for the year' : `${percent}% of your household income (the IRS figure for ${planYear})`}, divided by 12. If it is affordable, you cannot claim the credit even if you opt out.`,
  taxCreditTellMarketplace:
    'If you apply for Marketplace coverage, tell the Marketplace about this ICHRA: the amount of your allowance, whether it covers your dependents and when it starts. Keep this notice for that purpose.',
  substantiateTitle: 'Your duty to show you have coverage',
  substantiate:
    'To receive reimbursements, you and every dependent the ICHRA covers must be enrolled in individual health insurance (or Medicare Part A and B, or Part C) for each month of coverage. You will confirm this in the portal before the plan year, and with each reimbursement, and may be asked for proof of coverage, such as your insurance card or a statement from your insurer. Without it, the ICHRA cannot reimburse you.',
  specialEnrollmentTitle: 'Special enrollment period',
  specialEnrollment:
    'Because you are newly offered an ICHRA, you may enroll in or change individual health insurance, inside or outside the Marketplace, during a special enrollment period: up to 60 days after the ICHRA is first available to you, or, if you receive this notice at least 60 days ahead, up to 60 days before that day.',
  medicareTitle: 'Medicare',
  medicare:
    'If you are enrolled in Medicare Part A and B, or Part C, that coverage meets the ICHRA’s coverage requirement. Whether the allowance reimburses Medicare premiums is set by your employer’s plan document: ask the contact below. Medicare does not come with the premium tax credit.',
  contactsTitle: 'Whom to contact',
  contactsIntro: 'For questions about the ICHRA, contact:',
  contactsNone: (employer: string) =>
    `For questions about the ICHRA, contact ${employer}'s benefits administrator.`,
  contactRoles: {
    1: 'Insurance broker',
    2: 'Premium payments and banking',
    3: 'Human resources',
    4: 'Billing and accounting',
    5: 'Support',
  } as Record<number, string>,
  perMonth: (amount: string) => `${amount} a month`,
  employerTermsNote:
    'These terms are your employer’s own; the enrollment portal presents them. Your employer’s plan document governs if anything here differs from it.',
};

export type NoticeTexts = typeof en;

const es: NoticeTexts = {
  title: (employer, planYear) => `${employer}: aviso del ICHRA para el año del plan ${planYear}`,
  intro: (employer, className) =>
    `${employer} le ofrece un acuerdo de reembolso de salud de cobertura individual (ICHRA). Reembolsa las primas del seguro médico individual que usted mismo compre, hasta la asignación indicada abajo. Estos son los términos de su clase de empleado, ${className}.`,
  allowanceTitle: 'Su asignación',
  allowanceMonthly: 'La asignación es un monto mensual:',
  tierEmployee: 'Solo usted',
  tierSpouse: 'Usted y su cónyuge',
  tierChildren: 'Usted y sus hijos',
  tierFamily: 'Usted, su cónyuge y sus hijos',
  ageBand: (min, max) => `Su edad de ${min} a ${max} años`,
  ageBandNote:
    'El monto depende de su edad el día en que comienza su cobertura; es el mismo sin importar a quién más cubra.',
  dependentsCount: (n, more) =>
    n === 0 ? 'Solo usted' : `Usted y ${n} dependiente${n === 1 ? '' : 's'}${more ? ' o más' : ''}`,
  perDependentNote: (base, per, max) =>
    `${base} para usted, más ${per} por cada dependiente que cubra${max === null ? '' : `, como máximo ${max} dependiente${max === 1 ? '' : 's'}`}.`,
  benchmarkNote: (percent, benchmark, covers) =>
    `El ${percent}% de la prima mensual del plan plata ${benchmark} donde usted vive, ${covers === 'self' ? 'calculada solo para usted' : 'calculada para usted y todas las personas que cubra'}. Por eso el monto depende de dónde vive y de su edad${covers === 'household' ? ' y la de las personas que cubra' : ''}; el portal lo muestra en dólares cuando se inscribe.`,
  benchmarkLowest: 'de menor costo',
  benchmarkSecondLowest: 'de segundo menor costo',
  waived: (amount) => `Si renuncia a la cobertura, recibe ${amount} al mes.`,
  variesByAge: 'La asignación varía según su edad.',
  variesByFamily: 'La asignación varía según los familiares que cubra.',
  dependentsTitle: 'Sus dependientes',
  dependentsCovered:
    'El ICHRA está disponible para su cónyuge y sus hijos: las primas de los dependientes que cubra en su plan individual cuentan para la asignación.',
  dependentsGrow: 'La asignación es mayor cuando cubre dependientes, como se indica arriba.',
  dependentsSame: 'La asignación es la misma cubra o no a dependientes.',
  planYearTitle: 'Año del plan y cuándo puede comenzar la cobertura',
  planYear: (start, end) => `El año del plan va del ${start} al ${end}.`,
  coverageStart: (start) =>
    `Si se inscribe antes del año del plan, su cobertura del ICHRA puede comenzar el ${start}. Si se inscribe más tarde o pasa a ser elegible durante el año, la cobertura comienza el primer día de un mes después de su inscripción; el portal muestra las fechas que puede elegir.`,
  optOutTitle: 'Su derecho a excluirse y renunciar',
  optOut:
    'Puede excluirse del ICHRA y renunciar a sus reembolsos. Puede hacerlo en el portal cuando se inscribe. Cada año, y cuando deje su empleo, puede volver a excluirse.',
  taxCreditTitle: 'El ICHRA y el crédito tributario de prima',
  taxCreditAccept:
    'Si acepta el ICHRA, no puede reclamar el crédito tributario de prima por la cobertura del Mercado para ningún mes en que el ICHRA lo cubra.',
  taxCreditAffordable: (percent, planYear) =>
    `Si se excluye, puede reclamar el crédito tributario de prima solo si el ICHRA no es asequible para usted: cuando la prima mensual del plan plata de menor costo solo para usted, menos su asignación para usted, supera ${percent === null ? 'el porcentaje de los ingresos de su hogar que el IRS fija para el año' : `el ${percent}% de los ingresos de su hogar (la cifra del IRS para ${planYear})`}, dividido entre 12. Si es asequible, no puede reclamar el crédito aunque se excluya.`,
  taxCreditTellMarketplace:
    'Si solicita cobertura del Mercado, informe al Mercado sobre este ICHRA: el monto de su asignación, si cubre a sus dependientes y cuándo comienza. Guarde este aviso para ello.',
  substantiateTitle: 'Su obligación de demostrar que tiene cobertura',
  substantiate:
    'Para recibir reembolsos, usted y cada dependiente que cubra el ICHRA deben estar inscritos en un seguro médico individual (o en Medicare Partes A y B, o Parte C) cada mes de cobertura. Lo confirmará en el portal antes del año del plan y con cada reembolso, y se le puede pedir un comprobante de cobertura, como su tarjeta del seguro o una constancia de su aseguradora. Sin ello, el ICHRA no puede reembolsarle.',
  specialEnrollmentTitle: 'Período especial de inscripción',
  specialEnrollment:
    'Como se le ofrece un ICHRA por primera vez, puede inscribirse en un seguro médico individual, o cambiarlo, dentro o fuera del Mercado, durante un período especial de inscripción: hasta 60 días después de que el ICHRA esté disponible para usted o, si recibe este aviso con al menos 60 días de anticipación, hasta 60 días antes de ese día.',
  medicareTitle: 'Medicare',
  medicare:
    'Si está inscrito en Medicare Partes A y B, o Parte C, esa cobertura cumple el requisito de cobertura del ICHRA. Si la asignación reembolsa las primas de Medicare lo fija el documento del plan de su empleador: consulte al contacto indicado abajo. Medicare no da derecho al crédito tributario de prima.',
  contactsTitle: 'A quién contactar',
  contactsIntro: 'Para preguntas sobre el ICHRA, comuníquese con:',
  contactsNone: (employer) =>
    `Para preguntas sobre el ICHRA, comuníquese con el administrador de beneficios de ${employer}.`,
  contactRoles: {
    1: 'Corredor de seguros',
    2: 'Pagos de primas y banca',
    3: 'Recursos humanos',
    4: 'Facturación y contabilidad',
    5: 'Soporte',
  },
  perMonth: (amount) => `${amount} al mes`,
  employerTermsNote:
    'Estos términos son de su empleador; el portal de inscripción los presenta. Si algo aquí difiere del documento del plan de su empleador, prevalece este último.',
};

/** The notice's wording in a language. */
export const noticeTexts: Record<Language, NoticeTexts> = { en, es };
