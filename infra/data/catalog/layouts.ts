/**
 * The CMS Exchange public use file layouts the importer reads and the demo generator writes:
 * Plan Attributes, Rate, Benefits and Cost Sharing, and Service Area PUFs (the columns used here,
 * by their CMS names; other columns of a real file are read past), plus a county to rating-area
 * file (CMS publishes rating areas per state, not as one file; this is our layout for them).
 * A directory holds one file of each; files carry BusinessYear and StateCode on every row.
 */
import type { BenefitField } from '../../../shared/schemas/quote';

export const files = {
  plans: 'Plan_Attributes_PUF.csv',
  rates: 'Rate_PUF.csv',
  benefits: 'Benefits_Cost_Sharing_PUF.csv',
  serviceAreas: 'Service_Area_PUF.csv',
  ratingAreas: 'County_Rating_Area.csv',
} as const;
export type FileKind = keyof typeof files;

const common = ['BusinessYear', 'StateCode', 'IssuerId', 'SourceName', 'ImportDate'] as const;

/** Columns in the order the generator writes them. The importer needs `required` and reads the rest when present. */
export const columns = {
  plans: [
    ...common,
    'MarketCoverage',
    'DentalOnlyPlan',
    'StandardComponentId',
    'PlanId',
    'PlanMarketingName',
    'IssuerMarketPlaceMarketingName',
    'PlanType',
    'MetalLevel',
    'CSRVariationType',
    'ServiceAreaId',
    'IsHSAEligible',
    'PlanEffectiveDate',
    'PlanExpirationDate',
    'URLForSummaryofBenefitsCoverage',
    'PlanBrochure',
    'FormularyURL',
    'NetworkURL',
    'MedicalDrugDeductiblesIntegrated',
    'MedicalDrugMaximumOutofPocketIntegrated',
    'TEHBDedInnTier1Individual',
    'TEHBDedInnTier1FamilyPerGroup',
    'TEHBInnTier1IndividualMOOP',
    'TEHBInnTier1FamilyPerGroupMOOP',
    'MEHBDedInnTier1Individual',
    'MEHBDedInnTier1FamilyPerGroup',
    'MEHBInnTier1IndividualMOOP',
    'MEHBInnTier1FamilyPerGroupMOOP',
    'DEHBDedInnTier1Individual',
    'DEHBDedInnTier1FamilyPerGroup',
  ],
  rates: [
    ...common,
    'RateEffectiveDate',
    'RateExpirationDate',
    'PlanId',
    'RatingAreaId',
    'Tobacco',
    'Age',
    'IndividualRate',
    'IndividualTobaccoRate',
    'Couple',
    'PrimarySubscriberAndOneDependent',
    'PrimarySubscriberAndTwoDependents',
    'PrimarySubscriberAndThreeOrMoreDependents',
    'CoupleAndOneDependent',
    'CoupleAndTwoDependents',
    'CoupleAndThreeOrMoreDependents',
  ],
  benefits: [
    ...common,
    'StandardComponentId',
    'PlanId',
    'BenefitName',
    'CopayInnTier1',
    'CopayInnTier2',
    'CopayOutofNet',
    'CoinsInnTier1',
    'CoinsInnTier2',
    'CoinsOutofNet',
    'IsEHB',
    'IsCovered',
  ],
  serviceAreas: [
    ...common,
    'ServiceAreaId',
    'ServiceAreaName',
    'CoverEntireState',
    'County',
    'PartialCounty',
    'ZipCodes',
    'MarketCoverage',
    'DentalOnlyPlan',
  ],
  ratingAreas: ['BusinessYear', 'StateCode', 'CountyFIPS', 'CountyName', 'RatingAreaId'],
} as const satisfies Record<FileKind, readonly string[]>;

export const required: Record<FileKind, readonly string[]> = {
  plans: [
    'BusinessYear',
    'StateCode',
    'IssuerId',
    'ImportDate',
    'MarketCoverage',
    'DentalOnlyPlan',
    'StandardComponentId',
    'PlanId',
    'PlanMarketingName',
    'IssuerMarketPlaceMarketingName',
    'PlanType',
    'MetalLevel',
    'ServiceAreaId',
    'IsHSAEligible',
    'PlanEffectiveDate',
    'PlanExpirationDate',
    'URLForSummaryofBenefitsCoverage',
    'NetworkURL',
    'MedicalDrugDeductiblesIntegrated',
    'MedicalDrugMaximumOutofPocketIntegrated',
    'TEHBDedInnTier1Individual',
    'TEHBDedInnTier1FamilyPerGroup',
    'TEHBInnTier1IndividualMOOP',
    'TEHBInnTier1FamilyPerGroupMOOP',
    'MEHBDedInnTier1Individual',
    'MEHBDedInnTier1FamilyPerGroup',
    'MEHBInnTier1IndividualMOOP',
    'MEHBInnTier1FamilyPerGroupMOOP',
  ],
  rates: [
    'BusinessYear',
    'StateCode',
    'IssuerId',
    'RateEffectiveDate',
    'RateExpirationDate',
    'PlanId',
    'RatingAreaId',
    'Tobacco',
    'Age',
    'IndividualRate',
    'IndividualTobaccoRate',
  ],
  benefits: [
    'BusinessYear',
    'StateCode',
    'IssuerId',
    'PlanId',
    'BenefitName',
    'CopayInnTier1',
    'CoinsInnTier1',
    'IsCovered',
  ],
  serviceAreas: [
    'BusinessYear',
    'StateCode',
    'IssuerId',
    'ServiceAreaId',
    'CoverEntireState',
    'County',
    'MarketCoverage',
  ],
  ratingAreas: ['BusinessYear', 'StateCode', 'CountyFIPS', 'CountyName', 'RatingAreaId'],
};

