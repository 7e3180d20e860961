/**
 * shared/api-messages.es.ts is the Spanish twin of shared/api-messages.ts (docs/i18n.md): the API
 * hands a function export's English values to the Spanish function of the same name, and answers a
 * string export with the Spanish string of the same name. So the twin must have exactly the English
 * exports, in the same order, a string for a string and a function taking the same values for a
 * function, and each function must put every value it is given into its text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOB_MIN } from '../../shared/domain/calendar';
import { PASSWORD_MIN_LENGTH } from '../../shared/domain/password';
import * as english from '../../shared/api-messages';
import * as spanishModule from '../../shared/api-messages.es';
import * as adminEnglish from '../../shared/api-messages.admin';
import * as adminSpanishModule from '../../shared/api-messages.admin.es';

type English = typeof english;
/** A compile-time check as well: every English export, a string for a string, the same signature for a function. */
const spanish: { [K in keyof English]: English[K] extends string ? string : English[K] } = spanishModule;

type FunctionKey = {
  [K in keyof English]: English[K] extends (...args: never[]) => string ? K : never;
}[keyof English];

/** Sample values for each function export (a new function export must add a line). */
const samples: { [K in FunctionKey]: Parameters<English[K]> } = {
  noPlansLoaded: ['Hudson', 'NJ', 2031],
  tooManyDependents: [17],
  effectiveDateNotOffered: ['2031-01-01', '2031-02-01'],
  hsaOverLimit: ['$358.33'],
  alreadyAuthorized: [2031],
  enrollmentClosed: [2031, '2030-12-15'],
  memberWindowEffectiveDate: ['2031-04-01'],
  proofNotYet: ['2031-01-01'],
  lifeEventReportTooLate: ['2031-04-30'],
  unknownField: ['member.nickname'],
  storedDependentBirthdateInvalid: ['Sam Rivera'],
  contributionPolicyMissing: [2031],
  dependentNotSaved: ['2015-09-09'],
  noSilverPlan: ['2031-03-01'],
  noAffordabilityFigures: [2031, '2029, 2030'],
  confirmationEmailGreeting: ['Casey'],
  confirmationEmailIntro: ['Acme Corp'],
  confirmationEmailExpiry: [72],
  resetCodeEmailExpiry: [15],
  confirmationMailAuthorized: ['Acme Corp'],
  confirmationMailEffectiveDate: ['2031-01-01'],
  confirmationMailWaiver: ['Coverage under Medicare', '$0.00'],
  confirmationMailPlan: ['Demo Silver 3000', 'Demo Health (NJ)', '$456.78'],
  confirmationMailHsa: ['$100.25'],
  confirmationMailService: ['Dental', 'Employee Only', '$25.00'],
  confirmationMailContribution: ['$500.00'],
  confirmationMailTotal: ['$1,234.56'],
  confirmationMailAvailable: ['$0.01'],
  confirmationMailPayroll: ['$734.56'],
  bodyTooLargeOf: ['6 MB'],
};

/** String exports whose text is the same in both languages (a name, not a text). */
const sameInBothLanguages: (keyof English)[] = ['appName'];

type AnyText = string | ((...args: unknown[]) => string);
const englishTexts = english as unknown as Record<string, AnyText>;
const spanishTexts = spanish as unknown as Record<string, AnyText>;

/** The names a module's source exports, in the order it declares them. */
const declaredExports = (file: string): string[] =>
  [
    ...readFileSync(join(import.meta.dirname, '../../shared', file), 'utf8').matchAll(
      /^export const (\w+)/gm,
    ),
  ].map((m) => m[1] ?? '');

/** How a value must show in a text: numbers as digits, a list as each of its items. */
const shown = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(shown) : [String(value as string | number)];

describe('shared/api-messages.es.ts, the Spanish twin of shared/api-messages.ts', () => {
  it('has exactly the English exports', () => {
    expect(Object.keys(spanishModule).sort()).toEqual(Object.keys(english).sort());
  });

  it('declares them in the English order', () => {
    const order = declaredExports('api-messages.ts');
    expect(order.length).toBe(Object.keys(english).length);
    expect(declaredExports('api-messages.es.ts')).toEqual(order);
  });

  it('has a translated string where English has a string', () => {
    for (const [key, text] of Object.entries(englishTexts)) {
      if (typeof text !== 'string') continue;
      const translated = spanishTexts[key];
      expect(typeof translated, key).toBe('string');
      expect(translated, key).not.toBe('');
      if (!sameInBothLanguages.includes(key as keyof English)) expect(translated, key).not.toBe(text);
    }
  });

  it('has a function taking as many values where English has a function', () => {
    for (const [key, text] of Object.entries(englishTexts)) {
      if (typeof text !== 'function') continue;
      const translated = spanishTexts[key];
      expect(typeof translated, key).toBe('function');
      expect((translated as (...args: unknown[]) => string).length, key).toBe(text.length);
    }
  });

  it('puts every value a function is given into its Spanish text', () => {
    const functionExports = Object.keys(englishTexts).filter((k) => typeof englishTexts[k] === 'function');
    expect(Object.keys(samples).sort()).toEqual(functionExports.sort());
    for (const [key, values] of Object.entries(samples) as [FunctionKey, unknown[]][]) {
      const text = (spanishTexts[key] as (...args: unknown[]) => unknown)(...values);
      expect(typeof text, key).toBe('string');
      expect(text, key).not.toBe('');
      for (const value of values.flatMap(shown)) expect(text, `${key}: ${value}`).toContain(value);
    }
  });

  it('takes its limits from the shared constants, like English', () => {
    expect(spanish.passwordSubmit).toContain(String(PASSWORD_MIN_LENGTH));
    expect(spanish.dobRange).toContain(DOB_MIN);
    expect(spanish.appName).toBe(english.appName);
  });
});

describe('shared/api-messages.admin.es.ts, the Spanish twin of shared/api-messages.admin.ts', () => {
  type Admin = typeof adminEnglish;
  // A compile-time check as well, as for the main module.
  const adminSpanish: { [K in keyof Admin]: Admin[K] extends string ? string : Admin[K] } =
    adminSpanishModule;
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
  const en = adminEnglish as unknown as Record<string, AnyText>;
  const es = adminSpanish as unknown as Record<string, AnyText>;

  it('has exactly the English exports, in the English order', () => {
    expect(declaredExports('api-messages.admin.es.ts')).toEqual(declaredExports('api-messages.admin.ts'));
    expect(Object.keys(adminSpanishModule).sort()).toEqual(Object.keys(adminEnglish).sort());
  });

  it('has a translated string for a string and a function of as many values for a function', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(typeof es[key], key).toBe(typeof text);
      if (typeof text === 'string') expect(es[key], key).not.toBe(text);
      else expect((es[key] as (...args: unknown[]) => string).length, key).toBe(text.length);
    }
  });

  it('puts every value a function is given into its Spanish text', () => {
    expect(Object.keys(adminSamples).sort()).toEqual(
      Object.keys(en)
        .filter((k) => typeof en[k] === 'function')
        .sort(),
    );
    for (const [key, values] of Object.entries(adminSamples) as [string, unknown[]][]) {
      const text = (es[key] as (...args: unknown[]) => string)(...values);
      for (const value of values.flatMap(shown)) expect(text, `${key}: ${value}`).toContain(value);
    }
  });
});
