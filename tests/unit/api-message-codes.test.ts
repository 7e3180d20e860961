/**
 * The API's texts by name and by language (shared/api-message-codes.ts, issue 26): every English
 * text of shared/api-messages.ts is recognised as its export (a function's text with the values it
 * was given), and becomes the same export's Spanish text (shared/api-messages.es.ts); any other
 * text has no code and stays as it is.
 */
import { describe, expect, it } from 'vitest';
import { apiMessageCode, apiMessagesIn, localizeApiMessage } from '../../shared/api-message-codes';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { adminApiMessages, adminApiMessagesIn } from '../../shared/admin-api-messages';

type English = typeof apiMessages;
type FunctionKey = {
  [K in keyof English]: English[K] extends (...args: never[]) => string ? K : never;
}[keyof English];

/** Values for each function export, as the code calls it (a new function export must add a line). */
const samples: { [K in FunctionKey]: Parameters<English[K]> } = {
  noPlansLoaded: ['Hudson', 'NJ', 2027],
  tooManyDependents: [20],
  effectiveDateNotOffered: ['2027-01-01', '2027-02-01'],
  hsaOverLimit: ['$358.33'],
  alreadyAuthorized: [2027],
  enrollmentClosed: [2027, '2026-12-15'],
  memberWindowEffectiveDate: ['2027-04-01'],
  proofNotYet: ['2027-01-01'],
  lifeEventReportTooLate: ['2027-04-30'],
  unknownField: ['member.nickname'],
  storedDependentBirthdateInvalid: ['Sam Rivera'],
  contributionPolicyMissing: [2027],
  dependentNotSaved: ['2015-09-09'],
  noSilverPlan: ['2027-01-01'],
  noAffordabilityFigures: [2027, '2025, 2026'],
  confirmationEmailGreeting: ['Casey'],
  confirmationEmailIntro: ['Acme Corp'],
  confirmationEmailExpiry: [72],
  resetCodeEmailExpiry: [15],
  confirmationMailAuthorized: ['Acme Corp'],
  confirmationMailEffectiveDate: ['2027-01-01'],
  confirmationMailWaiver: ['Coverage under Medicare', '$0.00'],
  confirmationMailPlan: ['Demo Silver 3000', 'Demo Health (NJ)', '$456.78'],
  confirmationMailHsa: ['$100.00'],
  confirmationMailService: ['Dental', 'Employee Only', '$25.00'],
  confirmationMailContribution: ['$500.00'],
  confirmationMailTotal: ['$1,234.56'],
  confirmationMailAvailable: ['$0.00'],
  confirmationMailPayroll: ['$734.56'],
  bodyTooLargeOf: ['6 MB'],
};

/**
 * Function exports whose pattern cannot be learnt from text markers (they call an array method on a
 * value): their texts would answer without a code, in English. None is left (issue 26).
 */
const unlearnable: FunctionKey[] = [];

type AnyText = string | ((...args: unknown[]) => string);
const english = apiMessages as unknown as Record<string, AnyText>;
const spanish = apiMessagesEs as unknown as Record<string, AnyText>;
const stringExports = Object.entries(english).filter(([, t]) => typeof t === 'string') as [string, string][];
const functionExports = Object.keys(english).filter((k) => typeof english[k] === 'function');

