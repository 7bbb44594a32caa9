import type { ContractDetail, ContractItem, DraftingOverview } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { closeDraftsOfContracts } from '../drafts/drafts.repository.ts';
import {
  countContracts,
  countFavourites,
  frequentTemplates,
  listContracts,
  listVersions,
  moveToGroup,
  renameContract,
  softDelete,
  type ListFilter,
} from './contracts.repository.ts';
import { findGroup } from './groups.repository.ts';
import { contractItem } from './contracts.views.ts';

const now = (ctx: AppContext) => new Date(ctx.clock.now());

export interface ContractsQuery {
  groupId?: 'default' | number;
  q?: string;
  pageNo: number;
  pageSize: number;
}

export async function listContractsOf(ctx: AppContext, userId: number, query: ContractsQuery): Promise<{ list: ContractItem[]; total: number }> {
  const filter: ListFilter = { groupId: query.groupId === 'default' ? null : query.groupId, q: query.q || undefined };
  const [rows, total] = await Promise.all([
    listContracts(ctx.db, userId, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    countContracts(ctx.db, userId, filter),
  ]);
  return { list: rows.map(contractItem), total };
}

export async function contractDetail(ctx: AppContext, userId: number, id: number): Promise<ContractDetail> {
  const [row] = await listContracts(ctx.db, userId, { id }, 1, 0);
  if (!row) throw new AppError('NOT_FOUND');
  const versions = await listVersions(ctx.db, userId, id);
  return {
    ...contractItem(row),
    // The version row keeps one time: when its answers were given, which is also when that version was made.
    versions: versions.map((v) => ({ version: v.version, answeredAt: v.answeredAt.getTime(), createdAt: v.answeredAt.getTime() })),
  };
}

export async function renameContractOf(ctx: AppContext, userId: number, id: number, name: string): Promise<ContractItem> {
  if (!(await renameContract(ctx.db, userId, id, name, now(ctx)))) throw new AppError('NOT_FOUND');
  const [row] = await listContracts(ctx.db, userId, { id }, 1, 0);
  return contractItem(row);
}

const unique = (ids: number[]) => [...new Set(ids)];

/** Removed from My Contracts (spec §5 confirmation); an id that is not the user's refuses the whole call. */
export async function deleteContracts(ctx: AppContext, userId: number, ids: number[]): Promise<{ count: number }> {
  const wanted = unique(ids);
  if (!wanted.length) throw new AppError('SELECT_CONTRACTS');
  const at = now(ctx);
  return ctx.db.transaction(async (tx) => {
    const done = await softDelete(tx, userId, wanted, at);
    if (done.length !== wanted.length) throw new AppError('NOT_FOUND');
    await closeDraftsOfContracts(tx, userId, done, at);
    return { count: done.length };
  });
}

/** `groupId` null is the default group; undefined means the user picked none ('Please select groups'). */
export async function moveContracts(ctx: AppContext, userId: number, ids: number[], groupId: number | null | undefined): Promise<{ count: number }> {
  const wanted = unique(ids);
  if (!wanted.length) throw new AppError('SELECT_CONTRACTS');
  if (groupId === undefined) throw new AppError('SELECT_GROUPS');
  return ctx.db.transaction(async (tx) => {
    if (groupId !== null && !(await findGroup(tx, userId, groupId))) throw new AppError('GROUP_NOT_FOUND');
    const count = await moveToGroup(tx, userId, wanted, groupId, now(ctx));
    if (count !== wanted.length) throw new AppError('NOT_FOUND');
    return { count };
  });
}

const OVERVIEW_SIZE = 5;

/** The account overview's drafting modules. */
export async function overview(ctx: AppContext, userId: number): Promise<DraftingOverview> {
  const [contractCount, favouriteCount, frequent, recent] = await Promise.all([
    countContracts(ctx.db, userId),
    countFavourites(ctx.db, userId),
    frequentTemplates(ctx.db, userId, OVERVIEW_SIZE),
    listContracts(ctx.db, userId, {}, OVERVIEW_SIZE, 0),
  ]);
  return {
    contractCount,
    favouriteCount,
    frequentTemplates: frequent.map((f) => ({ templateId: f.templateId, nameCn: f.nameCn ?? f.templateId, nameEn: f.nameEn ?? f.templateId, uses: f.uses })),
    recentContracts: recent.map(contractItem),
  };
}
