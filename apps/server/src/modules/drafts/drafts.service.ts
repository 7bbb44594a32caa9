import { randomUUID } from 'node:crypto';
import type { DraftItem, DraftView, EntitlementView } from '@lexbridge/contract';
import type { Answers, CompiledTemplate, Scene } from '@lexbridge/drafting';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { templateContent } from '../catalogue/template-content.ts';
import { findContract, findVersion, type ContractRow } from '../contracts/contracts.repository.ts';
import { checkAnswerSize, normaliseAnswers } from './answers.ts';
import { findCatalogueTemplate, type CatalogueTemplateRow } from './catalogue.repository.ts';
import { isPhone } from './device.ts';
import { entitlementView } from './entitlement.ts';
import {
  closeDraft,
  countOpenDrafts,
  findOpenDraft,
  findOpenReviseDraft,
  insertDraft,
  listOpenDrafts,
  saveAnswers,
  type DraftRow,
} from './drafts.repository.ts';
import { uniqueViolation } from '../users/unique-violation.ts';

const now = (ctx: AppContext) => new Date(ctx.clock.now());

export interface DraftTemplate {
  catalogue: CatalogueTemplateRow;
  compiled: CompiledTemplate;
}

/** A template that can be drafted: in the catalogue, marked built, and its content present. Else "coming soon". */
export async function draftableTemplate(ctx: AppContext, templateId: string): Promise<DraftTemplate> {
  const [catalogue, content] = await Promise.all([findCatalogueTemplate(ctx.db, templateId), templateContent(ctx)]);
  const entry = content.templates.get(templateId);
  if (!catalogue || !catalogue.built || !entry) throw new AppError('TEMPLATE_COMING_SOON');
  return { catalogue, compiled: entry.compiled };
}

/** The scene a draft starts in: one the template offers (the first when none is named); null for templates without scenes. */
function sceneFor(ct: CompiledTemplate, asked: string | null | undefined): Scene | null {
  const offered = ct.template.meta.scenes;
  if (!offered.length) {
    if (asked) throw new AppError('SCENE_NOT_OFFERED');
    return null;
  }
  if (!asked) return offered[0];
  if (!offered.includes(asked as Scene)) throw new AppError('SCENE_NOT_OFFERED');
  return asked as Scene;
}

function view(d: DraftRow, t: CatalogueTemplateRow, entitlement: EntitlementView): DraftView {
  return { ...item(d, t.nameCn, t.nameEn), answers: d.answers as Answers, entitlement };
}

function item(d: DraftRow, nameCn: string | null, nameEn: string | null): DraftItem {
  return {
    id: d.id,
    templateId: d.templateId,
    templateNameCn: nameCn ?? d.templateId,
    templateNameEn: nameEn ?? d.templateId,
    scene: (d.scene as Scene | null) ?? null,
    revision: d.revision,
    contractId: d.contractId,
    mode: d.mode as DraftItem['mode'],
    createdAt: d.createdAt.getTime(),
    updatedAt: d.updatedAt.getTime(),
  };
}

export interface CreateDraftInput {
  templateId?: string;
  scene?: Scene;
  fromContractId?: number;
  mode?: 'copy' | 'revise';
  platform?: 'pc' | 'mobile';
  userAgent?: string;
}

/**
 * Starts a questionnaire: new, copied from a contract's latest answers (a new contract on generate), or revising a
 * contract (generate adds a version; an open revision of the same contract is continued, not doubled).
 */
