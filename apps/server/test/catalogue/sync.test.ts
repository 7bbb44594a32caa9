import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schema } from '@lexbridge/db';
import { loadTemplateContent } from '@lexbridge/drafting';
import { checkCatalogue } from '../../src/modules/catalogue/catalogue.check.ts';
import { readCatalogue } from '../../src/modules/catalogue/catalogue.data.ts';
import { syncCatalogue } from '../../src/modules/catalogue/catalogue.sync.ts';
import { makeTestApp } from '../helpers/test-app.ts';
import { makeFixtureContent } from './fixture-content.ts';

const REPO_CONTENT = join(import.meta.dirname, '../../../../content');

describe('catalogue content', () => {
  it('the repository’s catalogue agrees with the templates that have landed in content/templates', () => {
    const data = readCatalogue(REPO_CONTENT);
    const check = checkCatalogue(data, loadTemplateContent(join(REPO_CONTENT, 'templates')));
    expect(check.errors).toEqual([]);
    expect(data.packages.map((p) => p.id)).toEqual(['custom', 'belt-road', 'foreign-trade', 'domestic', 'trial', 'review', 'fie']);
    const built = data.templates.filter((t) => t.built).map((t) => t.id);
    expect(built).toHaveLength(14);
    // custom holds everything, the trial every built template, foreign-trade the trade templates.
    const members = (id: string) => data.packages.find((p) => p.id === id)!.templates;
    expect(members('custom')).toHaveLength(data.templates.length);
    expect([...members('trial')].sort()).toEqual([...built].sort());
    expect(members('foreign-trade').every((id) => data.templates.find((t) => t.id === id)!.classifyId.startsWith('trade'))).toBe(true);
    expect(members('domestic')).not.toContain('jv-agreement');
  });

  it('refuses to start when a template folder contradicts its catalogue entry', async () => {
    const content = makeFixtureContent({ 'employment-contract': { category: 'hr', scenes: ['domestic', 'entry', 'exit'] } });
    try {
      await expect(makeTestApp({ config: { CONTENT_DIR: content.dir } })).rejects.toThrow(/employment-contract: catalogue scenes \[domestic, entry\], template scenes \[domestic, entry, exit\]/);
    } finally {
      content.remove();
    }
  });

  it('loads again without duplicates, follows edits, and retires entries removed from the files', async () => {
    const content = makeFixtureContent();
    const t = await makeTestApp({ config: { CONTENT_DIR: content.dir } });
    try {
      const count = async () => ({
        packages: (await t.db.db.select().from(schema.packages)).length,
        templates: (await t.db.db.select().from(schema.catalogueTemplates)).length,
        scenes: (await t.db.db.select().from(schema.templateScenes)).length,
        members: (await t.db.db.select().from(schema.packageTemplates)).length,
      });
      const first = await count();
      expect(first).toMatchObject({ packages: 7, templates: 20 });
      await syncCatalogue(t.ctx);
      expect(await count()).toEqual(first);

      // Another process reads the edited files (the data is read once per process per folder): a fresh read is
      // what a restart sees, so the test edits a copy of the folder.
      const edited = makeFixtureContent();
      try {
        const file = join(edited.dir, 'catalogue/templates.json');
        const data = JSON.parse(readFileSync(file, 'utf8'));
        data.templates = data.templates.filter((x: { id: string }) => x.id !== 'labour-dispatch');
        data.templates.find((x: { id: string }) => x.id === 'mutual-nda').priceFen = 123_400;
        writeFileSync(file, JSON.stringify(data));
        const pfile = join(edited.dir, 'catalogue/packages.json');
        const pk = JSON.parse(readFileSync(pfile, 'utf8'));
        for (const p of pk.packages) p.templates = p.templates.filter((id: string) => id !== 'labour-dispatch');
        pk.packages = pk.packages.filter((p: { id: string }) => p.id !== 'fie');
        writeFileSync(pfile, JSON.stringify(pk));
        await syncCatalogue({ ...t.ctx, config: { ...t.ctx.config, CONTENT_DIR: edited.dir } });
      } finally {
        edited.remove();
      }
      const ids = (await t.db.db.select().from(schema.catalogueTemplates)).map((r) => r.id);
      expect(ids).not.toContain('labour-dispatch');
      expect(ids).toHaveLength(19);
      const nda = (await t.db.db.select().from(schema.catalogueTemplates)).find((r) => r.id === 'mutual-nda')!;
      expect(nda.priceFen).toBe(123_400);
      // A package leaves sale but stays, since subscriptions and orders name it.
      const fie = (await t.db.db.select().from(schema.packages)).find((r) => r.id === 'fie')!;
      expect(fie.closed).toBe(true);
    } finally {
      await t.close();
      content.remove();
    }
  });
});
