import type { BiText, QuestionnaireAnswer, SampleAnswer, TemplateDetail, catalogue } from '@lexbridge/contract';
import type { Layout, Scene } from '@lexbridge/drafting';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { consumeLimit } from '../../lib/rate-limit.ts';
import { catalogueData } from './catalogue.data.ts';
import { findClassification, findTemplate, listPackages, type TemplateRow } from './catalogue.repository.ts';
import { packageView } from './catalogue.views.ts';
import { entitlementFor } from './entitlement.ts';
import { questionnaireContent } from './questionnaire.filter.ts';
import { renderSample } from './sample.ts';
import { templateContent, templateEntry } from './template-content.ts';
import { insertFeedback, ownsPaidContract } from './templates.repository.ts';
import { templateViews, viewerFor } from './viewer.ts';
import cn from './locales/cn/catalogue.json' with { type: 'json' };
import en from './locales/en/catalogue.json' with { type: 'json' };

const text = (key: keyof typeof cn): BiText => ({ cn: cn[key], en: en[key] });

async function templateOr404(ctx: AppContext, id: string): Promise<TemplateRow> {
  const row = await findTemplate(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The built template's content entry; a catalogue entry without one is "coming soon". */
function builtEntry(ctx: AppContext, row: TemplateRow) {
  const entry = row.built ? templateEntry(ctx, row.id) : null;
  if (!entry) throw new AppError('TEMPLATE_COMING_SOON');
  return entry;
}

/** GET /templates/{id}: the template page (introduction, usage notes, disclaimer, the packages that contain it). */
export async function templateDetail(ctx: AppContext, userId: number | null, id: string): Promise<TemplateDetail> {
  const row = await templateOr404(ctx, id);
  const viewer = await viewerFor(ctx, userId);
  const [[view], packages, classification] = await Promise.all([
    templateViews(ctx, [row], viewer),
    listPackages(ctx.db, { templateId: id }),
    findClassification(ctx.db, row.classifyId),
  ]);
  const meta = row.built ? templateEntry(ctx, id)?.compiled.template.meta : undefined;
  const sections = row.built ? (templateEntry(ctx, id)?.compiled.template.sections ?? []) : [];
  const listed = catalogueData(ctx).templates.find((t) => t.id === id);
  return {
    ...view,
    intro: meta?.intro ?? listed?.intro ?? text('comingSoonIntro'),
    usage: meta?.usage ?? text('usage'),
    disclaimer: text('disclaimer'),
    minutes: meta?.minutes ?? null,
    packages: packages.map((p) => packageView(p, viewer)),
    questionCount: sections.reduce((n, s) => n + s.questions.length, 0),
    classifyNameCn: classification?.nameCn ?? '',
    classifyNameEn: classification?.nameEn ?? '',
  };
}

/** GET /templates/{id}/sample: the sample contract in a scene (the first offered when none is asked) and layout. */
export async function templateSample(ctx: AppContext, id: string, q: { scene?: catalogue.SceneType; layout: Layout }): Promise<SampleAnswer> {
  const row = await templateOr404(ctx, id);
  const entry = builtEntry(ctx, row);
  const scenes = entry.compiled.template.meta.scenes;
  const scene: Scene | null = q.scene ?? scenes[0] ?? null;
  if (scene !== null && !scenes.includes(scene)) throw new AppError('SCENE_NOT_OFFERED');
  const html = renderSample(entry, templateContent(ctx).library, scene, q.layout);
  if (html === null) throw new AppError('NOT_FOUND');
  return { html, scene };
}

/**
 * GET /templates/{id}/questionnaire: the template for the browser runtime, in full when the user may draft it (or is
 * revising a paid contract of theirs drafted from it), else with clause texts withheld (headings-only preview).
 */
export async function templateQuestionnaire(ctx: AppContext, userId: number, id: string, contractId?: number): Promise<QuestionnaireAnswer> {
  const row = await templateOr404(ctx, id);
  const entry = builtEntry(ctx, row);
  const entitled = (await entitlementFor(ctx, userId, id)).kind !== null;
  const full = entitled || (contractId !== undefined && (await ownsPaidContract(ctx.db, userId, contractId, id)));
  const out = questionnaireContent(entry.compiled.template, templateContent(ctx).library, full);
  return { template: out.template as unknown as Record<string, unknown>, library: out.library as Record<string, unknown>, full };
}

/** POST /templates/{id}/feedback: a problem report, from a visitor or a user, limited per client address. */
export async function templateFeedback(ctx: AppContext, userId: number | null, ip: string, id: string, body: { content: string; contact?: string }) {
  await templateOr404(ctx, id);
  const now = ctx.clock.now();
  const limit = await consumeLimit(ctx.db, `feedback:ip:${ip}`, ctx.config.FEEDBACK_PER_IP_HOURLY, 3_600_000, now);
  if (!limit.allowed) throw new AppError('FEEDBACK_TOO_FREQUENT');
  const contact = body.contact?.trim() ? body.contact.trim() : null;
  return { id: await insertFeedback(ctx.db, { templateId: id, userId, content: body.content, contact, ip, now: new Date(now) }) };
}
