/**
 * The ICHRA notice e-mail (issue 40, item 1): sent by the daily schedule to each employee whose
 * notice of a plan year (or a new version of it) they were not sent yet, with the link to the
 * notice's page, where they read it, download its PDF and acknowledge it. In the employee's
 * language; the texts are here, in English and Spanish, as the reminder's are.
 */
import { apiMessagesIn } from '../../shared/api-message-codes';
import type { Language } from '../../shared/domain/language';
import { compose } from '../access/emails';
import type { Mail } from '../access/ports';

interface NoticeMailTexts {
  subject: (employerName: string, planYear: string) => string;
  intro: (employerName: string, planYear: string) => string;
  acknowledge: string;
  linkLabel: string;
}

export const noticeMailTexts: Record<Language, NoticeMailTexts> = {
  en: {
    subject: (employerName, planYear) => `${employerName}: your ICHRA notice for ${planYear}`,
    intro: (employerName, planYear) =>
      `${employerName} offers you an individual coverage HRA (ICHRA) for the ${planYear} plan year. Its notice tells you your allowance, your right to opt out, what the ICHRA means for the premium tax credit, and what you must do to be reimbursed.`,
    acknowledge: 'Please read it in the portal and confirm that you received it.',
    linkLabel: 'Read the ICHRA notice',
  },
  es: {
    subject: (employerName, planYear) => `${employerName}: su aviso del ICHRA para ${planYear}`,
    intro: (employerName, planYear) =>
      `${employerName} le ofrece un HRA de cobertura individual (ICHRA) para el año del plan ${planYear}. Su aviso le indica su asignación, su derecho a excluirse, lo que el ICHRA significa para el crédito tributario de prima y lo que debe hacer para recibir reembolsos.`,
    acknowledge: 'Léalo en el portal y confirme que lo recibió.',
    linkLabel: 'Leer el aviso del ICHRA',
  },
};

export function noticeMail(p: {
  to: string;
  firstName: string;
  employerName: string;
  planYear: string;
  link: string;
  language: Language;
}): Mail {
  const t = noticeMailTexts[p.language];
  return compose(p.to, t.subject(p.employerName, p.planYear), [
    { text: apiMessagesIn(p.language).confirmationEmailGreeting(p.firstName) },
    { text: t.intro(p.employerName, p.planYear) },
    { text: t.acknowledge },
    { link: p.link, label: t.linkLabel },
  ]);
}
