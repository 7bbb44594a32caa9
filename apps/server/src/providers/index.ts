import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@lexbridge/db';
import { systemClock, type Clock, type Config } from '../config.ts';
import { createMailProvider } from './mail/index.ts';
import { createDbOutbox } from './outbox.ts';
import type { Outbox, Providers, SmsProvider } from './types.ts';
import { createWechatProvider } from './wechat/index.ts';

/** Sandbox SMS: the code is "sent" to the outbox. */
function sandboxSms(outbox: Outbox): SmsProvider {
  return {
    sandbox: true,
    async sendCode(to, _code, text) {
      await outbox.record({ channel: 'sms', to: `+${to.countryCode} ${to.phone}`, text });
    },
  };
}

/**
 * Builds the providers from the settings. The outbox exists only while at least one sandbox provider is active:
 * a production server with real providers has no outbox and no /api/dev/outbox.
 */
export function createProviders(config: Config, db: Db, log: FastifyBaseLogger, clock: Clock = systemClock): Providers {
  const anySandbox = config.SMS_PROVIDER === 'sandbox' || config.MAIL_PROVIDER === 'sandbox' || config.WECHAT_PROVIDER === 'sandbox';
  const outbox = anySandbox ? createDbOutbox(db, log, clock) : null;
  const sms = config.SMS_PROVIDER === 'sandbox' ? sandboxSms(outbox!) : missingSms(config.SMS_PROVIDER);
  return {
    sms,
    mail: createMailProvider(config, outbox),
    wechat: createWechatProvider(config, db, log, clock),
    outbox,
  };
}

function missingSms(name: string): SmsProvider {
  throw new Error(`SMS provider ${name} is not available`);
}
