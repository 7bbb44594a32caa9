/**
 * Training examples from the ContractNLI dev NDAs outside the evaluation slice: every NDA's segments with their
 * hashed features and cue flags, and per statement the gold answer and which segments are its evidence.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SparseVector } from '../classify/features.ts';
import { loadNli, nliDir } from '../data/contractnli.ts';
import { isEvalFile } from '../data/split.ts';
import { ingestTxt } from '../ingest/txt.ts';
import type { NliLabel, Span } from '../types.ts';
import { featurize } from './features.ts';
import { nliSegments, type NliSegment } from './segments.ts';

export interface NliDocExample {
  file: string;
  /** The NDA's text as ingested: segments point into it. */
  text: string;
  segs: NliSegment[];
  flags: Uint8Array[];
  vecs: SparseVector[];
  /** gold[o]: the answer to statement o. */
  gold: NliLabel[];
  /** spanLabels[i * nOut + o]: 1 evidence, 0 not, 2 grazes the evidence (ignored when training). */
  spanLabels: Uint8Array;
}

/** Share of a segment that must lie inside a statement's evidence for the segment to count as evidence. */
const EVIDENCE_SHARE = 0.5;

function covered(seg: Span, evidence: readonly Span[]): number {
  let c = 0;
  for (const e of evidence) c += Math.max(0, Math.min(seg.end, e.end) - Math.max(seg.start, e.start));
  return Math.min(1, c / Math.max(1, seg.end - seg.start));
}

export function loadTrainingNdas(data: string, statements: readonly string[]): NliDocExample[] {
  const nOut = statements.length;
  return loadNli(data)
    .filter((r) => !isEvalFile(basename(r.txt_file)))
    .map((r) => {
      const doc = ingestTxt(readFileSync(join(nliDir(data), r.txt_file)));
      const segs = nliSegments(doc.text, doc.paragraphs);
      const { flags, vecs } = featurize(doc.text, segs);
      const spanLabels = new Uint8Array(segs.length * nOut);
      const gold = statements.map((id, o) => {
        const l = r.labels[id];
        const evidence = l && l.choice !== 'NotMentioned' ? l.evidence : [];
        segs.forEach((s, i) => {
          const share = covered(s, evidence);
          spanLabels[i * nOut + o] = share >= EVIDENCE_SHARE ? 1 : share > 0 ? 2 : 0;
        });
        return l?.choice ?? 'NotMentioned';
      });
      return { file: basename(r.txt_file), text: doc.text, segs, flags, vecs, gold, spanLabels };
    });
}
