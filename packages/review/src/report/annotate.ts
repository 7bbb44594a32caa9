import { Document, LineRuleType, Packer, Paragraph, Tab, TextRun } from 'docx';
import type { Doc, Issue, SourceSegment, Span } from '../types.ts';
import { readZipDirectory, readZipEntry } from '../ingest/zip.ts';
import { markComments, type CommentRange, type TextPoint } from './comment-marks.ts';
import {
  appendComments, commentParagraphs, commentsTarget, commentXml, maxCommentId, missingNote, newCommentsPart,
  withCommentsRel, withCommentsType,
} from './comments-part.ts';
import { scanPart } from './docx-scan.ts';
import { L } from './labels.ts';
import { rewriteZip } from './zip-write.ts';

/**
 * The annotated contract. For a .docx upload it is the user's own file with a Word comment on the clause of each
 * issue (a missing clause is commented on the paragraph where it belongs); only word/document.xml gains the comment
 * marks, comments.xml is added or extended, and the relationship and content type are added when absent: every
 * other part is copied byte for byte. For .pdf, .doc and .txt it is a clean DOCX of the text with the same comments.
 */
const MAIN = 'word/document.xml';

export interface PlacedComment {
  issueId: string;
  commentId: number;
  /** The characters of `doc.text` the comment covers (generated numbering and separators excepted). */
  span: Span;
}

export interface AnnotateResult {
  bytes: Buffer;
  comments: PlacedComment[];
  /** Issues no comment could be anchored for (no clause text and no anchor inside the body). */
  unlocated: string[];
}

/** Segments of the main part that carry source characters, in text order. */
function bodySegments(doc: Doc): SourceSegment[] {
  return doc.map.segments.filter((s) => s.part === MAIN && !s.generated && s.paragraph !== undefined && s.offset !== undefined);
}

/** The span's first and last source characters as paragraph points, and the part of the span they cover. */
function pointsOf(segs: SourceSegment[], s: number, e: number): { from: TextPoint; to: TextPoint; span: Span } | null {
  let a: SourceSegment | undefined;
  let b: SourceSegment | undefined;
  for (const seg of segs) {
    if (seg.end <= s || seg.start >= e) continue;
    a ??= seg;
    b = seg;
  }
  if (!a || !b) return null;
  const from = Math.max(s, a.start);
  const to = Math.min(e, b.end);
  return {
    from: { paragraph: a.paragraph!, offset: a.offset! + from - a.start },
    to: { paragraph: b.paragraph!, offset: b.offset! + to - b.start },
    span: { start: from, end: to },
  };
}

function trimmed(text: string, span: Span): Span {
  let s = Math.max(0, span.start);
  let e = Math.min(text.length, span.end);
  while (s < e && /\s/.test(text[s])) s++;
  while (e > s && /\s/.test(text[e - 1])) e--;
  return { start: s, end: e };
}

interface Target {
  issue: Issue;
  from: TextPoint;
  to: TextPoint;
  span: Span;
  note?: string;
}

/** Where each issue's comment goes: its first clause that maps to source text, or the paragraph at its anchor. */
function targets(doc: Doc, issues: Issue[]): { found: Target[]; unlocated: string[] } {
  const segs = bodySegments(doc);
  const found: Target[] = [];
  const unlocated: string[] = [];
  for (const issue of issues) {
    const clauses = [...issue.clauses].sort((a, b) => a.start - b.start);
    let t: Target | null = null;
    for (const c of clauses) {
      const span = trimmed(doc.text, c);
      const p = span.end > span.start ? pointsOf(segs, span.start, span.end) : null;
      if (!p) continue;
      const others = clauses.length - 1;
      t = { issue, ...p, ...(others ? { note: `${L.moreClauses.cn} ${others} 处（${others} ${L.moreClauses.en}）` } : {}) };
      break;
    }
    if (!t && !clauses.length && issue.anchor) {
      const at = segs.find((s) => s.end > issue.anchor!.start) ?? segs[segs.length - 1];
      if (at) {
        const mine = segs.filter((s) => s.paragraph === at.paragraph);
        const first = mine[0];
        const last = mine[mine.length - 1];
        const p = pointsOf(segs, first.start, last.end);
        if (p) t = { issue, ...p, note: missingNote() };
      }
    }
    if (t) found.push(t);
    else unlocated.push(issue.id);
  }
  return { found, unlocated };
}

export interface AnnotateOptions {
  now?: Date;
}

