/**
 * The ICHRA notice of one employee (issue 40, item 1): the employer's terms for the employee's class
 * and plan year, rendered in the employee's language as structured sections, with a version that
 * names the exact text. The content follows what 29 CFR 2590.702-2(c)(6) and 26 CFR
 * 54.9802-4(c)(6) ask of the notice: the terms (the allowance, its variation by age or family,
 * whether dependents are covered, the plan year and when coverage starts), the right to opt out
 * and waive, the consequences for the premium tax credit, the duty to substantiate coverage, the
 * special enrollment period, Medicare, and whom to contact.
 *
 * Pure: the server renders it for GET /api/IchraNotice and the acknowledgment, so the text an
 * employee acknowledges is the text stored with the acknowledgment. The terms are the employer's
 * own: this module presents them, it decides none of them.
 *
 * @example
 * const notice = ichraNotice({ employerName: 'Acme', className: 'ALL', planYear: 2027,
 *   terms: { policy, waivedCents: 0 }, affordabilityPercent: '9.96', contacts: [], language: 'en' });
 * notice.version; // 'ichra-notice-1-3f2a9c0d1b7e4a55'
 */
import type { ContributionPolicy } from '../schemas/employer-file';
import type { Language } from './language';
import { formatDollars, type Cents } from './money';
import { NOTICE_TEMPLATE_VERSION, noticeTexts, type NoticeTexts } from './ichra-notice-texts';

export { NOTICE_TEMPLATE_VERSION };

/** The sections, in the order the notice shows them. */
export const noticeSectionIds = [
  'allowance',
  'dependents',
  'plan-year',
  'opt-out',
  'tax-credit',
  'substantiation',
  'special-enrollment',
  'medicare',
  'contacts',
] as const;
export type NoticeSectionId = (typeof noticeSectionIds)[number];

/** One line of an amount table: who or which ages, and the monthly amount in cents. */
export interface NoticeAmountRow {
  label: string;
  cents: Cents;
  /** The amount as the notice prints it ("$400.00 a month"). */
  text: string;
}

export interface NoticeSection {
  id: NoticeSectionId;
  title: string;
  paragraphs: string[];
  /** The allowance's amounts, where the policy has fixed ones. */
  amounts?: NoticeAmountRow[];
}

/** A contact the employer shows its employees. */
export interface NoticeContact {
  name: string;
  email: string | null;
  phone: string | null;
  /** 1 broker, 2 premium payments, 3 HR, 4 billing, 5 support. */
  type: number;
}

export interface NoticeInput {
  employerName: string;
  /** The employee's class as the policy names it ('ALL' for the default class). */
  className: string;
  planYear: number;
  terms: { policy: ContributionPolicy; waivedCents: Cents };
  /** The IRS required contribution percentage of the plan year ("9.96"), or null where none is known. */
  affordabilityPercent: string | null;
  contacts: readonly NoticeContact[];
  language: Language;
}

export interface IchraNotice {
  /** The template version and a hash of the rendered text: any change of terms or wording gives a new one. */
  version: string;
  templateVersion: string;
  language: Language;
  planYear: number;
  className: string;
  title: string;
  intro: string;
  sections: NoticeSection[];
  footer: string;
  /** Whether the allowance varies with the employee's age, or with the family covered. */
  variesByAge: boolean;
  variesByFamily: boolean;
}

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }),
};
const longDate = (iso: string, language: Language): string =>
  dateFormats[language].format(new Date(`${iso}T00:00:00Z`));

const row = (t: NoticeTexts, label: string, cents: number): NoticeAmountRow => ({
  label,
  cents: cents as Cents,
  text: t.perMonth(formatDollars(cents as Cents)),
});

/** How many dependents the base-plus-dependent table lists at most, besides the employee alone. */
const LISTED_DEPENDENTS = 3;

/** Whether a policy's allowance varies with the employee's age, and with the family covered. */
export function policyVariation(policy: ContributionPolicy): { byAge: boolean; byFamily: boolean } {
  switch (policy.kind) {
    case 'flat-by-tier': {
      const { employee, employee_spouse, employee_children, family } = policy.tiers;
      return {
        byAge: false,
        byFamily: ![employee_spouse, employee_children, family].every((a) => a === employee),
      };
    }
    case 'age-band':
      return { byAge: new Set(policy.bands.map((b) => b.amount)).size > 1, byFamily: false };
    case 'base-plus-dependent':
      return { byAge: false, byFamily: policy.perDependent > 0 && policy.maxDependents !== 0 };
    case 'benchmark-percent':
      // A benchmark premium is rated by age; priced for the household, it grows with it.
      return { byAge: true, byFamily: policy.covers === 'household' };
  }
}

