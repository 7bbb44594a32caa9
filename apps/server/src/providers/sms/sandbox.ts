import type { Outbox, SmsProvider } from '../types.ts';

/**
 * The embedded SMS provider: every message goes to the outbox (GET /api/dev/outbox and the server log) instead of
 * a phone. The same limits apply as with a real gateway, because they are enforced before a provider is called.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly sandbox = true;
  constructor(private readonly outbox: Outbox) {}

  async sendCode(to: { countryCode: string; phone: string }, _code: string, text: string): Promise<void> {
    await this.outbox.record({ channel: 'sms', to: `+${to.countryCode} ${to.phone}`, text });
  }
}