describe('apiMessageCode and localizeApiMessage', () => {
  it('every string export round-trips: English text -> its code -> the Spanish text of the same export', () => {
    expect(stringExports.length).toBeGreaterThan(50);
    for (const [code, text] of stringExports) {
      expect(apiMessageCode(text), code).toEqual({ code });
      expect(localizeApiMessage(text, 'es'), code).toEqual({ message: spanish[code], code });
      expect(localizeApiMessage(text, 'en'), code).toEqual({ message: text, code });
    }
  });

  it('every function export has sample values, and its text round-trips with them', () => {
    expect(Object.keys(samples).sort()).toEqual([...functionExports].sort());
    for (const [code, values] of Object.entries(samples) as [FunctionKey, unknown[]][]) {
      if (unlearnable.includes(code)) continue;
      const text = (english[code] as (...args: unknown[]) => string)(...values);
      const translated = (spanish[code] as (...args: unknown[]) => string)(...values);
      expect(apiMessageCode(text), code).toEqual({ code, values });
      expect(localizeApiMessage(text, 'es'), code).toEqual({ message: translated, code });
      expect(localizeApiMessage(text, 'en'), code).toEqual({ message: text, code });
    }
  });

  it('the missing affordability figures (a list of years) are answered in Spanish too (issue 26)', () => {
    const text = apiMessages.noAffordabilityFigures(...samples.noAffordabilityFigures);
    expect(apiMessageCode(text)).toEqual({ code: 'noAffordabilityFigures', values: [2027, '2025, 2026'] });
    expect(localizeApiMessage(text, 'es')).toEqual({
      message: apiMessagesEs.noAffordabilityFigures(2027, '2025, 2026'),
      code: 'noAffordabilityFigures',
    });
  });

  it('an unknown text has no code and stays as it is, in either language', () => {
    for (const text of ['Something else went wrong.', '', `${apiMessages.loginFailed} `, 'is required']) {
      expect(apiMessageCode(text), text).toBeUndefined();
      expect(localizeApiMessage(text, 'es'), text).toEqual({ message: text });
      expect(localizeApiMessage(text, 'en'), text).toEqual({ message: text });
    }
  });

  it('takes the values of a text back as they were given: numbers as numbers, a ZIP code or a date as text', () => {
    expect(apiMessageCode(apiMessages.tooManyDependents(20))).toEqual({
      code: 'tooManyDependents',
      values: [20],
    });
    expect(apiMessageCode(apiMessages.unknownField('07030'))).toEqual({
      code: 'unknownField',
      values: ['07030'],
    });
    expect(apiMessageCode(apiMessages.noPlansLoaded('Hudson', 'NJ', 2027))).toEqual({
      code: 'noPlansLoaded',
      values: ['Hudson', 'NJ', 2027],
    });
  });

  it('apiMessagesIn answers the English module for en and the Spanish one for es', () => {
    expect(apiMessagesIn('en')).toBe(apiMessages);
    expect(apiMessagesIn('es')).toBe(apiMessagesEs);
  });
});

describe("the console's texts (shared/api-messages.admin.ts), joined when shared/admin-api-messages.ts is imported", () => {
  type Admin = typeof adminApiMessages;
  type AdminFunctionKey = {
    [K in keyof Admin]: Admin[K] extends (...args: never[]) => string ? K : never;
  }[keyof Admin];
  const adminSamples: { [K in AdminFunctionKey]: Parameters<Admin[K]> } = {
    censusWrongHeader: ['first_name,last_name,email,class,hire_date,language'],
    censusUnreadable: [7],
    censusRowsNotPassing: ['3, 9'],
    censusPartlyWritten: [150],
    lifeEventTooLate: ['2027-05-01'],
    invitationEmailSubject: ['Acme Corp'],
    invitationEmailIntro: ['Acme Corp'],
    adminInviteEmailIntro: ['Acme Corp and Green Mountain Outfitters'],
    adminInviteEmailExpiry: [72],
    adminNewHireWindowPassed: ['2027-04-01', '2027-04-30'],
  };
  const en = adminApiMessages as unknown as Record<string, AnyText>;
  const es = adminApiMessagesIn('es') as unknown as Record<string, AnyText>;

  it('every string export round-trips to its code and its Spanish text', () => {
    const strings = Object.entries(en).filter(([, t]) => typeof t === 'string') as [string, string][];
    expect(strings.length).toBeGreaterThan(20);
    for (const [code, text] of strings) {
      expect(apiMessageCode(text), code).toEqual({ code });
      expect(localizeApiMessage(text, 'es'), code).toEqual({ message: es[code], code });
    }
  });

  it('every function export has sample values, and its text round-trips with them', () => {
    expect(Object.keys(adminSamples).sort()).toEqual(
      Object.keys(en)
        .filter((k) => typeof en[k] === 'function')
        .sort(),
    );
    for (const [code, values] of Object.entries(adminSamples) as [string, unknown[]][]) {
      const text = (en[code] as (...args: unknown[]) => string)(...values);
      expect(apiMessageCode(text), code).toEqual({ code, values });
      expect(localizeApiMessage(text, 'es'), code).toEqual({
        message: (es[code] as (...args: unknown[]) => string)(...values),
        code,
      });
    }
  });

  it('are not in the module the employee pages load', () => {
    for (const code of Object.keys(en)) expect(code in apiMessages, code).toBe(false);
  });
});
