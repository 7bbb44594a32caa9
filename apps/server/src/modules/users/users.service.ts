import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findLoginBefore, findLoginOfSession, listLoginLogs } from '../auth/sessions.repository.ts';
import { authChanged } from '../auth/session-cache.ts';
import type { AuthInfo } from '../auth/sessions.service.ts';
import { uniqueViolation } from './unique-violation.ts';
import { findUserByAccount, findUserByEmail, updateProfile, type ProfileFields } from './users.repository.ts';
import { toBaseUserView, toUserView } from './users.views.ts';

/** The current user, their profile and their login history. */
const LOGIN_LOG_LIMIT = 20;

type CurrentUser = { user: ReturnType<typeof toUserView>; baseUser: ReturnType<typeof toBaseUserView> };
/** Views of rows held by the session-check cache: the same row answers the same view, built once. Nobody mutates them. */
const viewsOfRow = new WeakMap<AuthInfo['user'], CurrentUser>();

/** GET /users — a visitor (no token) gets the silent 510101; the guard has already judged a token that was sent. */
export function getCurrentUser(_ctx: AppContext, auth: AuthInfo | null): CurrentUser {
  if (!auth) throw new AppError('NOT_LOGGED_IN_SILENT');
  // The guard read the user's row with the session.
  let view = viewsOfRow.get(auth.user);
  if (!view) {
    view = { user: toUserView(auth.user), baseUser: toBaseUserView(auth.user) };
    viewsOfRow.set(auth.user, view);
  }
  return view;
}

export interface ProfileInput {
  name: string;
  account?: string;
  orgType: string;
  orgName: string;
  locationKind: string;
  country?: string;
  province?: string;
  city?: string;
  industry: string;
  position: string;
  transactionTypes: string[];
  lawyerName?: string;
  lawyerEmail?: string;
  email?: string;
}

/** An optional field: absent keeps the stored value, an empty string clears it. */
const optional = (v: string | undefined) => (v === undefined ? undefined : v.trim() || null);

function toFields(input: ProfileInput): ProfileFields {
  const china = input.locationKind === 'china';
  return {
    name: input.name,
    account: optional(input.account),
    email: optional(input.email),
    orgType: input.orgType,
    orgName: input.orgName,
    locationKind: input.locationKind,
    // The location is either a province and city in China or a country/region elsewhere, never both.
    country: china ? null : (optional(input.country) ?? null),
    province: china ? (optional(input.province) ?? null) : null,
    city: china ? (optional(input.city) ?? null) : null,
    industry: input.industry,
    position: input.position,
    transactionTypes: [...new Set(input.transactionTypes)],
    lawyerName: optional(input.lawyerName),
    lawyerEmail: optional(input.lawyerEmail),
  };
}

/** POST /users/info — answers the updated user view. Account names and e-mails are unique whatever their case. */
export async function saveProfile(ctx: AppContext, auth: AuthInfo, input: ProfileInput) {
  const fields = toFields(input);
  if (fields.account) {
    const holder = await findUserByAccount(ctx.db, fields.account);
    if (holder && holder.id !== auth.userId) throw new AppError('ACCOUNT_NAME_TAKEN');
  }
  if (fields.email) {
    const holder = await findUserByEmail(ctx.db, fields.email);
    if (holder && holder.id !== auth.userId) throw new AppError('EMAIL_TAKEN');
  }
  try {
    const user = await updateProfile(ctx.db, auth.userId, fields, new Date(ctx.clock.now()));
    authChanged(ctx, auth.userId);
    if (!user) throw new AppError('TOKEN_INVALID');
    return toUserView(user);
  } catch (err) {
    // Two users claiming the same name at once: the unique index decides.
    const index = uniqueViolation(err);
    if (index === 'users_account_lower_key') throw new AppError('ACCOUNT_NAME_TAKEN');
    if (index === 'users_email_lower_key') throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

/** GET /users/loginLog — the latest logins, newest first; "this login" opened the caller's session, "last login" came before it. */
export async function getLoginLog(ctx: AppContext, auth: AuthInfo) {
  const [records, current] = await Promise.all([
    listLoginLogs(ctx.db, auth.userId, LOGIN_LOG_LIMIT),
    findLoginOfSession(ctx.db, auth.userId, auth.sessionId),
  ]);
  const previous = current ? await findLoginBefore(ctx.db, auth.userId, current) : null;
  return {
    lastLoginTime: previous?.createdAt.getTime() ?? null,
    thisLoginTime: current?.createdAt.getTime() ?? null,
    records: records.map((r) => ({ loginTime: r.createdAt.getTime(), ip: r.ip, method: r.method, platform: r.platform })),
  };
}
