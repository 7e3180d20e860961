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
