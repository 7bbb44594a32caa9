import { join } from 'node:path';
import { loadTemplateContent, type TemplateContent, type TemplateEntry } from '@lexbridge/drafting';
import type { AppContext } from '../../context.ts';

/**
 * The contract templates of CONTENT_DIR/templates, read and compiled once per process: content is reviewed and
 * deployed with the code, so it never changes while a process runs. Keyed by folder, since tests point apps of one
 * process at different content folders.
 */
const loaded = new Map<string, TemplateContent>();

export function templatesDir(ctx: Pick<AppContext, 'config'>): string {
  return join(ctx.config.CONTENT_DIR, 'templates');
}

export function templateContent(ctx: Pick<AppContext, 'config'>): TemplateContent {
  const dir = templatesDir(ctx);
  let content = loaded.get(dir);
  if (!content) {
    content = loadTemplateContent(dir);
    loaded.set(dir, content);
  }
  return content;
}

/** The template's content entry, or null when its folder is not there (a catalogue entry not built yet). */
export function templateEntry(ctx: Pick<AppContext, 'config'>, templateId: string): TemplateEntry | null {
  return templateContent(ctx).templates.get(templateId) ?? null;
}
