import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { catalogue } from '@lexbridge/contract';

/**
 * The catalogue as reviewed content (CONTENT_DIR/catalogue/*.json): packages with their member templates,
 * classifications, and catalogue templates with prices and scenes. Read and checked at start; the files' order is
 * the display order.
 */
const bi = z.object({ cn: z.string().min(1), en: z.string().min(1) });
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/);
const fen = z.number().int().nonnegative();

const packageSchema = z.object({
  id,
  productType: z.number().int().refine((n) => (catalogue.PRODUCT_TYPES as readonly number[]).includes(n)),
  icon: z.string().min(1),
  nameCn: z.string().min(1),
  nameEn: z.string().min(1),
  countText: bi.nullable(),
  tip: bi.nullable(),
  intro: bi,
  priceFen: fen,
  oldPriceFen: fen.nullable(),
  unit: bi,
  hot: z.boolean(),
  closed: z.boolean(),
  validDays: z.number().int().positive(),
  /** Only the first load uses it: a reload keeps the counted views. */
  watchNum: z.number().int().nonnegative(),
  templates: z.array(id),
});

const classificationSchema = z.object({
  id,
  parentId: id.nullable(),
  nameCn: z.string().min(1),
  nameEn: z.string().min(1),
  icon: z.string().nullable(),
  recommended: z.boolean(),
});

const sceneNames = z.partialRecord(z.enum(catalogue.SCENE_TYPES), bi);

const templateSchema = z.object({
  id,
  classifyId: id,
  nameCn: z.string().min(1),
  nameEn: z.string().min(1),
  built: z.boolean(),
  hot: z.boolean(),
  priceFen: fen,
  contractPriceFen: fen.nullable(),
  scenes: z.array(z.enum(catalogue.SCENE_TYPES)),
  /** For entries without a template folder: the template page's introduction. Built templates take theirs from the template. */
  intro: bi.optional(),
});

const files = {
  packages: z.object({ packages: z.array(packageSchema) }),
  classifications: z.object({ classifications: z.array(classificationSchema) }),
  templates: z.object({
    sceneNames: sceneNames,
    /** Scene names particular to a first-level classification (HR speaks of employees, not deals). */
    sceneNamesByClassify: z.record(id, sceneNames).default({}),
    templates: z.array(templateSchema),
  }),
};

export type PackageData = z.infer<typeof packageSchema>;
export type ClassificationData = z.infer<typeof classificationSchema>;
export type TemplateData = z.infer<typeof templateSchema>;

export interface SceneData {
  id: string;
  type: catalogue.SceneType;
  nameCn: string;
  nameEn: string;
}

export interface CatalogueData {
  packages: PackageData[];
  classifications: ClassificationData[];
  templates: TemplateData[];
  /** Scene entries of each template, in the template's order. */
  scenes: Map<string, SceneData[]>;
}

function read<T extends z.ZodType>(dir: string, name: keyof typeof files & string, schema: T): z.infer<T> {
  const file = join(dir, `${name}.json`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function unique(kind: string, ids: string[]) {
  const seen = new Set<string>();
  for (const i of ids) {
    if (seen.has(i)) throw new Error(`catalogue: ${kind} ${i} is defined twice`);
    seen.add(i);
  }
  return seen;
}

/** Reads and cross-checks the three files; any inconsistency stops the start with the file and the id named. */
export function readCatalogue(contentDir: string): CatalogueData {
  const dir = join(contentDir, 'catalogue');
  const { packages } = read(dir, 'packages', files.packages);
  const { classifications } = read(dir, 'classifications', files.classifications);
  const t = read(dir, 'templates', files.templates);

  unique('package', packages.map((p) => p.id));
  const classIds = unique('classification', classifications.map((c) => c.id));
  const templateIds = unique('template', t.templates.map((x) => x.id));

  const parentOf = new Map(classifications.map((c) => [c.id, c.parentId]));
  for (const c of classifications) {
    if (c.parentId && !classIds.has(c.parentId)) throw new Error(`catalogue: classification ${c.id} has unknown parent ${c.parentId}`);
    if (c.parentId && parentOf.get(c.parentId)) throw new Error(`catalogue: classification ${c.id} is nested deeper than two levels`);
  }
  for (const p of packages) {
    unique(`template of package ${p.id}:`, p.templates);
    for (const tid of p.templates) if (!templateIds.has(tid)) throw new Error(`catalogue: package ${p.id} lists unknown template ${tid}`);
  }

  const scenes = new Map<string, SceneData[]>();
  for (const x of t.templates) {
    if (!classIds.has(x.classifyId)) throw new Error(`catalogue: template ${x.id} has unknown classification ${x.classifyId}`);
    if (new Set(x.scenes).size !== x.scenes.length) throw new Error(`catalogue: template ${x.id} lists a scene twice`);
    const root = parentOf.get(x.classifyId) ?? x.classifyId;
    const names = { ...t.sceneNames, ...t.sceneNamesByClassify[root] };
    scenes.set(
      x.id,
      x.scenes.map((type) => {
        const n = names[type];
        if (!n) throw new Error(`catalogue: no name for scene ${type}`);
        return { id: `${x.id}.${type}`, type, nameCn: n.cn, nameEn: n.en };
      }),
    );
  }
  return { packages, classifications, templates: t.templates, scenes };
}

const cached = new Map<string, CatalogueData>();

/** The catalogue files as read at start (they do not change while a process runs). */
export function catalogueData(ctx: { config: { CONTENT_DIR: string } }): CatalogueData {
  let data = cached.get(ctx.config.CONTENT_DIR);
  if (!data) {
    data = readCatalogue(ctx.config.CONTENT_DIR);
    cached.set(ctx.config.CONTENT_DIR, data);
  }
  return data;
}
