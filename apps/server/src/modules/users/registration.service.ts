import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { ClientMeta } from '../auth/login.service.ts';
import { hashPassword } from '../auth/password.ts';
import { issueSession, type Platform } from '../auth/sessions.service.ts';
import { consumeSmsCode } from '../auth/sms.service.ts';
import { createAccount } from './accounts.service.ts';
import { findUserByPhone } from './users.repository.ts';

export interface RegisterInput {
  countryCode: string;
  phone: string;
  code: string;
  password: string;
  name?: string;
  platform: Platform;
  agentId?: string;
  activityId?: string;
}

/** POST /users/create — registers with a phone proven by an SMS code, and signs the new user in (answers the token). */
export async function register(ctx: AppContext, input: RegisterInput, meta: ClientMeta): Promise<string> {
  // Checked before the code is spent, so a taken phone does not cost the user their code.
  if (await findUserByPhone(ctx.db, input.countryCode, input.phone)) throw new AppError('PHONE_TAKEN');
  await consumeSmsCode(ctx, { countryCode: input.countryCode, phone: input.phone, purpose: 'register', code: input.code, ip: meta.ip });
  const user = await createAccount(ctx, {
    countryCode: input.countryCode,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    name: input.name || null,
    agentId: input.agentId || null,
    activityId: input.activityId || null,
  });
  const { token } = await issueSession(ctx, user.id, { method: 'register', platform: input.platform, ...meta });
  return token;
}
