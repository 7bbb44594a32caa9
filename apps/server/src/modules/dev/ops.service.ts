import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { issueLoginLink } from '../elogin/elogin.service.ts';
import { findUserByEmail, findUserById, findUserByPhone } from '../users/users.repository.ts';
import type { OpsEloginBody } from './ops.schema.ts';

/** Staff issue a login link for a customer who cannot log in otherwise (e.g. lost phone); the issuance is logged. */
export async function issueStaffLoginLink(ctx: AppContext, body: OpsEloginBody) {
  const user =
    body.userId !== undefined
      ? await findUserById(ctx.db, body.userId)
      : body.phone !== undefined
        ? await findUserByPhone(ctx.db, body.countryCode, body.phone)
        : await findUserByEmail(ctx.db, body.email!);
  if (!user) throw new AppError('NOT_FOUND');
  const link = await issueLoginLink(ctx, user.id, 'staff', body.lang);
  ctx.log.warn({ event: 'ops.elogin', userId: user.id }, 'staff issued a login link');
  return { userId: user.id, ...link };
}
