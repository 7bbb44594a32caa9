import { parentPort } from 'node:worker_threads';
import { assemble, AssemblyError, loadTemplateContent, renderDocx, renderPdf, type Answers, type Layout, type TemplateContent } from '@lexbridge/drafting';

/**
 * Renders contract files off the server's event loop: a PDF takes about a second of CPU, during which the main thread
 * would answer nobody. The worker reads the template content itself (once per folder) and answers bytes.
 */
export interface RenderJob {
  id: number;
  templatesDir: string;
  templateId: string;
  answers: Answers;
  format: 'docx' | 'pdf';
  layout: Layout;
}
export type RenderReply = { id: number; ok: true; bytes: Uint8Array; blanks: string[] } | { id: number; ok: false; error: string };

const contents = new Map<string, TemplateContent>();

async function render(job: RenderJob): Promise<{ bytes: Uint8Array; blanks: string[] }> {
  let content = contents.get(job.templatesDir);
  if (!content) contents.set(job.templatesDir, (content = loadTemplateContent(job.templatesDir)));
  const entry = content.templates.get(job.templateId);
  if (!entry) throw new Error(`no template ${job.templateId} in ${job.templatesDir}`);
  let blanks: string[] = [];
  let doc;
  try {
    doc = assemble(entry.compiled, job.answers, { library: content.library, mode: 'final' });
  } catch (err) {
    if (!(err instanceof AssemblyError)) throw err;
    // Answers complete when generated, but the template changed since: the gap shows as a blank.
    blanks = err.missing;
    doc = assemble(entry.compiled, job.answers, { library: content.library, mode: 'preview' });
  }
  const bytes = job.format === 'pdf' ? await renderPdf(doc, { layout: job.layout }) : await renderDocx(doc, { layout: job.layout });
  return { bytes, blanks };
}

parentPort?.on('message', (job: RenderJob) => {
  render(job).then(
    ({ bytes, blanks }) => parentPort!.postMessage({ id: job.id, ok: true, bytes, blanks } satisfies RenderReply, [bytes.buffer as ArrayBuffer]),
    (err: Error) => parentPort!.postMessage({ id: job.id, ok: false, error: err.stack ?? String(err) } satisfies RenderReply),
  );
});
