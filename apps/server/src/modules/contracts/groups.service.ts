import type { ContractGroup } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { uniqueViolation } from '../users/unique-violation.ts';
import { countDefaultGroup, deleteGroup, findGroup, insertGroup, listGroups, nextSort, renameGroup, setSort } from './groups.repository.ts';

const now = (ctx: AppContext) => new Date(ctx.clock.now());

/** Unique per user whatever the case: the index says so, this turns its refusal into the §5-style message. */
async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err) === 'contract_groups_user_name_key') throw new AppError('GROUP_NAME_TAKEN');
    throw err;
  }
}

/** The default group first (its name is the client's locale text), then the custom groups in the user's order. */
export async function groupsOf(ctx: AppContext, userId: number): Promise<ContractGroup[]> {
  const [rows, defaultCount] = await Promise.all([listGroups(ctx.db, userId), countDefaultGroup(ctx.db, userId)]);
  return [
    { id: null, name: '', isDefault: true, count: defaultCount, sort: 0 },
    ...rows.map((g) => ({ id: g.id, name: g.name, isDefault: false, count: g.count, sort: g.sort })),
  ];
}

export async function createGroup(ctx: AppContext, userId: number, name: string): Promise<ContractGroup> {
  const row = await named(async () => insertGroup(ctx.db, userId, name, await nextSort(ctx.db, userId), now(ctx)));
  return { id: row.id, name: row.name, isDefault: false, count: 0, sort: row.sort };
}

export async function renameGroupOf(ctx: AppContext, userId: number, id: number, name: string): Promise<{ id: number; name: string }> {
  const done = await named(() => renameGroup(ctx.db, userId, id, name));
  if (!done) throw new AppError('GROUP_NOT_FOUND');
  return { id, name };
}

/** Moving a group is reordering: the ids in their new order; an id that is not the user's group refuses the whole call. */
export async function reorderGroups(ctx: AppContext, userId: number, ids: number[]): Promise<ContractGroup[]> {
  await ctx.db.transaction(async (tx) => {
    for (const [i, id] of [...new Set(ids)].entries()) {
      if (!(await setSort(tx, userId, id, i + 1))) throw new AppError('GROUP_NOT_FOUND');
    }
  });
  return groupsOf(ctx, userId);
}

/** Its contracts go to the default group in the same transaction. */
export async function removeGroup(ctx: AppContext, userId: number, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findGroup(tx, userId, id))) throw new AppError('GROUP_NOT_FOUND');
    await deleteGroup(tx, userId, id);
  });
  return { id };
}
