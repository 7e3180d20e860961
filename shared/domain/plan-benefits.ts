// The benefit rows of a plan, apart from the quote's schemas so that code which only needs the
// names (the plan store's chunk codec) does not construct the schemas on import.
/**
 * The benefit rows of the plan details modal (spec builder section 3), each the
 * in-network cost sharing as the CMS files write it ("$40", "20% Coinsurance after deductible",
 * "No Charge"...), or null when the plan's files have no row for it (shown as N/A).
 */
export const benefitFields = [
  'primarycarevisit',
  'specialistvisit',
  'urgentcare',
  'emergencyroomservices',
  'inpatienthospitalservices',
  'genericdrugs',
  'preferredbranddrugs',
  'nonpreferreddrugs',
  'specialtydrugs',
  'imagingctpetscansmris',
  'xraysanddiagnosticimaging',
  'preventivecare',
  'emergencytransportation',
  'outpatientrehab',
  'habilitationservices',
  'skillednursingfacility',
  'outpatientbehavioralservices',
  'inpatientbehavioralservices',
  'substanceabuseoutpatient',
  'substanceabuseinpatient',
  'prepostnatalcare',
  'homehealthcareservices',
  'durablemedicalequipment',
  'hospiceservices',
  'childroutineeyeexam',
  'eyeglassesforchildren',
] as const;
export type BenefitField = (typeof benefitFields)[number];
export type Benefits = Record<BenefitField, string | null>;
