/**
 * The proof of coverage reminder e-mail (issue 40, item 3): a member enrolled with a plan whose
 * coverage has started and who has no approved proof is asked to upload one on the welcome page
 * (its upload section). When HR rejected the proof uploaded, the mail says so and gives HR's
 * reason. In the member's language; the texts are here, in English and Spanish.
 */
import { apiMessagesIn } from '../../shared/api-message-codes';
import type { Language } from '../../shared/domain/language';
import { compose, type Block } from '../access/emails';
import type { Mail } from '../access/ports';

interface ProofReminderTexts {
  subject: (planYear: string) => string;
  missing: (employerName: string, planYear: string) => string;
  rejected: (employerName: string, planYear: string) => string;
  reason: (reason: string) => string;
  how: string;
  linkLabel: string;
}

export const proofReminderTexts: Record<Language, ProofReminderTexts> = {
  en: {
    subject: (planYear) => `Reminder: upload your proof of health coverage for ${planYear}`,
    missing: (employerName, planYear) =>
      `Your health benefits with ${employerName} require proof that you are enrolled in individual health coverage for ${planYear}. We have not received it yet.`,
    rejected: (employerName, planYear) =>
      `HR at ${employerName} rejected the proof of health coverage you uploaded for ${planYear}.`,
    reason: (reason) => `Reason: ${reason}`,
    how: 'Upload an insurance card or a premium invoice that shows your coverage (PDF, JPEG or PNG, up to 10 MB).',
    linkLabel: 'Upload my proof of coverage',
  },
  es: {
    subject: (planYear) => `Recordatorio: suba su comprobante de cobertura de salud de ${planYear}`,
    missing: (employerName, planYear) =>
      `Sus beneficios de salud de ${employerName} requieren un comprobante de que está inscrito en una cobertura de salud individual para ${planYear}. Todavía no lo hemos recibido.`,
    rejected: (employerName, planYear) =>
      `Recursos Humanos de ${employerName} rechazó el comprobante de cobertura de salud que subió para ${planYear}.`,
    reason: (reason) => `Motivo: ${reason}`,
    how: 'Suba una tarjeta del seguro o una factura de la prima que muestre su cobertura (PDF, JPEG o PNG, hasta 10 MB).',
    linkLabel: 'Subir mi comprobante de cobertura',
  },
};

/** The welcome page of the stage's own portal, where the upload section is (never the request's host). */
export function proofUploadLink(portalUrl: string): string {
  return new URL('/welcome', portalUrl).toString();
}

export function proofReminderMail(p: {
  to: string;
  firstName: string;
  employerName: string;
  planYear: string;
  /** Whether HR rejected the proof uploaded (else none was uploaded). */
  rejected: boolean;
  /** HR's reason for the rejection; '' when none is stored. */
  reason: string;
  link: string;
  language: Language;
}): Mail {
  const texts = proofReminderTexts[p.language];
  const blocks: Block[] = [{ text: apiMessagesIn(p.language).confirmationEmailGreeting(p.firstName) }];
  if (p.rejected) {
    blocks.push({ text: texts.rejected(p.employerName, p.planYear) });
    if (p.reason.trim()) blocks.push({ text: texts.reason(p.reason.trim()) });
  } else blocks.push({ text: texts.missing(p.employerName, p.planYear) });
  blocks.push({ text: texts.how }, { link: p.link, label: texts.linkLabel });
  return compose(p.to, texts.subject(p.planYear), blocks);
}
