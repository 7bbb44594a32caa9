import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clauseLibrarySchema } from '../model/schema.ts';
import type { Answers, ClauseLibrary, Scene } from '../model/types.ts';
import { compileTemplate, type CompiledTemplate } from '../runtime/compile.ts';

/**
 * Reads the template content folder (content/templates): one folder per template with `template.json`,
 * `answers/*.json` (answer sets: the demo sample and the sets tests render) and `NOTES.md`, plus the shared
 * clause library split by domain in `library/*.json`. The only file reading of the engine besides the PDF font.
 */
export interface AnswerSet {
  name: string;
  scene: Scene | null;
  answers: Answers;
}

export interface TemplateEntry {
  id: string;
  dir: string;
  compiled: CompiledTemplate;
  answerSets: AnswerSet[];
}

export interface TemplateContent {
  library: ClauseLibrary;
  templates: Map<string, TemplateEntry>;
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`);
  }
};

/** Merges every library file; an id defined twice is refused, so files cannot silently override each other. */
export function loadLibrary(root: string): ClauseLibrary {
  const dir = join(root, 'library');
  const out: ClauseLibrary = {};
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const part = clauseLibrarySchema.parse(readJson(join(dir, f))) as ClauseLibrary;
    for (const [id, clause] of Object.entries(part)) {
      if (out[id]) throw new Error(`library clause ${id} is defined twice (${f})`);
      out[id] = clause;
    }
  }
  return out;
}

export function loadTemplateContent(root: string): TemplateContent {
  const library = loadLibrary(root);
  const templates = new Map<string, TemplateEntry>();
  for (const name of readdirSync(root, { withFileTypes: true })) {
    if (!name.isDirectory() || name.name === 'library') continue;
    const dir = join(root, name.name);
    const file = join(dir, 'template.json');
    if (!existsSync(file)) continue;
    let compiled: CompiledTemplate;
    try {
      compiled = compileTemplate(readJson(file));
    } catch (e) {
      throw new Error(`${file}: ${(e as Error).message}`);
    }
    if (compiled.template.meta.id !== name.name) throw new Error(`${file}: meta.id must equal the folder name ${name.name}`);
    const answersDir = join(dir, 'answers');
    const answerSets: AnswerSet[] = existsSync(answersDir)
      ? readdirSync(answersDir)
          .filter((n) => n.endsWith('.json'))
          .sort()
          .map((n) => {
            const answers = readJson(join(answersDir, n)) as Answers;
            return { name: n.replace(/\.json$/, ''), scene: (answers.scene as Scene | undefined) ?? null, answers };
          })
      : [];
    templates.set(name.name, { id: name.name, dir, compiled, answerSets });
  }
  return { library, templates };
}
