import nodemailer, { type Transporter } from 'nodemailer';
import type { MailProvider } from '../types.ts';

/** Real mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpMailProvider implements MailProvider {
  readonly sandbox = false;
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    if (!smtpUrl) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: { to: string; subject: string; text: string; html?: string }) {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  close() {
    this.transport.close();
  }
}
