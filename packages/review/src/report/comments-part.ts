import type { Issue } from '../types.ts';
import { L, SEVERITY_NAMES } from './labels.ts';

/**
 * The Word comments part and its wiring: word/comments.xml (created, or appended to when the document already has
 * comments), its relationship from the main part and its content type. Only text is added to those parts; what is
 * there already is kept as it was.
 */
export const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
export const COMMENTS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const AUTHOR = 'LexBridge';

/** Text for XML: escaped, and without the control characters XML 1.0 forbids. */
export function xmlText(s: string): string {
  return s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const RPR = (bold: boolean) => `<w:rPr><w:rFonts w:eastAsia="SimSun"/>${bold ? '<w:b/>' : ''}</w:rPr>`;

function runs(text: string, bold = false): string {
  // Line breaks inside one paragraph of the comment become <w:br/>.
  return text
    .split('\n')
    .map((line, i) => `<w:r>${RPR(bold)}${i ? '<w:br/>' : ''}<w:t xml:space="preserve">${xmlText(line)}</w:t></w:r>`)
    .join('');
}

/** What a comment says: severity and title, the Chinese advice, then the alternative clause. */
export function commentParagraphs(issue: Issue, note?: string): string[] {
  const sev = SEVERITY_NAMES[issue.severity];
  const head = `【${sev.cn} ${sev.en}】${issue.title.cn}（${issue.title.en}）`;
  const out = [head];
  if (note) out.push(note);
  out.push(issue.advice.cn, `Alternative: ${issue.alternative.en}`);
  return out;
}

export function missingNote(): string {
  return `${L.notFound.cn}（${L.notFound.en}）`;
}

export function commentXml(id: number, paragraphs: string[], date: string): string {
  const body = paragraphs
    .map((p, i) => `<w:p>${i === 0 ? `<w:r>${RPR(false)}<w:annotationRef/></w:r>` : ''}${runs(p, i === 0)}</w:p>`)
    .join('');
  return `<w:comment w:id="${id}" w:author="${AUTHOR}" w:initials="LB" w:date="${date}">${body}</w:comment>`;
}

export function newCommentsPart(comments: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${W_NS}">${comments.join('')}</w:comments>`;
}

/** The part with the comments added before its end, or null when it is not a comments part this code can extend. */
export function appendComments(part: string, comments: string[]): string | null {
  const close = part.lastIndexOf('</w:comments>');
  if (close >= 0) return part.slice(0, close) + comments.join('') + part.slice(close);
  // An empty, self-closed comments element.
  const empty = /<w:comments(\s[^>]*)?\/>/.exec(part);
  if (!empty) return null;
  return part.slice(0, empty.index) + `<w:comments${empty[1] ?? ''}>${comments.join('')}</w:comments>` + part.slice(empty.index + empty[0].length);
}

/** Largest comment id used in these parts, or -1. */
export function maxCommentId(...parts: string[]): number {
  let max = -1;
  for (const p of parts) {
    for (const m of p.matchAll(/<w:(?:comment|commentRangeStart|commentRangeEnd|commentReference)\b[^>]*?\bw:id="(-?\d+)"/g)) max = Math.max(max, Number(m[1]));
  }
  return max;
}

/** The comments part named by the main part's relationships, if any (path inside the package). */
export function commentsTarget(rels: string | undefined, mainDir: string): string | undefined {
  if (!rels) return undefined;
  for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const tag = m[0];
    if (!tag.includes(`"${COMMENTS_REL}"`)) continue;
    const target = /Target="([^"]+)"/.exec(tag)?.[1];
    if (!target) continue;
    if (target.startsWith('/')) return target.slice(1);
    const parts = `${mainDir}/${target}`.split('/');
    const out: string[] = [];
    for (const p of parts) {
      if (p === '..') out.pop();
      else if (p && p !== '.') out.push(p);
    }
    return out.join('/');
  }
  return undefined;
}

/** The relationships part with a comments relationship added (a new part when there was none). */
export function withCommentsRel(rels: string | undefined): string {
  const base = rels ?? '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
  const ids = new Set([...base.matchAll(/\bId="([^"]+)"/g)].map((m) => m[1]));
  let n = ids.size + 1;
  while (ids.has(`rId${n}`)) n++;
  const rel = `<Relationship Id="rId${n}" Type="${COMMENTS_REL}" Target="comments.xml"/>`;
  const close = base.lastIndexOf('</Relationships>');
  if (close < 0) return base.replace(/<Relationships([^>]*)\/>/, (_m, a: string) => `<Relationships${a}>${rel}</Relationships>`);
  return base.slice(0, close) + rel + base.slice(close);
}

/** Content types with an override for the comments part, unless one is there. */
export function withCommentsType(types: string, partName: string): string {
  if (types.includes(`PartName="/${partName}"`)) return types;
  const close = types.lastIndexOf('</Types>');
  return types.slice(0, close) + `<Override PartName="/${partName}" ContentType="${COMMENTS_TYPE}"/>` + types.slice(close);
}