export async function createDraft(ctx: AppContext, userId: number, input: CreateDraftInput): Promise<DraftView> {
  if (isPhone(input.platform, input.userAgent)) throw new AppError('DRAFT_PC_ONLY');
  const mode = input.fromContractId ? (input.mode ?? 'copy') : 'new';
  let source: ContractRow | null = null;
  let answers: Record<string, unknown> = {};
  if (input.fromContractId) {
    source = await findContract(ctx.db, userId, input.fromContractId);
    if (!source) throw new AppError('NOT_FOUND');
    if (mode === 'revise') {
      const existing = await findOpenReviseDraft(ctx.db, userId, source.id);
      if (existing) return draftView(ctx, userId, existing);
    }
    const latest = await findVersion(ctx.db, userId, source.id, source.currentVersion);
    answers = (latest?.answers as Record<string, unknown>) ?? {};
  } else if (!input.templateId) {
    throw new AppError('NOT_FOUND');
  }
  const t = await draftableTemplate(ctx, source?.templateId ?? input.templateId!);
  // A revision keeps its contract's scene; a copy may start in another scene the template offers.
  const scene = sceneFor(t.compiled, mode === 'revise' ? source!.scene : (input.scene ?? source?.scene));
  const revising = mode === 'revise' ? source : null;
  const entitlement = await entitlementView(ctx, userId, t.catalogue, revising);
  const at = now(ctx);
  try {
    const row = await insertDraft(ctx.db, {
      id: randomUUID(),
      userId,
      templateId: t.catalogue.id,
      scene,
      answers: normaliseAnswers(t.compiled, answers, scene),
      revision: 0,
      mode,
      contractId: source?.id ?? null,
      createdAt: at,
      updatedAt: at,
    });
    return view(row, t.catalogue, entitlement);
  } catch (err) {
    // Two "revise" clicks at once: the partial unique index lets one draft in; the other continues it.
    if (revising && uniqueViolation(err) === 'drafts_open_revise_key') {
      const existing = await findOpenReviseDraft(ctx.db, userId, revising.id);
      if (existing) return draftView(ctx, userId, existing);
    }
    throw err;
  }
}

async function draftView(ctx: AppContext, userId: number, d: DraftRow): Promise<DraftView> {
  const t = await draftableTemplate(ctx, d.templateId);
  const revising = d.mode === 'revise' && d.contractId ? await findContract(ctx.db, userId, d.contractId) : null;
  return view(d, t.catalogue, await entitlementView(ctx, userId, t.catalogue, revising));
}

export async function getDraft(ctx: AppContext, userId: number, id: string): Promise<DraftView> {
  const d = await findOpenDraft(ctx.db, userId, id);
  if (!d) throw new AppError('NOT_FOUND');
  return draftView(ctx, userId, d);
}

export async function listDrafts(ctx: AppContext, userId: number, q: { pageNo: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    listOpenDrafts(ctx.db, userId, q.pageSize, (q.pageNo - 1) * q.pageSize),
    countOpenDrafts(ctx.db, userId),
  ]);
  return { list: rows.map((r) => item(r.draft, r.nameCn, r.nameEn)), total };
}

/**
 * Autosave. The revision the client holds must be the stored one: a second window that saved in between makes this
 * save DRAFT_CONFLICT, the client reloads and sends its answers again on top, so nothing typed is lost.
 */
export async function saveDraft(ctx: AppContext, userId: number, id: string, body: { answers: Record<string, unknown>; revision: number }) {
  checkAnswerSize(body.answers);
  const d = await findOpenDraft(ctx.db, userId, id);
  if (!d) throw new AppError('NOT_FOUND');
  if (d.revision !== body.revision) throw new AppError('DRAFT_CONFLICT');
  const content = await templateContent(ctx);
  const entry = content.templates.get(d.templateId);
  if (!entry) throw new AppError('TEMPLATE_COMING_SOON');
  const answers = normaliseAnswers(entry.compiled, body.answers, d.scene);
  const saved = await saveAnswers(ctx.db, userId, id, body.revision, answers, now(ctx));
  if (!saved) throw new AppError('DRAFT_CONFLICT');
  return { revision: saved.revision, updatedAt: saved.updatedAt.getTime() };
}

export async function deleteDraft(ctx: AppContext, userId: number, id: string): Promise<{ id: string }> {
  if (!(await closeDraft(ctx.db, userId, id, now(ctx)))) throw new AppError('NOT_FOUND');
  return { id };
}
