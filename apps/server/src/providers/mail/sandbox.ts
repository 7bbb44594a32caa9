import type { MailProvider, Outbox } from '../types.ts';

/** Sandbox mail: nothing leaves the machine; the message lands in the outbox (and the log) for the tester to open. */
export class SandboxMailProvider implements MailProvider {
  readonly sandbox = true;
  constructor(private readonly outbox: Outbox) {}

  async send(mail: { to: string; subject: string; text: string; html?: string }) {
    await this.outbox.record({ channel: 'mail', to: mail.to, text: `${mail.subject}\n\n${mail.text}` });
  }
}
