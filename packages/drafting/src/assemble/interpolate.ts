import { compile, type Scope } from '../expr/evaluate.ts';
import { isBlank } from '../expr/functions.ts';
import type { Lang, Question } from '../model/types.ts';
import { applyFormat, display } from '../text/format.ts';
import { pieces, type Segment } from '../text/segments.ts';

export interface InterpContext {
  scope: Scope;
  lang: Lang;
  /** Finds the question behind a plain path so choice answers print their option label. */
  question?: (path: string) => Question | undefined;
  missing: Set<string>;
}

/** Template text → paragraphs of segments; a placeholder without a value becomes a blank, never raw text. */
export function interpolate(text: string, ctx: InterpContext): Segment[][] {
  return text.split('\n').map((line) => {
    const out: Segment[] = [];
    for (const p of pieces(line)) {
      if (p.t === 'text') out.push({ t: 'text', v: p.v });
      else if (p.t === 'ref') out.push({ t: 'ref', id: p.id });
      else {
        let v: unknown = compile(p.expr).run(ctx.scope);
        const q = /^[\w.]+$/.test(p.expr) ? ctx.question?.(p.expr) : undefined;
        const fctx = {
          lang: ctx.lang,
          label: q?.options ? (x: string) => q.options!.find((o) => o.value === x)?.label[ctx.lang] : undefined,
        };
        for (const f of p.formats) v = applyFormat(v, f.name, f.arg, fctx);
        const s = isBlank(v) ? '' : display(v, fctx);
        if (s === '') {
          out.push({ t: 'blank', path: p.expr });
          ctx.missing.add(p.expr);
        } else out.push({ t: 'text', v: s });
      }
    }
    return out;
  });
}
