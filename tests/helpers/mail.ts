/**
 * The mails sent through the local SES (aws-ses-v2-local): `GET ${mailUrl}/store` lists every
 * mail sent since the stack started (`?since=` those since an epoch second). Browser and
 * integration tests read confirmation links and reset codes from there, as a user reads their inbox.
 */
export interface SentMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Epoch seconds. */
  at: number;
}

interface StoreEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** When this test file's modules loaded, in the store's epoch seconds, less a margin. */
const loadedAt = Math.floor(Date.now() / 1000) - 5;

/**
 * The store's address for the mails sent since this test file started. The store keeps every
 * mail of the run, and the stack answers it from the test run's main process, the one that also
 * serves the portal and runs the mail senders: a file that polls its inbox four times a second
 * would otherwise have that process serialize the whole run's mails each time.
 */
export const storeUrl = (mailUrl: string): string => `${mailUrl}/store?since=${loadedAt}`;

/** Every mail sent since this test file started, oldest first. */
export async function readMails(mailUrl: string): Promise<SentMail[]> {
  const res = await fetch(storeUrl(mailUrl));
  if (!res.ok) throw new Error(`${mailUrl}/store answered HTTP ${res.status}`);
  const { emails } = (await res.json()) as { emails: StoreEmail[] };
  return emails.map((e) => ({
    messageId: e.messageId,
    from: e.from,
    to: e.destination.to,
    subject: e.subject,
    text: e.body.text ?? '',
    html: e.body.html ?? '',
    at: e.at,
  }));
}

/** The mails sent to an address (case-insensitive), oldest first. */
export async function mailsTo(mailUrl: string, to: string): Promise<SentMail[]> {
  const address = to.toLowerCase();
  return (await readMails(mailUrl)).filter((m) => m.to.some((t) => t.toLowerCase() === address));
}

/**
 * Waits for a mail to `to` that is not among `seen` (message ids of mails already read) and
 * passes `match`; fails with the mails found when none arrives in time.
 */
export async function waitForMail(
  mailUrl: string,
  to: string,
  options: { seen?: readonly string[]; match?: (mail: SentMail) => boolean; timeoutMs?: number } = {},
): Promise<SentMail> {
  const { seen = [], match = () => true, timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  let found: SentMail[] = [];
  while (Date.now() < deadline) {
    found = await mailsTo(mailUrl, to);
    const mail = found.find((m) => !seen.includes(m.messageId) && match(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `No new mail to ${to} within ${timeoutMs} ms; mails to it: ${JSON.stringify(found.map((m) => m.subject))}`,
  );
}

/** The set-password link of a confirmation mail (from its text body). */
export function setPasswordLinkOf(mail: SentMail): URL {
  const match = /https?:\/\/\S+\/set-password\?\S+/.exec(mail.text);
  if (!match) throw new Error(`The mail '${mail.subject}' has no set-password link:\n${mail.text}`);
  return new URL(match[0]);
}

/** The 6-digit code of a password-reset mail. */
export function resetCodeOf(mail: SentMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`The mail '${mail.subject}' has no 6-digit code:\n${mail.text}`);
  return match[1];
}