function allowanceSection(input: NoticeInput, t: NoticeTexts): NoticeSection {
  const { policy, waivedCents } = input.terms;
  const paragraphs: string[] = [];
  let amounts: NoticeAmountRow[] | undefined;
  switch (policy.kind) {
    case 'flat-by-tier':
      paragraphs.push(t.allowanceMonthly);
      amounts = [
        row(t, t.tierEmployee, policy.tiers.employee),
        row(t, t.tierSpouse, policy.tiers.employee_spouse),
        row(t, t.tierChildren, policy.tiers.employee_children),
        row(t, t.tierFamily, policy.tiers.family),
      ];
      break;
    case 'age-band':
      paragraphs.push(t.allowanceMonthly, t.ageBandNote);
      amounts = [...policy.bands]
        .sort((a, b) => a.minAge - b.minAge)
        .map((b) => row(t, t.ageBand(b.minAge, b.maxAge), b.amount));
      break;
    case 'base-plus-dependent': {
      const max = policy.maxDependents ?? null;
      paragraphs.push(
        t.perDependentNote(
          formatDollars(policy.base as Cents),
          formatDollars(policy.perDependent as Cents),
          max,
        ),
      );
      const listed = max === null ? LISTED_DEPENDENTS : Math.min(max, LISTED_DEPENDENTS);
      amounts = Array.from({ length: listed + 1 }, (_, n) =>
        // The last line holds for more dependents only where the cap stops the amount growing.
        row(
          t,
          t.dependentsCount(n, n === listed && max !== null && n > 0),
          policy.base + policy.perDependent * n,
        ),
      );
      break;
    }
    case 'benchmark-percent':
      paragraphs.push(
        t.benchmarkNote(
          String(policy.percent),
          policy.benchmark === 'lcs' ? t.benchmarkLowest : t.benchmarkSecondLowest,
          policy.covers,
        ),
      );
      break;
  }
  const variation = policyVariation(policy);
  if (variation.byAge) paragraphs.push(t.variesByAge);
  if (variation.byFamily) paragraphs.push(t.variesByFamily);
  if (waivedCents > 0) paragraphs.push(t.waived(formatDollars(waivedCents)));
  return { id: 'allowance', title: t.allowanceTitle, paragraphs, ...(amounts ? { amounts } : {}) };
}

function contactsSection(input: NoticeInput, t: NoticeTexts): NoticeSection {
  if (input.contacts.length === 0)
    return { id: 'contacts', title: t.contactsTitle, paragraphs: [t.contactsNone(input.employerName)] };
  const lines = input.contacts.map((c) =>
    [`${c.name} (${t.contactRoles[c.type] ?? t.contactRoles[5]})`, c.email, c.phone]
      .filter((p): p is string => !!p && p.trim() !== '')
      .join(' · '),
  );
  return { id: 'contacts', title: t.contactsTitle, paragraphs: [t.contactsIntro, ...lines] };
}

/**
 * 64-bit FNV-1a of a text's UTF-16 code units, as 16 hex digits: a short, stable fingerprint the
 * browser and the server compute alike (the stored text, not the hash, is the record).
 */
export function fingerprint(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * prime) & mask;
  }
  return hash.toString(16).padStart(16, '0');
}

/** The text a notice's version is derived from: everything it shows, in order. */
export function noticeText(
  n: Pick<IchraNotice, 'title' | 'intro' | 'sections' | 'footer' | 'language'>,
): string {
  return JSON.stringify([n.language, n.title, n.intro, n.sections, n.footer]);
}

/** The notice of one employee, in the employee's language. */
export function ichraNotice(input: NoticeInput): IchraNotice {
  const t = noticeTexts[input.language];
  const lang = input.language;
  const start = `${input.planYear}-01-01`;
  const end = `${input.planYear}-12-31`;
  const variation = policyVariation(input.terms.policy);
  const sections: NoticeSection[] = [
    allowanceSection(input, t),
    {
      id: 'dependents',
      title: t.dependentsTitle,
      paragraphs: [t.dependentsCovered, variation.byFamily ? t.dependentsGrow : t.dependentsSame],
    },
    {
      id: 'plan-year',
      title: t.planYearTitle,
      paragraphs: [
        t.planYear(longDate(start, lang), longDate(end, lang)),
        t.coverageStart(longDate(start, lang)),
      ],
    },
    { id: 'opt-out', title: t.optOutTitle, paragraphs: [t.optOut] },
    {
      id: 'tax-credit',
      title: t.taxCreditTitle,
      paragraphs: [
        t.taxCreditAccept,
        t.taxCreditAffordable(input.affordabilityPercent, input.planYear),
        t.taxCreditTellMarketplace,
      ],
    },
    { id: 'substantiation', title: t.substantiateTitle, paragraphs: [t.substantiate] },
    { id: 'special-enrollment', title: t.specialEnrollmentTitle, paragraphs: [t.specialEnrollment] },
    { id: 'medicare', title: t.medicareTitle, paragraphs: [t.medicare] },
    contactsSection(input, t),
  ];
  const rendered = {
    language: lang,
    title: t.title(input.employerName, input.planYear),
    intro: t.intro(input.employerName, input.className),
    sections,
    footer: t.employerTermsNote,
  };
  return {
    ...rendered,
    version: `${NOTICE_TEMPLATE_VERSION}-${fingerprint(noticeText(rendered))}`,
    templateVersion: NOTICE_TEMPLATE_VERSION,
    planYear: input.planYear,
    className: input.className,
    variesByAge: variation.byAge,
    variesByFamily: variation.byFamily,
  };
}

/** The days before the plan year by which the notice must be given (29 CFR 2590.702-2(c)(6)(ii)). */
export const NOTICE_LEAD_DAYS = 90;

/**
 * The last day the notice may be given for a plan year: 90 days before it starts. (A new hire who
 * becomes eligible later gets it no later than the first day of eligibility.)
 */
export function noticeDueBy(planYear: number): string {
  return new Date(Date.UTC(planYear, 0, 1) - NOTICE_LEAD_DAYS * 86_400_000).toISOString().slice(0, 10);
}
