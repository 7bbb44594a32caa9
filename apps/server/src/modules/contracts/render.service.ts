import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { assemble, AssemblyError, renderHtml, type Answers, type ClauseLibrary, type Layout, type TemplateEntry } from '@lexbridge/drafting';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { templateContent, templatesDir } from '../catalogue/template-content.ts';
import { renderInWorker } from './render-pool.ts';
import { findContract, findVersion, type ContractRow } from './contracts.repository.ts';
import { contentDisposition } from './filename.ts';
import { RenderCache } from './render-cache.ts';

const MIME = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;
export type Format = keyof typeof MIME;

interface Paid {
  contract: ContractRow;
  version: number;
  answers: Answers;
  entry: TemplateEntry;
  library: ClauseLibrary;
}

/** A contract version the user may read: theirs, paid (spec §8 unpaid notice otherwise), and the version existing. */
async function paidVersion(ctx: AppContext, userId: number, id: number, version?: number): Promise<Paid> {
  const contract = await findContract(ctx.db, userId, id);
  if (!contract) throw new AppError('NOT_FOUND');
  if (!contract.paid) throw new AppError('CONTRACT_UNPAID');
  const n = version ?? contract.currentVersion;
  const row = await findVersion(ctx.db, userId, id, n);
  if (!row) throw new AppError('CONTRACT_VERSION_NOT_FOUND');
  const { templates, library } = await templateContent(ctx);
  const entry = templates.get(contract.templateId);
  if (!entry) throw new AppError('TEMPLATE_COMING_SOON');
  return { contract, version: n, answers: row.answers as Answers, entry, library };
}

/**
 * The final document. Answers were complete when generated; if the template has changed since and now asks for
 * something the old answers lack, the contract still opens, with the gap shown as a blank, and the log says so.
 */
function documentOf(ctx: AppContext, p: Paid) {
  try {
    return assemble(p.entry.compiled, p.answers, { library: p.library, mode: 'final' });
  } catch (err) {
    if (!(err instanceof AssemblyError)) throw err;
    ctx.log.warn({ contractId: p.contract.id, version: p.version, missing: err.missing }, 'contract rendered with blanks: its template changed');
    return assemble(p.entry.compiled, p.answers, { library: p.library, mode: 'preview' });
  }
}

export async function previewContract(ctx: AppContext, userId: number, id: number, q: { version?: number; layout: Layout }) {
  const p = await paidVersion(ctx, userId, id, q.version);
  return { html: renderHtml(documentOf(ctx, p), { layout: q.layout }) };
}

const caches = new WeakMap<AppContext, RenderCache>();
const hashes = new WeakMap<TemplateEntry, string>();

/** Changes whenever the template or the clause library changes, so a cached file never outlives its text. */
function contentHash(entry: TemplateEntry, library: ClauseLibrary): string {
  let h = hashes.get(entry);
  if (!h) {
    h = createHash('sha256').update(JSON.stringify(entry.compiled.template)).update(JSON.stringify(library)).digest('hex').slice(0, 16);
    hashes.set(entry, h);
  }
  return h;
}

export interface Download {
  body: Buffer;
  contentType: string;
  disposition: string;
}

/**
 * The DOCX or PDF of a paid contract version, named after the contract (a version other than 1 says which).
 * Rendered by the render worker, off the event loop, and kept in the render cache.
 */
export async function downloadContract(ctx: AppContext, userId: number, id: number, q: { format: Format; layout: Layout; version?: number }): Promise<Download> {
  const p = await paidVersion(ctx, userId, id, q.version);
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new RenderCache(join(ctx.config.DATA_DIR, 'renders'))));
  const key = `${p.contract.id}-v${p.version}-${q.layout}-${contentHash(p.entry, p.library)}.${q.format}`;
  let body = await cache.get(key);
  if (!body) {
    const out = await renderInWorker({ templatesDir: templatesDir(ctx), templateId: p.contract.templateId, answers: p.answers, format: q.format, layout: q.layout });
    if (out.blanks.length) ctx.log.warn({ contractId: p.contract.id, version: p.version, missing: out.blanks }, 'contract rendered with blanks: its template changed');
    body = Buffer.from(out.bytes);
    await cache.put(key, body);
  }
  const name = p.version > 1 ? `${p.contract.name} v${p.version}` : p.contract.name;
  return { body, contentType: MIME[q.format], disposition: contentDisposition(name, q.format) };
}
