import type { Mail, MailPort } from '../../shared/domain/access-ports';
import type { SesV2 } from './ses';

/** E-mail through SES v2 (aws-ses-v2-local on this machine): one SendEmail per mail, HTML and text. */
export class Mailer implements MailPort {
  constructor(
    private readonly ses: SesV2,
    /** The stage's no-reply sender (FROM_EMAIL). */
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.ses.sendEmail({
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
    });
  }
}
