import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { fullAnswers } from '../../../../packages/drafting/src/fixtures.test-helpers.ts';
import type { Config } from '../../src/config.ts';
import { callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerUser } from '../auth/flows.ts';

/**
 * A content folder for drafting tests: the real catalogue, and two catalogue templates built from the engine's
 * sale-of-goods fixture (the real templates land and change over time; these tests are about the API). Catalogue
 * entries whose folder is missing count as not built.
 */
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const fixtures = join(repo, 'packages/drafting/test/fixtures');

export const SALE = 'sale-of-goods';
export const PURCHASE = 'purchase-of-goods';
export const COMING_SOON_BUILT = 'distribution-agreement';

interface CatalogueTemplate {
  id: string;
  classifyId: string;
  built: boolean;
  scenes: string[];
  contractPriceFen: number | null;
  nameCn: string;
  nameEn: string;
}

export interface FixtureContent {
  dir: string;
  dataDir: string;
  template(id: string): CatalogueTemplate;
  remove(): void;
}

/**
 * `noContractPrice`: templates sold without a per-contract price in this copy of the catalogue;
 * `scenes`: other scenes for a fixture template (in the catalogue and the template alike).
 */
export function fixtureContent(opts: { noContractPrice?: string[]; scenes?: Record<string, string[]> } = {}): FixtureContent {
  const dir = mkdtempSync(join(tmpdir(), 'lexbridge-content-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'lexbridge-data-'));
  cpSync(join(repo, 'content/catalogue'), join(dir, 'catalogue'), { recursive: true });
  const cataloguePath = join(dir, 'catalogue/templates.json');
  const catalogue = JSON.parse(readFileSync(cataloguePath, 'utf8')) as { templates: CatalogueTemplate[] };
  for (const t of catalogue.templates) {
    if (opts.noContractPrice?.includes(t.id)) t.contractPriceFen = null;
    if (opts.scenes?.[t.id]) t.scenes = opts.scenes[t.id];
  }
  writeFileSync(cataloguePath, JSON.stringify(catalogue, null, 2));

  mkdirSync(join(dir, 'templates/library'), { recursive: true });
  cpSync(join(fixtures, 'library.json'), join(dir, 'templates/library/fixture.json'));
  const { classifications } = JSON.parse(readFileSync(join(dir, 'catalogue/classifications.json'), 'utf8')) as { classifications: { id: string; parentId: string | null }[] };
  const firstLevel = (classifyId: string) => classifications.find((c) => c.id === classifyId)?.parentId ?? classifyId;
  const sample = JSON.parse(readFileSync(join(fixtures, 'sale-sample.json'), 'utf8'));
  for (const id of [SALE, PURCHASE]) {
    const entry = catalogue.templates.find((t) => t.id === id)!;
    const folder = join(dir, 'templates', id);
    mkdirSync(join(folder, 'answers'), { recursive: true });
    const meta = { ...sample.meta, id, category: firstLevel(entry.classifyId), nameCn: entry.nameCn, nameEn: entry.nameEn, scenes: entry.scenes };
    writeFileSync(join(folder, 'template.json'), JSON.stringify({ ...sample, meta }, null, 2));
    writeFileSync(join(folder, 'answers/sample-domestic.json'), JSON.stringify({ ...fullAnswers, scene: 'domestic' }, null, 2));
  }
  return {
    dir,
    dataDir,
    template: (id) => catalogue.templates.find((t) => t.id === id)!,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ANSWERS = fullAnswers;

/** A new account (holding the free trial every account gets) and its user id. */
export async function member(app: FastifyInstance) {
  const { token } = await registerUser(app);
  const me = await callOk(app, 'GET', '/api/users', { token });
  return { token, id: me.user.id as number };
}

/** The app on the fixture content (it loads the catalogue into its tables when it starts). */
export function startApp(content: FixtureContent, config: Partial<Config> = {}): Promise<TestApp> {
  return makeTestApp({ config: { CONTENT_DIR: content.dir, DATA_DIR: content.dataDir, ...config } });
}
