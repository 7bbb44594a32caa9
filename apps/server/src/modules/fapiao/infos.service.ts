import { fapiao } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { checkInfoFields, infoValues } from './info-rules.ts';
import { deleteInfo, infoById, infoCount, infosOf, insertInfo, lockUserInfos, makeDefault, updateInfo } from './infos.repository.ts';
import { infoView } from './fapiao.views.ts';

/** The user's information sets, oldest first, and how many may be saved. */
export async function listInfos(ctx: AppContext, userId: number) {
  return { list: (await infosOf(ctx.db, userId)).map(infoView), max: fapiao.FAPIAO_MAX_INFOS };
}

/** Saves a new set: at most 3 per user; the first one saved is the default, a later one when asked. */
export async function createInfo(ctx: AppContext, userId: number, body: fapiao.InfoBody) {
  const values = infoValues(body);
  checkInfoFields(values);
  const at = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    await lockUserInfos(tx, userId);
    const n = await infoCount(tx, userId);
    if (n >= fapiao.FAPIAO_MAX_INFOS) throw new AppError('FAPIAO_INFO_LIMIT');
    const row = await insertInfo(tx, { ...values, userId, isDefault: false, createdAt: at, updatedAt: at });
    if (n === 0 || body.isDefault) await makeDefault(tx, userId, row.id, at);
    return infoView((await infoById(tx, userId, row.id))!);
  });
}

export async function editInfo(ctx: AppContext, userId: number, id: number, body: fapiao.InfoBody) {
  const values = infoValues(body);
  checkInfoFields(values);
  const at = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    await lockUserInfos(tx, userId);
    const row = await updateInfo(tx, userId, id, values, at);
    if (!row) throw new AppError('NOT_FOUND');
    if (body.isDefault) await makeDefault(tx, userId, id, at);
    return infoView((await infoById(tx, userId, id))!);
  });
}

export async function setDefaultInfo(ctx: AppContext, userId: number, id: number) {
  const at = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    await lockUserInfos(tx, userId);
    if (!(await infoById(tx, userId, id))) throw new AppError('NOT_FOUND');
    await makeDefault(tx, userId, id, at);
    return infoView((await infoById(tx, userId, id))!);
  });
}

/** Removes a set; when it was the default the oldest remaining set becomes the default, so exactly one stays. */
export async function removeInfo(ctx: AppContext, userId: number, id: number) {
  const at = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await lockUserInfos(tx, userId);
    const gone = await deleteInfo(tx, userId, id);
    if (!gone) throw new AppError('NOT_FOUND');
    const [next] = await infosOf(tx, userId);
    if (gone.isDefault && next) await makeDefault(tx, userId, next.id, at);
  });
  return { ok: true as const };
}
