/**
 * The reminder e-mail (issue 39, item 4): an employee who has not authorized yet is asked to
 * enroll, by the window's last day, with the link that gets them there: the portal's sign-in page
 * for a registered member, a fresh personal registration link for an employee on the census who
 * has not registered (made by the admin mail sender at send time, as an invitation's is). In the
 * employee's language; the texts are here, in English and Spanish, with the date written the way
 * each language writes it.
 */
import { apiMessagesIn } from '../../shared/api-message-codes';
import type { Language } from '../../shared/domain/language';
import { compose, type Block } from '../access/emails';
import type { Mail } from '../access/ports';

interface ReminderTexts {
  subject: (employerName: string) => string;
  intro: (employerName: string) => string;
  /** "Enroll by <date>", the date already written in the language. */
  enrollBy: (date: string) => string;
  signInLabel: string;
  registerLabel: string;
  personalLink: string;
}

export const reminderTexts: Record<Language, ReminderTexts> = {
  en: {
    subject: (employerName) => `Reminder: enroll in your ${employerName} health benefits`,
    intro: (employerName) =>
      `You have not completed your health benefits enrollment with ${employerName} yet.`,
    enrollBy: (date) => `Enroll by ${date}.`,
    signInLabel: 'Sign in and enroll',
    registerLabel: 'Create my account',
    personalLink: 'This link is personal: please do not forward it.',
  },
  es: {
    subject: (employerName) => `Recordatorio: inscríbase en sus beneficios de salud de ${employerName}`,
    intro: (employerName) =>
      `Todavía no ha completado su inscripción en los beneficios de salud de ${employerName}.`,
    enrollBy: (date) => `Inscríbase a más tardar el ${date}.`,
    signInLabel: 'Iniciar sesión e inscribirme',
    registerLabel: 'Crear mi cuenta',
    personalLink: 'Este enlace es personal: no lo reenvíe.',
  },
};

/**
 * A date YYYY-MM-DD as the language writes it, the calendar day itself (no time zone shifts it).
 *
 * @example
 * longDate('2026-12-15', 'en'); // 'December 15, 2026'
 * longDate('2026-12-15', 'es'); // '15 de diciembre de 2026'
 */
export function longDate(isoDate: string, language: Language): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(day);
}

/** The portal's sign-in page of the stage's own portal, for the employer (never the request's host). */
export function signInLink(portalUrl: string, employerId: string): string {
  const url = new URL('/login', portalUrl);
  url.searchParams.set('employer_id', employerId);
  return url.toString();
}

export function reminderMail(p: {
  to: string;
  firstName: string;
  employerName: string;
  /** The window's last day (YYYY-MM-DD); '' when the employer set no window: the mail names no date. */
  closes: string;
  link: string;
  /** Whether the link is a personal registration link (else the sign-in page). */
  register: boolean;
  language: Language;
}): Mail {
  const texts = reminderTexts[p.language];
  const blocks: Block[] = [
    { text: apiMessagesIn(p.language).confirmationEmailGreeting(p.firstName) },
    { text: texts.intro(p.employerName) },
  ];
  if (p.closes) blocks.push({ text: texts.enrollBy(longDate(p.closes, p.language)) });
  blocks.push({ link: p.link, label: p.register ? texts.registerLabel : texts.signInLabel });
  if (p.register) blocks.push({ text: texts.personalLink });
  return compose(p.to, texts.subject(p.employerName), blocks);
}