/** The CMS benefit names of the details modal's rows. */
export const benefitNames: Readonly<Record<string, BenefitField>> = {
  'Primary Care Visit to Treat an Injury or Illness': 'primarycarevisit',
  'Specialist Visit': 'specialistvisit',
  'Urgent Care Centers or Facilities': 'urgentcare',
  'Emergency Room Services': 'emergencyroomservices',
  'Inpatient Hospital Services (e.g., Hospital Stay)': 'inpatienthospitalservices',
  'Generic Drugs': 'genericdrugs',
  'Preferred Brand Drugs': 'preferredbranddrugs',
  'Non-Preferred Brand Drugs': 'nonpreferreddrugs',
  'Specialty Drugs': 'specialtydrugs',
  'Imaging (CT/PET Scans, MRIs)': 'imagingctpetscansmris',
  'X-rays and Diagnostic Imaging': 'xraysanddiagnosticimaging',
  'Preventive Care/Screening/Immunization': 'preventivecare',
  'Emergency Transportation/Ambulance': 'emergencytransportation',
  'Outpatient Rehabilitation Services': 'outpatientrehab',
  'Habilitation Services': 'habilitationservices',
  'Skilled Nursing Facility': 'skillednursingfacility',
  'Mental/Behavioral Health Outpatient Services': 'outpatientbehavioralservices',
  'Mental/Behavioral Health Inpatient Services': 'inpatientbehavioralservices',
  'Substance Abuse Disorder Outpatient Services': 'substanceabuseoutpatient',
  'Substance Abuse Disorder Inpatient Services': 'substanceabuseinpatient',
  'Prenatal and Postnatal Care': 'prepostnatalcare',
  'Home Health Care Services': 'homehealthcareservices',
  'Durable Medical Equipment': 'durablemedicalequipment',
  'Hospice Services': 'hospiceservices',
  'Routine Eye Exam for Children': 'childroutineeyeexam',
  'Eye Glasses for Children': 'eyeglassesforchildren',
};

export const metalLevels = [
  'Catastrophic',
  'Bronze',
  'Expanded Bronze',
  'Silver',
  'Gold',
  'Platinum',
] as const;
/** Dental-only metal levels of a real PUF (skipped with their plans). */
export const dentalMetalLevels = ['High', 'Low'] as const;
export const planTypes = ['HMO', 'PPO', 'EPO', 'POS', 'Indemnity'] as const;

// Value formats ---------------------------------------------------------------------------------

export const patterns = {
  year: /^\d{4}$/,
  state: /^[A-Z]{2}$/,
  issuerId: /^\d{5}$/,
  /** HIOS standard component id: issuer, state, product (3 digits), plan (4 digits). */
  standardComponentId: /^\d{5}[A-Z]{2}\d{7}$/,
  /** A plan variant: standard component id and a two-digit CSR variant. */
  planVariantId: /^\d{5}[A-Z]{2}\d{7}-\d{2}$/,
  fips: /^\d{5}$/,
  ratingArea: /^Rating Area \d{1,3}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  /** ImportDate: a date, optionally with a time. */
  importDate: /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?)?$/,
  /** An amount of dollars as the plan files write it: "$4,500", "$0", "$1,234.50". */
  dollars: /^\$\d{1,3}(,\d{3})*(\.\d{2})?$|^\$\d+(\.\d{2})?$/,
  /** A rate column: a decimal number of dollars. */
  rate: /^\d+(\.\d{1,6})?$/,
  url: /^https?:\/\/[^\s"]+$/,
  yesNo: /^(Yes|No)$/,
  /** Rate PUF ages. */
  age: /^(0-14|0-20|1[5-9]|[2-5]\d|6[0-3]|64 and over|65 and over|Family Option)$/,
} as const;

/**
 * An in-network cost-sharing value as the Benefits and Cost Sharing PUF writes it: an amount or a
 * percentage with its qualifiers ("$40", "$250 Copay after deductible", "$300 Copay per Stay after
 * deductible", "20% Coinsurance after deductible", "35.00%"), or "No Charge", "No Charge after
 * deductible", "Not Applicable". Empty is allowed (no value given).
 */
const amount = String.raw`(\$\d{1,3}(,\d{3})*(\.\d{2})?|\$\d+(\.\d{2})?|\d{1,3}(\.\d{1,2})?%)`;
const qualifier = String.raw`( Copay| Coinsurance)?( per (Stay|Day|Visit|Admission|Script|Trip|Item|Month))?( (after|before|with) deductible)?`;
export const costSharing = new RegExp(
  String.raw`^(${amount}${qualifier}|No Charge( (after|before|with) deductible)?|Not Applicable|)$`,
);
