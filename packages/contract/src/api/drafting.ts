import { z } from 'zod';
import { PLATFORMS } from './accounts.ts';

/**
 * Drafting and My Contracts calls (issue 3, spec §2, §4, §5, §8). Paths are under /api, all need login.
 * Ids: a draft is a uuid, contracts and groups are numbers. Times are epoch milliseconds. Money is integer fen.
 */
const k = (message: string) => ({ message });

export const SCENES = ['domestic', 'entry', 'exit'] as const;
export type Scene = (typeof SCENES)[number];
export const LAYOUTS = ['side-by-side', 'sequential', 'cn', 'en'] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export const DRAFT_MODES = ['new', 'copy', 'revise'] as const;
export type DraftMode = (typeof DRAFT_MODES)[number];
/** How a draft's contract is (or will be) paid: decided again, for real, when it is generated. */
export const ENTITLEMENT_KINDS = ['package', 'template', 'trial', 'contract-price', 'paid-contract'] as const;
export type EntitlementKind = (typeof ENTITLEMENT_KINDS)[number];
export const DOWNLOAD_FORMATS = ['docx', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** Autosaved answers may not exceed this many bytes of JSON. */
export const DRAFT_MAX_BYTES = 256 * 1024;
export const GROUP_NAME_MAX = 20;
export const CONTRACT_NAME_MAX = 100;
/** Most ids one move or delete call may carry. */
export const BULK_MAX = 200;

const positiveId = z.coerce.number().int().positive();
/** An empty query parameter (`?groupId=`) means the parameter is absent. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const pageNo = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(10);
/** Answers as the questionnaire runtime holds them; the server normalises them with the engine. */
export const answersField = z.record(z.string(), z.unknown());

// ---- drafts ----

/** POST /drafts — start a questionnaire. `fromContractId` with `copy` or `revise` starts from that contract's latest answers. */
export const createDraftBody = z.object({
  templateId: z.string().trim().min(1).max(64),
  scene: z.enum(SCENES).optional(),
  fromContractId: positiveId.optional(),
  mode: z.enum(['copy', 'revise']).optional(),
  platform: z.enum(PLATFORMS).default('pc'),
});

export const entitlementView = z.object({
  kind: z.enum(ENTITLEMENT_KINDS),
  /** What the contract will cost: 0 when a package, template purchase or trial covers it. */
  priceFen: z.number().int(),
  /** Contracts left on the free trial (when the trial is what pays). */
  trialRemaining: z.number().int().nullable(),
});

export const draftView = z.object({
  id: z.string(),
  templateId: z.string(),
  templateNameCn: z.string(),
  templateNameEn: z.string(),
  scene: z.enum(SCENES).nullable(),
  answers: answersField,
  revision: z.number().int(),
  contractId: z.number().nullable(),
  mode: z.enum(DRAFT_MODES),
  createdAt: z.number(),
  updatedAt: z.number(),
  entitlement: entitlementView,
});

export const draftIdParams = z.object({ id: z.uuid() });
/** GET /drafts — open drafts to resume. */
export const draftsQuery = z.object({ pageNo, pageSize });
export const draftItem = draftView.omit({ answers: true, entitlement: true });
export const draftsAnswer = z.object({ list: z.array(draftItem), total: z.number() });

/** PUT /drafts/{id} — autosave; `revision` must be the stored one (else DRAFT_CONFLICT: reload and send again). */
export const saveDraftBody = z.object({ answers: answersField, revision: z.number().int().min(0) });
export const saveDraftAnswer = z.object({ revision: z.number().int(), updatedAt: z.number() });

/**
 * POST /drafts/{id}/generate?lang= — `lang` names the new contract (template name in that language + date).
 * Incomplete answers: 100001 with `datas.fields` [{ path, key, message, messageEn }] and the draft kept.
 */
export const generateQuery = z.object({ lang: z.enum(['cn', 'en']).default('cn') });
export const generateAnswer = z.object({
  contractId: z.number(),
  version: z.number().int(),
  paid: z.boolean(),
  priceFen: z.number().int(),
});

// ---- contracts ----

export const contractIdParams = z.object({ id: positiveId });

/** `groupId`: absent = every group, `default` = the default group, a number = that group. `q` searches names. */
export const contractsQuery = z.object({
  groupId: blankAsAbsent(z.union([z.literal('default'), positiveId])),
  q: z.string().trim().max(100).optional(),
  pageNo,
  pageSize,
});

export const contractItem = z.object({
  id: z.number(),
  name: z.string(),
  templateId: z.string(),
  templateNameCn: z.string(),
  templateNameEn: z.string(),
  packageId: z.string().nullable(),
  packageNameCn: z.string().nullable(),
  packageNameEn: z.string().nullable(),
  classifyId: z.string().nullable(),
  scene: z.enum(SCENES).nullable(),
  /** null = the default group. */
  groupId: z.number().nullable(),
  priceFen: z.number().int(),
  paid: z.boolean(),
  /** The latest version. */
  version: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export const contractsAnswer = z.object({ list: z.array(contractItem), total: z.number() });

export const contractVersion = z.object({ version: z.number().int(), answeredAt: z.number(), createdAt: z.number() });
export const contractDetail = contractItem.extend({ versions: z.array(contractVersion) });

/** POST /contracts/{id}/revise and /copy — a draft from the contract's latest answers (refused on a phone). */
export const contractDraftQuery = z.object({ platform: z.enum(PLATFORMS).default('pc') });

/** PUT /contracts/{id} */
export const renameContractBody = z.object({
  name: z.string(k('contractNameLength')).trim().min(1, k('contractNameLength')).max(CONTRACT_NAME_MAX, k('contractNameLength')),
});

/** GET /contracts/{id}/preview — the latest version unless `version` is given. */
export const previewQuery = z.object({
  version: blankAsAbsent(positiveId),
  layout: z.enum(LAYOUTS).default('side-by-side'),
});
export const previewAnswer = z.object({ html: z.string() });

/** GET /contracts/{id}/download — the file itself (not an envelope) when paid. */
export const downloadQuery = z.object({
  format: z.enum(DOWNLOAD_FORMATS).default('docx'),
  layout: z.enum(LAYOUTS).default('side-by-side'),
  version: blankAsAbsent(positiveId),
});

/** DELETE /contracts — empty `ids` → SELECT_CONTRACTS. */
export const deleteContractsBody = z.object({ ids: z.array(positiveId).max(BULK_MAX) });
/** PUT /contracts/move — `groupId` null = the default group; missing → SELECT_GROUPS; empty ids → SELECT_CONTRACTS. */
export const moveContractsBody = z.object({
  ids: z.array(positiveId).max(BULK_MAX),
  groupId: positiveId.nullable().optional(),
});
export const countAnswer = z.object({ count: z.number().int() });

// ---- groups ----

const groupName = z
  .string(k('groupNameLength'))
  .trim()
  .min(1, k('groupNameLength'))
  .max(GROUP_NAME_MAX, k('groupNameLength'));

/** GET /contractGroups — the default group first (`id` null; its name comes from the client's locale). */
export const contractGroup = z.object({
  id: z.number().nullable(),
  name: z.string(),
  isDefault: z.boolean(),
  count: z.number().int(),
  sort: z.number().int(),
});
export const contractGroupsAnswer = z.array(contractGroup);
export const groupIdParams = z.object({ id: positiveId });
/** POST /contractGroups, PUT /contractGroups/{id} */
export const groupNameBody = z.object({ name: groupName });
/** PUT /contractGroups/order — every custom group id, in the new order. */
export const groupOrderBody = z.object({ ids: z.array(positiveId).min(1).max(BULK_MAX) });

// ---- overview ----

/** GET /contracts/overview — the drafting modules of the account overview. */
export const overviewAnswer = z.object({
  contractCount: z.number().int(),
  favouriteCount: z.number().int(),
  frequentTemplates: z.array(z.object({ templateId: z.string(), nameCn: z.string(), nameEn: z.string(), uses: z.number().int() })),
  recentContracts: z.array(contractItem),
});

export type CreateDraftBody = z.input<typeof createDraftBody>;
export type EntitlementView = z.infer<typeof entitlementView>;
export type DraftView = z.infer<typeof draftView>;
export type DraftItem = z.infer<typeof draftItem>;
export type SaveDraftBody = z.infer<typeof saveDraftBody>;
export type SaveDraftAnswer = z.infer<typeof saveDraftAnswer>;
export type GenerateAnswer = z.infer<typeof generateAnswer>;
export type ContractsQuery = z.input<typeof contractsQuery>;
export type ContractItem = z.infer<typeof contractItem>;
export type ContractVersion = z.infer<typeof contractVersion>;
export type ContractDetail = z.infer<typeof contractDetail>;
export type ContractGroup = z.infer<typeof contractGroup>;
export type Overview = z.infer<typeof overviewAnswer>;
