import type { Doc } from '../types.ts';
import { LIMITS, ReviewError } from '../errors.ts';
import { TextBuilder, paragraphSpans } from './builder.ts';
import { dropFurniture, pageLines, paragraphs, type Line, type PdfItem } from './pdf-layout.ts';

/** .pdf to text through the PDF's text layer (unpdf / pdf.js): one paragraph per line of the result. */

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

async function openPdf(buf: Buffer) {
  const { getDocumentProxy } = await import('unpdf');
  try {
    return await getDocumentProxy(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength), {
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    } as Record<string, unknown>);
  } catch (e) {
    const name = (e as { name?: string }).name ?? '';
    if (name === 'PasswordException') throw new ReviewError('ENCRYPTED_FILE');
    throw new ReviewError('CORRUPT_FILE', { format: '.pdf' });
  }
}

export async function ingestPdf(buf: Buffer): Promise<Doc> {
  if (buf.subarray(0, 1024).indexOf('%PDF-') < 0) throw new ReviewError('CORRUPT_FILE', { format: '.pdf' });
  const pdf = await openPdf(buf);
  try {
    if (pdf.numPages > LIMITS.maxPages) throw new ReviewError('TOO_MANY_PAGES', { limit: LIMITS.maxPages });
    const pages: Line[][] = [];
    const heights: number[] = [];
    let chars = 0;
    for (let p = 1; p <= pdf.numPages; p++) {
      let page;
      let content;
      try {
        page = await pdf.getPage(p);
        content = await page.getTextContent();
      } catch {
        throw new ReviewError('CORRUPT_FILE', { format: '.pdf' });
      }
      const [x0, y0, x1, y1] = page.view;
      const items: PdfItem[] = [];
      for (const raw of content.items as TextItemLike[]) {
        const t = raw.transform;
        if (typeof raw.str !== 'string' || !t) continue;
        const size = Math.hypot(t[2], t[3]) || raw.height || 0;
        items.push({ str: raw.str, x: t[4] - x0, y: t[5] - y0, width: raw.width ?? 0, size });
        chars += raw.str.trim().length;
      }
      heights.push(y1 - y0);
      pages.push(pageLines({ width: x1 - x0, height: y1 - y0, items }, p));
      page.cleanup();
    }
    // A scan carries images and no characters (or a few stray ones from a stamp or a page number).
    if (chars < Math.max(40, 20 * pdf.numPages * 0.2)) throw new ReviewError('NO_TEXT_LAYER');
    const b = new TextBuilder();
    for (const para of paragraphs(dropFurniture(pages, heights))) {
      para.parts.forEach((part, i) => {
        if (i > 0) b.push(para.seps[i - 1]);
        const l = para.lines[i];
        b.push(part, { page: l.page, x: Math.round(l.x * 10) / 10, y: Math.round(l.y * 10) / 10 });
      });
      b.push('\n');
    }
    const text = b.toString();
    return {
      text,
      source: 'pdf',
      map: { kind: 'pdf', segments: b.segments },
      paragraphs: paragraphSpans(text),
      headings: [],
      pages: pdf.numPages,
    };
  } finally {
    await pdf.destroy();
  }
}
