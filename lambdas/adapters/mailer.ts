import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mail, MailPort } from '../access/ports';

/**
 * E-mail through SES v2 (aws-ses-v2-local on this machine): one SendEmail per mail, HTML and
 * text, sent by the SDK's SES v2 client (its signing, retries and errors;
 * docs/decisions/0020-sdk-clients-in-the-functions.md).
 */
export class Mailer implements MailPort {
  constructor(
    private readonly ses: SESv2Client,
    /** The stage's no-reply sender (FROM_EMAIL). */
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.deliver(mail);
  }

  /** Sends the mail; answers the MessageId SES gave it (kept by the confirmation outbox). */
  async deliver(mail: Mail): Promise<string | undefined> {
    const sent = await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Html: { Data: mail.html, Charset: 'UTF-8' },
              Text: { Data: mail.text, Charset: 'UTF-8' },
            },
          },
        },
      }),
    );
    return sent.MessageId;
  }
}