/** The user's .docx with a comment per located issue. */
export function annotateDocx(original: Buffer, doc: Doc, issues: Issue[], opts: AnnotateOptions = {}): AnnotateResult {
  const now = opts.now ?? new Date();
  const entries = readZipDirectory(original);
  const read = (name: string) => {
    const e = entries.get(name);
    return e ? readZipEntry(original, e).toString('utf8') : undefined;
  };
  const xml = read(MAIN);
  if (xml === undefined) throw new Error('not a Word document: word/document.xml is missing');
  const relsName = 'word/_rels/document.xml.rels';
  const rels = read(relsName);
  const commentsName = commentsTarget(rels, 'word') ?? 'word/comments.xml';
  const existing = read(commentsName);
  const { found, unlocated } = targets(doc, issues);
  let next = maxCommentId(xml, existing ?? '') + 1;
  const ranges: (CommentRange & { target: Target })[] = found.map((t) => ({ id: next++, from: t.from, to: t.to, target: t }));
  const marked = markComments(xml, scanPart(xml), ranges);
  const placed = new Set(marked.placed);
  const date = now.toISOString().replace(/\.\d+Z$/, 'Z');
  const comments: PlacedComment[] = [];
  const parts: string[] = [];
  for (const r of ranges) {
    if (!placed.has(r.id)) {
      unlocated.push(r.target.issue.id);
      continue;
    }
    parts.push(commentXml(r.id, commentParagraphs(r.target.issue, r.target.note), date));
    comments.push({ issueId: r.target.issue.id, commentId: r.id, span: r.target.span });
  }
  const commentsPart = existing ? appendComments(existing, parts) : newCommentsPart(parts);
  if (!comments.length || commentsPart === null) {
    // Nothing to add, or a comments part written in a form this code does not extend: the file is returned as it was.
    return { bytes: original, comments: [], unlocated: issues.map((i) => i.id) };
  }
  const changes = new Map<string, Buffer>();
  changes.set(MAIN, Buffer.from(marked.xml, 'utf8'));
  changes.set(commentsName, Buffer.from(commentsPart, 'utf8'));
  if (!existing || !commentsTarget(rels, 'word')) changes.set(relsName, Buffer.from(withCommentsRel(rels), 'utf8'));
  const types = read('[Content_Types].xml');
  if (types !== undefined) {
    const updated = withCommentsType(types, commentsName);
    if (updated !== types) changes.set('[Content_Types].xml', Buffer.from(updated, 'utf8'));
  }
  return { bytes: rewriteZip(original, changes, now), comments, unlocated };
}

const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', cs: 'Times New Roman', eastAsia: 'SimSun' };

/** A run of text with its tabs as Word tabs; null for no text. */
function runOf(text: string, bold: boolean): TextRun | null {
  if (!text) return null;
  const children: (string | Tab)[] = [];
  text.split('\t').forEach((p, k) => {
    if (k) children.push(new Tab());
    if (p) children.push(p);
  });
  return new TextRun({ children, bold });
}

/**
 * A plain DOCX of `doc.text`, one paragraph per line (headings bold, table cells apart by tabs), and the source map
 * of that file, so the same annotation code anchors comments in it.
 */
export async function cleanDocx(doc: Doc): Promise<{ bytes: Buffer; doc: Doc }> {
  const headingEnds = new Map(doc.headings.map((h) => [h.start, h.end]));
  const segments: SourceSegment[] = [];
  const paragraphs: Paragraph[] = [];
  let at = 0;
  for (const raw of doc.text.split('\n')) {
    const start = at;
    at += raw.length + 1;
    // A line's own carriage return is not text; any other control character becomes a space (same length).
    const line = raw.replace(/\r$/, '').replace(/[\u0000-\u0008\u000b-\u001f\ufffe\uffff]/g, ' ');
    const index = paragraphs.length;
    // Only the heading is bold: a whole heading line, or the number and title that open a clause ("12.3 Notices.").
    const headingEnd = headingEnds.get(start + (line.length - line.trimStart().length));
    let cut = headingEnd === undefined ? 0 : Math.min(line.length, headingEnd - start);
    if (cut > 0 && /[.:]/.test(line[cut] ?? '')) cut++;
    const runs = [runOf(line.slice(0, cut), true), runOf(line.slice(cut), false)].filter((r): r is TextRun => r !== null);
    paragraphs.push(new Paragraph({ spacing: { after: 120 }, children: runs }));
    if (line) segments.push({ start, end: start + line.length, part: MAIN, paragraph: index, offset: 0 });
  }
  const file = new Document({
    creator: 'LexBridge',
    styles: { default: { document: { run: { font: FONT, size: 22 }, paragraph: { spacing: { line: 276, lineRule: LineRuleType.AUTO } } } } },
    sections: [{ children: paragraphs }],
  });
  const bytes = await Packer.toBuffer(file);
  return { bytes, doc: { ...doc, map: { kind: 'docx', segments } } };
}

/** The annotated contract for any upload: the original .docx when given, else a clean DOCX of the text. */
export async function annotatedContract(doc: Doc, issues: Issue[], original?: Buffer, opts: AnnotateOptions = {}): Promise<AnnotateResult> {
  if (doc.source === 'docx' && original) return annotateDocx(original, doc, issues, opts);
  const clean = await cleanDocx(doc);
  return annotateDocx(clean.bytes, clean.doc, issues, opts);
}
