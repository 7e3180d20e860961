/**
 * The access area's e-mails (spec portal section 9): the confirmation e-mail and the reset code,
 * each in a text and an HTML body composed from the same blocks, every value escaped in the HTML.
 * Each goes out in the member's language (the confirmation e-mail: the language registered in),
 * its texts from shared/api-messages.ts or its Spanish twin; the figures are the same in both.
 */
import { apiMessagesIn } from '../../shared/api-message-codes';
import type { Language } from '../../shared/domain/language';
import type { Mail } from './ports';

const escapeHtml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export type Block = { text: string } | { link: string; label: string } | { code: string };

/** One e-mail in two bodies from the same blocks; every value is escaped in the HTML body. */
export function compose(to: string, subject: string, blocks: Block[]): Mail {
  const text = blocks
    .map((b) => ('text' in b ? b.text : 'link' in b ? `${b.label}:\n${b.link}` : b.code))
    .join('\n\n');
  const html = blocks
    .map((b) =>
      'text' in b
        ? `<p>${escapeHtml(b.text)}</p>`
        : 'link' in b
          ? `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`
          : `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(b.code)}</p>`,
    )
    .join('\n');
  return { to, subject, text, html: `<!doctype html>\n<html><body>\n${html}\n</body></html>` };
}

/** The confirmation e-mail of spec portal section 9: a welcome subject asking to confirm the address. */
export function confirmationEmail(p: {
  to: string;
  firstname: string;
  employerName: string;
  link: string;
  ttlHours: number;
  language: Language;
}): Mail {
  const texts = apiMessagesIn(p.language);
  return compose(p.to, texts.confirmationEmailSubject, [
    { text: texts.confirmationEmailGreeting(p.firstname) },
    { text: texts.confirmationEmailIntro(p.employerName) },
    { link: p.link, label: texts.confirmationEmailLinkLabel },
    { text: texts.confirmationEmailExpiry(p.ttlHours) },
    { text: texts.confirmationEmailIgnore },
  ]);
}

/** The in-app password reset's e-mail: the 6-digit code and how long it lasts. */
export function resetCodeEmail(p: {
  to: string;
  firstname: string;
  code: string;
  minutes: number;
  language: Language;
}): Mail {
  const texts = apiMessagesIn(p.language);
  return compose(p.to, texts.resetCodeEmailSubject, [
    { text: texts.confirmationEmailGreeting(p.firstname) },
    { text: texts.resetCodeEmailIntro },
    { code: p.code },
    { text: texts.resetCodeEmailExpiry(p.minutes) },
  ]);
}
