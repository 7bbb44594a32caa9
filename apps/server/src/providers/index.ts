import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@lexbridge/db';
import { systemClock, type Clock, type Config } from '../config.ts';
import { createMailProvider } from './mail/index.ts';
import { createDbOutbox } from './outbox.ts';
import { createPaymentProviders } from './payments/index.ts';
import { createSmsProvider } from './sms/index.ts';
import type { Providers } from './types.ts';
import { createWechatProvider } from './wechat/index.ts';

/**
 * Builds the providers from the settings. The outbox exists only while at least one sandbox provider is active:
 * a production server with real providers has no outbox and no /api/dev/outbox. Every outbox entry is also logged.
 */
export function createProviders(config: Config, db: Db, log: FastifyBaseLogger, clock: Clock = systemClock): Providers {
  const anySandbox = config.SMS_PROVIDER === 'sandbox' || config.MAIL_PROVIDER === 'sandbox' || config.WECHAT_PROVIDER === 'sandbox';
  const outbox = anySandbox ? createDbOutbox(db, log, clock) : null;
  return {
    sms: createSmsProvider(config, outbox),
    mail: createMailProvider(config, outbox),
    wechat: createWechatProvider(config, db, log, clock),
    payments: createPaymentProviders(config, db, log, clock),
    outbox,
  };
}
