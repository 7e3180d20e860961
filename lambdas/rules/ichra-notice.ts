/**
 * The caller's ICHRA notice and its acknowledgment (issue 40, item 1; 29 CFR 2590.702-2(c)(6),
 * 26 CFR 54.9802-4(c)(6)): the notice is rendered from the employer's terms for the member's class
 * and the plan year (shared/domain/ichra-notice.ts), in the language asked for; the acknowledgment
 * names the version the member read, and is refused (409) when the terms or the wording changed
 * since, so that what is stored with it is exactly what was shown.
 *
 * The plan year is the one being enrolled (the builder's), or the next one: the notice is due 90
 * days before a plan year starts, while the current year's enrollment may still be open.
 */
import * as apiMessages from '../../shared/api-messages';
import { DEFAULT_CLASS, isDefaultClass } from '../../shared/domain/contribution-policy';
import type { Employer } from '../../shared/domain/employer';
import { enrollmentPlanYear } from '../../shared/domain/enrollment-year';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/domain/errors';
import { ichraNotice, type IchraNotice, type NoticeContact } from '../../shared/domain/ichra-notice';
import type { Language } from '../../shared/domain/language';
import type { MemberRecord } from '../../shared/domain/member';
import type { EmployerRepository } from '../adapters/employers';
import type { IchraNoticeStore, NoticeAcknowledgment } from '../adapters/ichra-notices';
import { yearlyFiguresFor, type PlanYearFiguresPorts } from './plan-year-figures';

export interface NoticePorts extends PlanYearFiguresPorts {
  employers: Pick<EmployerRepository, 'get' | 'getClassPolicy' | 'contacts'>;
  notices: Pick<IchraNoticeStore, 'acknowledge' | 'acknowledgment'>;
}

/** The plan years a notice may be asked for on `now`: the one being enrolled, and the next. */
export function noticePlanYears(now: Date, edocPeriod: number): [number, number] {
  const enrolled = enrollmentPlanYear(now, edocPeriod);
  return [enrolled, enrolled + 1];
}

/** The contacts an employee is shown: the employer's own choice (displaytoemployee). */
function shownContacts(contacts: Awaited<ReturnType<EmployerRepository['contacts']>>): NoticeContact[] {
  return contacts
    .filter((c) => c.displaytoemployee)
    .map((c) => ({
      name: [c.firstname, c.middlename, c.lastname].filter((p) => p && p.trim()).join(' '),
      email: c.emailaddress,
      phone: c.phonenumber,
      type: c.contacttype,
    }));
}

/** The notice of one employee of an employer, in a class, for a plan year; undefined when the employer set no terms. */
export async function renderNotice(
  ports: Omit<NoticePorts, 'notices'>,
  employer: Employer,
  className: string | null,
  planYear: number,
  language: Language,
): Promise<IchraNotice | undefined> {
  const [terms, contacts, figures] = await Promise.all([
    ports.employers.getClassPolicy(employer.id, planYear, className ?? ''),
    ports.employers.contacts(employer.id),
    yearlyFiguresFor(ports, planYear, 'affordability'),
  ]);
  if (!terms) return undefined;
  return ichraNotice({
    employerName: employer.accountname,
    className: isDefaultClass(className) ? DEFAULT_CLASS : (className ?? '').trim(),
    planYear,
    terms: { policy: terms.policy, waivedCents: terms.waivedCents },
    affordabilityPercent: figures.of(planYear)?.affordability?.requiredContributionPercent ?? null,
    contacts: shownContacts(contacts),
    language,
  });
}

async function memberNotice(
  ports: NoticePorts,
  member: MemberRecord,
  planYear: number | undefined,
  language: Language,
  now: Date,
): Promise<{ notice: IchraNotice; employer: Employer }> {
  const employer = await ports.employers.get(member.employerId);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  const years = noticePlanYears(now, employer.edoc_period);
  const year = planYear ?? years[0];
  if (!years.includes(year)) throw new ValidationError(apiMessages.noticePlanYearInvalid);
  const notice = await renderNotice(ports, employer, member.contributionclass, year, language);
  if (!notice) throw new NotFoundError(apiMessages.contributionPolicyMissing(year));
  return { notice, employer };
}

/** GET /api/IchraNotice: the caller's notice and, when they acknowledged this version, when. */
export async function readNotice(
  ports: NoticePorts,
  member: MemberRecord,
  planYear: number | undefined,
  language: Language,
  now: Date,
): Promise<{ notice: IchraNotice; acknowledgment: NoticeAcknowledgment | null }> {
  const { notice, employer } = await memberNotice(ports, member, planYear, language, now);
  const ack = await ports.notices.acknowledgment(employer.id, notice.planYear, member.id, notice.version);
  return { notice, acknowledgment: ack ?? null };
}

/**
 * POST /api/IchraNotice/Acknowledgment: stores the caller's acknowledgment of the notice version
 * they read, with its text; a second acknowledgment of the same version answers the first.
 */
export async function acknowledgeNotice(
  ports: NoticePorts,
  member: MemberRecord,
  body: { planYear: number; noticeVersion: string; language: Language },
  now: Date,
): Promise<NoticeAcknowledgment> {
  const { notice, employer } = await memberNotice(ports, member, body.planYear, body.language, now);
  if (notice.version !== body.noticeVersion) throw new ConflictError(apiMessages.noticeChanged);
  const stored = await ports.notices.acknowledge(employer.id, member, notice, now);
  return {
    memberId: stored.memberId,
    version: stored.version,
    language: stored.language,
    acknowledgedAt: stored.acknowledgedAt,
  };
}
