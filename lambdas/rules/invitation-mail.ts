/**
 * The census's invitation e-mail (issue 39, item 3): the employer invites an employee to register,
 * with a personal link that opens registration pre-filled. In the census's language for the
 * employee (English when it gives none); the texts are shared/api-messages.admin.ts's or its Spanish twin's.
 */
import { apiMessagesIn } from '../../shared/api-message-codes';
import { adminApiMessagesIn } from '../../shared/admin-api-messages';
import type { Language } from '../../shared/domain/language';
import { compose } from '../access/emails';
import type { Mail } from '../access/ports';

/**
 * The link of an invitation: the registration page of the stage's own portal, for the employer,
 * with the token the page sends back. Never the request's host.
 *
 * @example
 * invitationLink('https://portal.example.com', 'e0c7…', 'Xy12…'); // https://portal.example.com/register?employer_id=e0c7…&invite=Xy12…
 */
export function invitationLink(portalUrl: string, employerId: string, token: string): string {
  const url = new URL('/register', portalUrl);
  url.searchParams.set('employer_id', employerId);
  url.searchParams.set('invite', token);
  return url.toString();
}

/**
 * The page of the employee's ICHRA notice (issue 40, item 1): the invitation carries it, so the
 * notice goes out with the invitation (29 CFR 2590.702-2(c)(6): no later than the first day of
 * eligibility for a new hire). It opens after sign-in.
 */
export function noticeLink(portalUrl: string, planYear?: number): string {
  const url = new URL('/ichra-notice', portalUrl);
  if (planYear !== undefined) url.searchParams.set('planYear', String(planYear));
  return url.toString();
}

export function invitationMail(p: {
  to: string;
  firstName: string;
  employerName: string;
  link: string;
  /** The ICHRA notice's page ({@link noticeLink}). */
  noticeLink: string;
  language: Language;
}): Mail {
  const texts = adminApiMessagesIn(p.language);
  return compose(p.to, texts.invitationEmailSubject(p.employerName), [
    { text: apiMessagesIn(p.language).confirmationEmailGreeting(p.firstName) },
    { text: texts.invitationEmailIntro(p.employerName) },
    { link: p.link, label: texts.invitationEmailLinkLabel },
    { text: texts.invitationEmailNotice },
    { link: p.noticeLink, label: texts.invitationEmailNoticeLabel },
    { text: texts.invitationEmailIgnore },
  ]);
}
