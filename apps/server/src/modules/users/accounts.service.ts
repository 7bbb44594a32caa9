import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { postLetter } from '../messages/messages.service.ts';
import { welcomeLetter } from '../messages/welcome.ts';
import { grantTrial } from './subscriptions.repository.ts';
import { uniqueViolation } from './unique-violation.ts';
import { createUser, type NewUser, type UserRow } from './users.repository.ts';

/**
 * Creates an account with everything a new account gets, in one transaction: the user row, the free-trial package
 * (TRIAL_PACKAGE_COUNT drafting uses for TRIAL_PACKAGE_DAYS days) and the welcome letter. Used by registration
 * and by WeChat binding of a new phone. A phone or WeChat identity taken meanwhile answers PHONE_TAKEN / WX_ALREADY_BOUND.
 */
export async function createAccount(ctx: AppContext, fields: NewUser): Promise<UserRow> {
  const now = new Date(ctx.clock.now());
  const trial = { count: ctx.config.TRIAL_PACKAGE_COUNT, days: ctx.config.TRIAL_PACKAGE_DAYS };
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const created = await createUser(tx, fields, now);
      await grantTrial(tx, created.id, { ...trial, now });
      await postLetter(tx, created.id, welcomeLetter(created.name, trial), now);
      return created;
    });
    ctx.log.info({ event: 'account.created', userId: user.id, agentId: user.agentId, activityId: user.activityId }, 'account created');
    return user;
  } catch (err) {
    const index = uniqueViolation(err);
    if (index === 'users_phone_key') throw new AppError('PHONE_TAKEN');
    if (index === 'users_wx_unionid_key') throw new AppError('WX_ALREADY_BOUND');
    throw err;
  }
}
