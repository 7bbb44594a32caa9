import { z } from 'zod';

const bi = z.object({ cn: z.string(), en: z.string() });
const idRe = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const id = z.string().regex(idRe, 'ids are letters, digits and _ joined by dots');

const messages = z
  .object({
    required: bi, min: bi, max: bi, minLength: bi, maxLength: bi, pattern: bi, minItems: bi, maxItems: bi,
  })
  .partial();

type QuestionIn = z.infer<typeof questionBase> & { items?: QuestionIn[] };
const questionBase = z.object({
  id,
  type: z.enum(['text', 'number', 'money', 'date', 'single', 'multiple', 'yesno', 'group']),
  label: bi,
  help: bi.optional(),
  when: z.string().optional(),
  required: z.boolean().optional(),
  options: z.array(z.object({ value: z.string(), label: bi })).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  pattern: z.string().optional(),
  bilingual: z.boolean().optional(),
  requireBoth: z.boolean().optional(),
  currencies: z.array(z.string().regex(/^[A-Z]{3}$/)).optional(),
  messages: messages.optional(),
  minItems: z.number().int().nonnegative().optional(),
  maxItems: z.number().int().positive().optional(),
  itemLabel: bi.optional(),
});
export const questionSchema: z.ZodType<QuestionIn> = questionBase
  .extend({ items: z.lazy(() => z.array(questionSchema)).optional() })
  .superRefine((q, ctx) => {
    if ((q.type === 'single' || q.type === 'multiple') && !q.options?.length)
      ctx.addIssue({ code: 'custom', message: `question ${q.id}: choice questions need options` });
    if (q.type === 'group' && !q.items?.length)
      ctx.addIssue({ code: 'custom', message: `question ${q.id}: a group needs items` });
    if (q.bilingual && q.type !== 'text') ctx.addIssue({ code: 'custom', message: `question ${q.id}: only text questions can be bilingual` });
    if (q.requireBoth && !q.bilingual) ctx.addIssue({ code: 'custom', message: `question ${q.id}: requireBoth needs bilingual` });
    if (q.pattern !== undefined) {
      try {
        new RegExp(q.pattern);
      } catch {
        ctx.addIssue({ code: 'custom', message: `question ${q.id}: invalid pattern` });
      }
    }
  });

type ClauseIn = {
  id: string; title?: { cn: string; en: string }; text?: { cn: string; en: string }; when?: string;
  repeat?: { over: string; as?: string }; use?: string; generate?: 'definitions' | 'prevailing';
  numbered?: boolean; children?: ClauseIn[];
};
export const clauseSchema: z.ZodType<ClauseIn> = z.object({
  id,
  title: bi.optional(),
  text: bi.optional(),
  when: z.string().optional(),
  repeat: z.object({ over: z.string(), as: z.string().regex(/^[A-Za-z_]\w*$/).optional() }).optional(),
  use: z.string().optional(),
  generate: z.enum(['definitions', 'prevailing']).optional(),
  numbered: z.boolean().optional(),
  children: z.lazy(() => z.array(clauseSchema)).optional(),
});

export const templateSchema = z.object({
  meta: z.object({
    id: z.string().min(1),
    nameCn: z.string().min(1),
    nameEn: z.string().min(1),
    category: z.string().min(1),
    scenes: z.array(z.enum(['domestic', 'entry', 'exit'])),
    languages: z.array(z.enum(['cn', 'en'])).min(1),
    version: z.string().optional(),
    /** Shown on the template page: what the contract is for, how to use it, and the minutes it takes to answer. */
    intro: bi.optional(),
    usage: bi.optional(),
    minutes: z.number().int().positive().optional(),
  }),
  /** For reviewers: the statute article each clause relies on. Never printed in the contract. */
  notes: z.array(z.object({ clauses: z.array(z.string()).min(1), cite: z.string().min(1), note: z.string().optional() })).optional(),
  sections: z.array(z.object({ id, title: bi, help: bi.optional(), when: z.string().optional(), questions: z.array(questionSchema) })),
  computed: z.array(z.object({ id, expr: z.string() })).optional(),
  checks: z.array(z.object({ id, rule: z.string(), path: z.string(), message: bi, when: z.string().optional() })).optional(),
  terms: z.array(z.object({ id, term: bi, definition: bi, when: z.string().optional() })).optional(),
  parties: z.array(z.object({ role: bi, from: z.string(), person: z.boolean().optional() })).optional(),
  prevailingAnswer: z.string().optional(),
  preamble: bi.optional(),
  clauses: z.array(clauseSchema),
});

export const clauseLibrarySchema = z.record(z.string(), clauseSchema);
