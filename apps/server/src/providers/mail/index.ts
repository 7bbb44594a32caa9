import type { Config } from '../../config.ts';
import type { MailProvider, Outbox } from '../types.ts';
import { SandboxMailProvider } from './sandbox.ts';
import { SmtpMailProvider } from './smtp.ts';

export function createMailProvider(config: Config, outbox: Outbox | null): MailProvider {
  if (config.MAIL_PROVIDER === 'smtp') return new SmtpMailProvider(config.SMTP_URL, config.MAIL_FROM);
  if (!outbox) throw new Error('the sandbox mail provider needs the outbox');
  return new SandboxMailProvider(outbox);
}
