import { benefitFields, type HealthPlan } from '../../shared/schemas/quote';

/**
 * The HealthPlanQuote body of the single employee the order and cart tests seed: Casey Tester,
 * born 1988-04-12, living in Hoboken, NJ (07030, Hudson county), no dependents, no tobacco.
 */
export function hobokenQuoteBody(effectiveDate: string, accountid: string) {
  return {
    empinfo: { firstname: 'Casey', lastname: 'Tester', createdby: 'Casey', birthdate: '1988-04-12' },
    postalcode: '07030',
    policyeffectivedateRequested: effectiveDate,
    gender: 'Female',
    issmoker: 'false',
    accountid,
    countycode: '34017',
    countyname: 'Hudson',
    state: 'NJ',
    city: 'Hoboken',
    memberdependentlist: [],
  };
}

/**
 * A plan as the quote answers it: a Silver HMO of Alpha Health at $300 a month, every benefit
 * field '$20'; `overrides` sets what a test is about.
 */
export function quotedPlan(id: string, overrides: Partial<HealthPlan> = {}): HealthPlan {
  const benefits = Object.fromEntries(benefitFields.map((f) => [f, '$20']));
  return {
    id,
    planid: `HIOS-${id}`,
    planname: `Plan ${id}`,
    issuername: 'Alpha Health',
    plantype: 'HMO',
    metallevel: 'Silver',
    ishsaeligible: 'No',
    rate: 300,
    annualdeductibleindividual: '$2,000',
    annualdeductiblefamily: '$4,000',
    combinedmedicaldrugdeductibleindividual: null,
    annualoopmaxindividual: '$8,000',
    annualoopmaxfamily: '$16,000',
    planeffectivedate: '2027-01-01',
    urlforbenefitsummarycoverage: null,
    providerlink: null,
    createdon: '',
    createdby: '',
    modifiedon: '',
    ...benefits,
    ...overrides,
  } as HealthPlan;
}
