import type { GenerateAnswer } from '@lexbridge/contract';
import type { Db } from '@lexbridge/db';
import { assemble, AssemblyError, dateCn, dateEn, type Answers } from '@lexbridge/drafting';
import { toIso } from '@lexbridge/drafting/helpers/dates';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { entitlementFor } from '../catalogue/entitlement.ts';
import { templateContent } from '../catalogue/template-content.ts';
import { findContractForUpdate, insertContract, insertVersion, setCurrentVersion } from '../contracts/contracts.repository.ts';
import { answersInvalid, incompleteFields } from './answers.ts';
import type { CatalogueTemplateRow } from './catalogue.repository.ts';
import { draftableTemplate } from './drafts.service.ts';
import { closeDraft, findOpenDraft, findOpenDraftForUpdate, type DraftRow } from './drafts.repository.ts';
import { countPackageUse, lockSubscriptions, markPurchaseUsed, useTrialCount } from './usage.repository.ts';
import { isPhone } from './device.ts';
import { bi } from '@lexbridge/drafting/locales';

/** Contract dates are China's calendar days, whatever the server's time zone. */
const CHINA_OFFSET_MS = 8 * 3600_000;

export function defaultContractName(t: CatalogueTemplateRow, lang: 'cn' | 'en', at: Date): string {
  const day = toIso(new Date(at.getTime() + CHINA_OFFSET_MS));
  return lang === 'en' ? `${t.nameEn} ${dateEn(day)}` : `${t.nameCn} ${dateCn(day)}`;
}

interface Payment {
  paid: boolean;
  priceFen: number;
  paidVia: 'package' | 'template' | 'trial' | null;
  packageId: string | null;
}

/**
 * Decides how a new contract is paid (spec §5, issue 3), inside the generating transaction: a package subscription
 * containing the template, a purchased template, or a trial count (taken under the row lock, never below 0);
 * else the template's per-contract price leaves the contract unpaid; else the user is not entitled.
 */
async function decidePayment(tx: Db, userId: number, t: CatalogueTemplateRow, at: Date): Promise<Payment> {
  await lockSubscriptions(tx, userId);
  const e = await entitlementFor(tx, userId, t.id, at, { forUpdate: true });
  if (e.kind === 'package' && e.subscriptionId) {
    await countPackageUse(tx, userId, e.subscriptionId);
    return { paid: true, priceFen: 0, paidVia: 'package', packageId: e.packageId ?? null };
  }
  if (e.kind === 'template' && e.purchaseId) {
    await markPurchaseUsed(tx, userId, e.purchaseId, at);
    return { paid: true, priceFen: 0, paidVia: 'template', packageId: null };
  }
  if (e.kind === 'trial' && e.subscriptionId && (await useTrialCount(tx, userId, e.subscriptionId)) !== null) {
    return { paid: true, priceFen: 0, paidVia: 'trial', packageId: e.packageId ?? 'trial' };
  }
  if (t.contractPriceFen !== null) return { paid: false, priceFen: t.contractPriceFen, paidVia: null, packageId: null };
  throw new AppError('TEMPLATE_NOT_ENTITLED');
}

/** The engine's final assembly refuses what the questionnaire state may not see (a value a clause needs). */
function checkAssembles(compiled: Parameters<typeof assemble>[0], answers: Answers, library: Parameters<typeof assemble>[2]) {
  try {
    assemble(compiled, answers, library);
  } catch (err) {
    if (!(err instanceof AssemblyError)) throw err;
    const text = bi('required');
    throw answersInvalid((err.missing.length ? err.missing : ['']).map((path) => ({ path, key: 'required', message: text.cn, messageEn: text.en })));
  }
}

/**
 * Generate: the engine validates the answers (incomplete → 100001 with the fields, the draft kept); then, in one
 * transaction, the draft is closed and either a new contract with version 1 is made (paid as decided above) or,
 * for a revision, the contract gets its next version at no cost.
 */
export async function generate(ctx: AppContext, userId: number, draftId: string, opts: { lang: 'cn' | 'en'; userAgent?: string }): Promise<GenerateAnswer> {
  if (isPhone(undefined, opts.userAgent)) throw new AppError('DRAFT_PC_ONLY');
  const at = new Date(ctx.clock.now());
  const { library } = templateContent(ctx);
  // Read outside the transaction: the embedded database runs one transaction at a time on its single connection.
  const before = await findOpenDraft(ctx.db, userId, draftId);
  if (!before) throw new AppError('NOT_FOUND');
  const t = await draftableTemplate(ctx, before.templateId);
  return ctx.db.transaction(async (tx) => {
    const draft = await findOpenDraftForUpdate(tx, userId, draftId);
    if (!draft) throw new AppError('NOT_FOUND');
    const answers = draft.answers as Answers;
    const fields = incompleteFields(t.compiled, answers);
    if (fields.length) throw answersInvalid(fields);
    checkAssembles(t.compiled, answers, { library, mode: 'final' });
    const result = draft.mode === 'revise' ? await addVersion(tx, userId, draft, t.compiled.template.meta.version, at) : await newContract(tx, userId, draft, t.catalogue, t.compiled.template.meta.version, opts.lang, at);
    await closeDraft(tx, userId, draft.id, at);
    return result;
  });
}

async function addVersion(tx: Db, userId: number, draft: DraftRow, templateVersion: string | undefined, at: Date): Promise<GenerateAnswer> {
  const contract = draft.contractId ? await findContractForUpdate(tx, userId, draft.contractId) : null;
  if (!contract) throw new AppError('NOT_FOUND');
  const version = contract.currentVersion + 1;
  await insertVersion(tx, { contractId: contract.id, version, answers: draft.answers, templateVersion: templateVersion ?? null, answeredAt: at });
  await setCurrentVersion(tx, userId, contract.id, version, at);
  return { contractId: contract.id, version, paid: contract.paid, priceFen: contract.priceFen };
}

async function newContract(
  tx: Db,
  userId: number,
  draft: DraftRow,
  t: CatalogueTemplateRow,
  templateVersion: string | undefined,
  lang: 'cn' | 'en',
  at: Date,
): Promise<GenerateAnswer> {
  const pay = await decidePayment(tx, userId, t, at);
  const contract = await insertContract(tx, {
    userId,
    templateId: t.id,
    scene: draft.scene,
    name: defaultContractName(t, lang, at),
    packageId: pay.packageId,
    groupId: null,
    priceFen: pay.priceFen,
    paid: pay.paid,
    paidVia: pay.paidVia,
    currentVersion: 1,
    createdAt: at,
    updatedAt: at,
  });
  await insertVersion(tx, { contractId: contract.id, version: 1, answers: draft.answers, templateVersion: templateVersion ?? null, answeredAt: at });
  return { contractId: contract.id, version: 1, paid: pay.paid, priceFen: pay.priceFen };
}
