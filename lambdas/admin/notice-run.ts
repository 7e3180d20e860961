/**
 * The scheduled ICHRA notice (issue 40, item 1): the daily reminder run (lambdas/handlers/reminders/
 * send-reminders.ts, `npm run ops -- reminders run`) also sends each employee the notice of the plan
 * year being enrolled and, from {@link NOTICE_SEND_LEAD_DAYS} days before the next plan year, of
 * that one: so a notice goes out at least 90 days before the plan year (29 CFR 2590.702-2(c)(6)(ii),
 * 26 CFR 54.9802-4(c)(6)(ii)) when the employer's terms for it are loaded by then. An employee
 * invited later (a new hire) gets it with the invitation, which links to it and marks that version
 * sent (lambdas/rules/invitation-notice.ts), so the run finds it sent and does not send it again.
 *
 * Who: every employee on the tracker of the plan year who was invited or registered (not a census
 * entry not invited yet). What: the notice rendered from the terms of the employee's class in the
 * employee's language (the census's, else the member's, else English), as the page shows it. Once
 * per version: the sent mark and the outbox item are conditional (lambdas/adapters/ichra-notices.ts),
 * so a repeated run sends nothing twice, and a change of the terms or the wording (a new version)
 * sends the new notice. Whether the terms are right is the employer's; the run sends what they say.
 */
import { enrollmentPlanYear } from '../../shared/domain/enrollment-year';
import type { Employer } from '../../shared/domain/employer';
import type { IchraNotice } from '../../shared/domain/ichra-notice';
import type { Language } from '../../shared/domain/language';
import type { NoticeMail, NoticeStates } from '../adapters/ichra-notices';
import { trackerRows } from './tracker';
import type { WorkforcePorts } from './workforce-ports';

/** How long before a plan year starts its notice is sent: enough that every employee has it 90 days ahead. */
export const NOTICE_SEND_LEAD_DAYS = 120;

const DAY_MS = 86_400_000;

/**
 * The plan years whose notice is sent on a day: the one being enrolled, and the next one from
 * {@link NOTICE_SEND_LEAD_DAYS} days before it starts.
 *
 * @example
 * noticeSendYears(new Date('2026-09-03T00:00:00Z'), 0); // [2026, 2027]
 */
export function noticeSendYears(asOf: Date, edocPeriod: number): number[] {
  const enrolled = enrollmentPlanYear(asOf, edocPeriod);
  const next = enrolled + 1;
  const from = Date.UTC(next, 0, 1) - NOTICE_SEND_LEAD_DAYS * DAY_MS;
  return asOf.getTime() >= from ? [enrolled, next] : [enrolled];
}

export interface NoticeRunPorts extends WorkforcePorts {
  employerIds(): Promise<string[]>;
  /** The notice of a class (null: the default class) in a language; undefined when the employer set no terms. */
  render(
    employer: Employer,
    className: string | null,
    planYear: number,
    language: Language,
  ): Promise<IchraNotice | undefined>;
  states(employerId: string, planYear: number): Promise<Pick<NoticeStates, 'sentVersions'>>;
  queue(employerId: string, mail: NoticeMail, now: Date): Promise<boolean>;
}

export type NoticeEmployerRun =
  | { employerId: string; planYears: number[]; queued: number; alreadySent: number; noTerms: number }
  | { employerId: string; skipped: string }
  | { employerId: string; error: string };

export interface NoticeRunReport {
  date: string;
  employers: NoticeEmployerRun[];
  queued: number;
  failed: string[];
}

/** Sends one employer's notices of one plan year: answers the counts. */
async function employerNotices(
  ports: NoticeRunPorts,
  employer: Employer,
  planYear: number,
  now: Date,
): Promise<{ queued: number; alreadySent: number; noTerms: number }> {
  const [roster, census, languages, states] = await Promise.all([
    ports.roster(employer.id, planYear),
    ports.census(employer.id),
    ports.memberLanguages(employer.id),
    ports.states(employer.id, planYear),
  ]);
  const censusLanguage = new Map(census.map((c) => [c.email.toLowerCase(), c.language]));
  const rendered = new Map<string, Promise<IchraNotice | undefined>>();
  const counts = { queued: 0, alreadySent: 0, noTerms: 0 };
  for (const row of trackerRows({ ...roster, census })) {
    if (row.state === 'not-started') continue;
    const email = row.email.toLowerCase();
    const language = censusLanguage.get(email) ?? languages.get(email) ?? 'en';
    const key = `${row.class.trim().toLowerCase()}|${language}`;
    if (!rendered.has(key)) rendered.set(key, ports.render(employer, row.class, planYear, language));
    const notice = await rendered.get(key);
    if (!notice) {
      counts.noTerms++;
      continue;
    }
    if (states.sentVersions.has(`${email}#${notice.version}`)) {
      counts.alreadySent++;
      continue;
    }
    const queued = await ports.queue(
      employer.id,
      {
        email,
        firstName: row.firstName,
        language,
        employerName: employer.accountname,
        planYear,
        version: notice.version,
      },
      now,
    );
    if (queued) counts.queued++;
    else counts.alreadySent++;
  }
  return counts;
}

/** Sends, for one day, the notices every employer's employees (or those of the employers named) are due. */
export async function runScheduledNotices(
  ports: NoticeRunPorts,
  request: { date: string; employers?: readonly string[] },
  now: Date,
): Promise<NoticeRunReport> {
  const asOf = new Date(`${request.date}T00:00:00Z`);
  const ids = request.employers ?? (await ports.employerIds());
  const employers: NoticeEmployerRun[] = [];
  for (const employerId of ids) {
    try {
      const employer = await ports.employer(employerId);
      if (!employer) {
        employers.push({ employerId, skipped: 'no such employer' });
        continue;
      }
      const planYears = noticeSendYears(asOf, employer.edoc_period);
      const run = { employerId, planYears, queued: 0, alreadySent: 0, noTerms: 0 };
      for (const planYear of planYears) {
        const counts = await employerNotices(ports, employer, planYear, now);
        run.queued += counts.queued;
        run.alreadySent += counts.alreadySent;
        run.noTerms += counts.noTerms;
      }
      employers.push(run);
    } catch (error) {
      employers.push({ employerId, error: error instanceof Error ? error.name : String(error) });
    }
  }
  return {
    date: request.date,
    employers,
    queued: employers.reduce((n, e) => n + ('queued' in e ? e.queued : 0), 0),
    failed: employers.filter((e) => 'error' in e).map((e) => e.employerId),
  };
}
