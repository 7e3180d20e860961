/**
 * The ICHRA notice a census invitation carries (issue 40, item 1): the invitation e-mail links to
 * the notice's page and says it is there, so for a new hire the notice goes out no later than the
 * invitation (29 CFR 2590.702-2(c)(6)(ii), 26 CFR 54.9802-4(c)(6)(ii): by the first day of
 * eligibility). Each invited employee's notice is the one the page shows them by default: the plan
 * year being enrolled, their census class, their census language. Its version is recorded as sent
 * in the same transaction as the invitation's outbox item (lambdas/adapters/census.ts), under the
 * key the daily notice run writes (lambdas/adapters/ichra-notices.ts), so the run does not send it a
 * second time and the console's tracker shows it sent. An employee whose class has no terms for
 * that year gets the invitation with the link and no mark: the daily run sends the notice once the
 * employer loads the terms.
 */
import type { CensusEmployee } from '../../shared/domain/census';
import type { Employer } from '../../shared/domain/employer';
import type { Language } from '../../shared/domain/language';
import type { InvitationNotice } from '../adapters/census';
import type { IchraNoticeStore } from '../adapters/ichra-notices';
import { noticePlanYears, renderNotice, type NoticePorts } from './ichra-notice';

export interface InvitationNoticePorts extends Omit<NoticePorts, 'notices'> {
  notices: Pick<IchraNoticeStore, 'sentWithInvitationWrite'>;
}

/**
 * The notice each employee's invitation carries, by lower-cased e-mail, with the write that marks
 * it sent; rendered once per class and language. Employees whose class has no terms for the plan
 * year are left out.
 *
 * @example
 * const notices = await invitationNotices(ports, employer, employees, clock());
 * notices.get('ana@example.com'); // { planYear: 2027, sentMark: { Update: { Key: { sk: 'NOTICE#2027#SENT#ana@…' } } } }
 */
export async function invitationNotices(
  ports: InvitationNoticePorts,
  employer: Employer,
  employees: readonly Pick<CensusEmployee, 'email' | 'class' | 'language'>[],
  now: Date,
): Promise<Map<string, InvitationNotice>> {
  const [planYear] = noticePlanYears(now, employer.edoc_period);
  const versions = new Map<string, Promise<string | undefined>>();
  const versionOf = (className: string, language: Language) => {
    const key = `${className.trim().toLowerCase()}|${language}`;
    let version = versions.get(key);
    if (!version) {
      version = renderNotice(ports, employer, className, planYear, language).then((n) => n?.version);
      versions.set(key, version);
    }
    return version;
  };
  const notices = new Map<string, InvitationNotice>();
  for (const e of employees) {
    const version = await versionOf(e.class, e.language);
    if (!version) continue;
    const email = e.email.toLowerCase();
    notices.set(email, {
      planYear,
      sentMark: ports.notices.sentWithInvitationWrite(employer.id, { email, planYear, version }, now),
    });
  }
  return notices;
}
