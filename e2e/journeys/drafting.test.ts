import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { routePath } from '@lexbridge/contract';
import { compileTemplate, evaluateQuestionnaire, type Answers, type CompiledTemplate, type QuestionState } from '@lexbridge/drafting/browser';
import { apiRegister, repoRoot } from '../harness/index.ts';
import { useJourneyEnv, type JourneyPage } from '../harness/journey.ts';
import type { Lang } from '../harness/browser.ts';

/**
 * Issue 3's drafting journey, on the real server and the built app: a new account (holding the free trial) picks a
 * template in the catalogue, answers the questionnaire through the page (going back to change an answer and seeing the
 * preview follow), generates, downloads DOCX and PDF, revises to version 2, copy-creates another contract, moves it to
 * a new group and deletes the group. Once per desktop language; then My Contracts at 390 px in the other language.
 *
 * The template is the built one with the fewest questions; its sample answer set is typed in question by question,
 * the engine (the same runtime the page runs) saying which questions the page shows at each step.
 */
const env = useJourneyEnv('drafting');

interface Pick {
  id: string;
  /** The catalogue's names, which name a new contract. */
  nameCn: string;
  nameEn: string;
  scene: string | null;
  compiled: CompiledTemplate;
  sample: Answers;
}

function questionCount(t: { sections: Array<{ questions: Array<{ items?: unknown[] }> }> }): number {
  return t.sections.reduce((n, s) => n + s.questions.reduce((m, q) => m + 1 + (q.items?.length ?? 0), 0), 0);
}

/** The built template (in the catalogue, with a sample answer set) that asks the fewest questions. */
function pickTemplate(): Pick {
  const root = join(repoRoot, 'content/templates');
  const catalogue = JSON.parse(readFileSync(join(repoRoot, 'content/catalogue/templates.json'), 'utf8')) as { templates: Array<{ id: string; built: boolean; nameCn: string; nameEn: string }> };
  const built = new Set(catalogue.templates.filter((x) => x.built).map((x) => x.id));
  const candidates = readdirSync(root)
    .filter((id) => built.has(id) && existsSync(join(root, id, 'template.json')))
    .map((id) => ({ id, json: JSON.parse(readFileSync(join(root, id, 'template.json'), 'utf8')) }))
    .sort((a, b) => questionCount(a.json) - questionCount(b.json) || a.id.localeCompare(b.id));
  for (const c of candidates) {
    const scene: string | null = c.json.meta.scenes?.[0] ?? null;
    const file = join(root, c.id, 'answers', scene ? `sample-${scene}.json` : 'sample.json');
    if (!existsSync(file)) continue;
    const entry = catalogue.templates.find((x) => x.id === c.id)!;
    return { id: c.id, nameCn: entry.nameCn, nameEn: entry.nameEn, scene, compiled: compileTemplate(c.json), sample: JSON.parse(readFileSync(file, 'utf8')) as Answers };
  }
  throw new Error('no built template with a sample answer set in content/templates');
}

const TEMPLATE = pickTemplate();

const get = (obj: unknown, path: string): unknown =>
  path.split(/\.|\[(\d+)\]/).filter(Boolean).reduce<unknown>((cur, k) => (cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined), obj);

const scope = (page: Page, path: string) => page.locator(`[data-qpath="${path}"]`).first();

function flatten(qs: QuestionState[]): QuestionState[] {
  return qs.flatMap((q) => [q, ...(q.items ?? []).flat()]);
}

/** Types one answer into its control, as a user would: keyboard for text, clicks for choices. */
async function answer(page: Page, lang: Lang, q: QuestionState, value: unknown) {
  const box = scope(page, q.path);
  const input = page.locator(`#lbq-${q.path.replace(/[^A-Za-z0-9_-]/g, '_')}`);
  const label = (v: string) => q.question.options?.find((o) => o.value === v)?.label[lang] ?? v;
  switch (q.question.type) {
    case 'text':
      if (q.question.bilingual) {
        // Two inputs under one label: 中文 (the question's own id) and English (`-en`).
        const forms = typeof value === 'string' ? { cn: value, en: '' } : (value as { cn: string; en: string });
        await input.fill(forms.cn);
        await page.locator(`#lbq-${q.path.replace(/[^A-Za-z0-9_-]/g, '_')}-en`).fill(forms.en);
      } else await input.fill(String(value));
      break;
    case 'number':
      await input.fill(String(value));
      break;
    case 'money': {
      const m = value as { amount: string; currency: string };
      const current = await box.locator('.ant-select-content, .ant-select-selection-item').first().innerText();
      if (m.currency && current.trim() !== m.currency) {
        await box.locator('.ant-select').first().click();
        await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${m.currency}"]`).click();
      }
      await input.fill(m.amount);
      break;
    }
    case 'date':
      await input.click();
      await input.fill(String(value));
      await input.press('Enter');
      break;
    case 'single':
      if ((q.question.options?.length ?? 0) > 5) {
        await input.click();
        await input.fill(label(String(value)));
        await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label(String(value))}"]`).click();
      } else await box.getByRole('radio', { name: label(String(value)), exact: true }).check();
      break;
    case 'multiple':
      for (const v of value as string[]) await box.getByRole('checkbox', { name: label(v), exact: true }).check();
      break;
    case 'yesno':
      await box.getByRole('radio', { name: value ? (lang === 'en' ? 'Yes' : '是') : lang === 'en' ? 'No' : '否', exact: true }).check();
      break;
  }
}

/**
 * Answers every section from the sample set. The engine, fed what has been typed so far, names the questions on
 * screen (later ones appear as earlier ones are answered); groups get as many items as the sample has.
 */
async function fillQuestionnaire(jp: JourneyPage) {
  const { page, lang, t } = jp;
  let given: Answers = TEMPLATE.scene ? { scene: TEMPLATE.scene } : {};
  const done = new Set<string>();
  for (let section = 0; ; section++) {
    const st = evaluateQuestionnaire(TEMPLATE.compiled, given);
    const sec = st.sections[section];
    if (!sec) break;
    await page.getByRole('heading', { level: 2, name: sec.title[lang], exact: true }).waitFor();
    for (;;) {
      const now = evaluateQuestionnaire(TEMPLATE.compiled, given).sections.find((s) => s.id === sec.id)!;
      const q = flatten(now.questions).find((x) => !done.has(x.path));
      if (!q) break;
      done.add(q.path);
      const value = get(TEMPLATE.sample, q.path);
      if (q.question.type === 'group') {
        const want = Array.isArray(value) ? value.length : 0;
        const box = scope(page, q.path);
        const items = box.locator('.lb-group__item');
        await items.first().waitFor({ state: q.question.minItems ? 'visible' : 'attached' }).catch(() => undefined);
        while ((await items.count()) < want) await box.locator(':scope > button').click();
        given = { ...given, ...setIn(given, q.path, Array.from({ length: want }, () => ({}))) };
        continue;
      }
      if (value === undefined || value === null || (Array.isArray(value) && !value.length)) continue;
      await answer(page, lang, q, value);
      given = setIn(given, q.path, value);
    }
    const last = section === st.sections.length - 1;
    if (!last) await page.getByRole('button', { name: t('drafting:editor.next') }).click();
  }
  return given;
}

/** Immutable set of `a.b[1].c` in an answer object (what the page stores as it is typed). */
function setIn(obj: Answers, path: string, value: unknown): Answers {
  const keys = path.split(/\.|\[(\d+)\]/).filter(Boolean);
  const rec = (cur: unknown, i: number): unknown => {
    const k = keys[i];
    const base: Record<string, unknown> | unknown[] = Array.isArray(cur) ? [...cur] : cur && typeof cur === 'object' ? { ...(cur as object) } : /^\d+$/.test(k) ? [] : {};
    (base as Record<string, unknown>)[k] = i === keys.length - 1 ? value : rec((base as Record<string, unknown>)[k], i + 1);
    return base;
  };
  return rec(obj, 0) as Answers;
}

/** The sample's first bilingual answer with two different forms: what the preview must show in each language. */
function bilingualSample(): { cn: string; en: string } {
  const st = evaluateQuestionnaire(TEMPLATE.compiled, TEMPLATE.sample);
  for (const s of st.sections)
    for (const q of s.questions) {
      const v = q.value as { cn?: string; en?: string } | null;
      if (q.question.bilingual && v?.cn && v.en && v.cn !== v.en) return { cn: v.cn, en: v.en };
    }
  throw new Error(`${TEMPLATE.id}: the sample has no bilingual answer`);
}

/** The first party-name question: its answer is printed in the party block of every layout language. */
function nameQuestion(): { path: string; section: number } {
  const st = evaluateQuestionnaire(TEMPLATE.compiled, TEMPLATE.sample);
  for (const [i, s] of st.sections.entries()) {
    const q = s.questions.find((x) => x.question.type === 'text' && /(^|\.)name$/.test(x.path));
    if (q) return { path: q.path, section: i };
  }
  throw new Error(`${TEMPLATE.id}: no party name question`);
}

async function changeName(jp: JourneyPage, newName: string) {
  const { page, lang, t } = jp;
  const { path, section } = nameQuestion();
  const title = evaluateQuestionnaire(TEMPLATE.compiled, TEMPLATE.sample).sections[section].title[lang];
  await page.getByRole('navigation', { name: t('drafting:editor.sections') }).getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
  await page.locator(`#lbq-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`).fill(newName);
}

async function waitSaved(jp: JourneyPage) {
  await jp.page.locator('.lb-save.is-saved').waitFor({ timeout: 10_000 });
}

/** Clicks a download button and answers the file's name and bytes. */
async function downloadFile(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await dl.path();
  return { name: dl.suggestedFilename(), bytes: readFileSync(path!) };
}

function contractIdOf(page: Page): number {
  const m = /productions\/finish\/(\d+)/.exec(page.url());
  if (!m) throw new Error(`not on a finished page: ${page.url()}`);
  return Number(m[1]);
}

async function rowAction(jp: JourneyPage, id: number, action: string) {
  const row = jp.page.locator(`tr[data-row-key="${id}"]`);
  await row.getByRole('button', { name: jp.t('drafting:contracts.moreOf', { name: await row.locator('.lb-contract-name strong').innerText() }) }).click();
  await jp.page.locator('.ant-dropdown:visible').getByText(action, { exact: true }).click();
}

const LANGS: Lang[] = ['cn', 'en'];

describe.concurrent('drafting journey', () => {
  for (const lang of LANGS) {
    const other: Lang = lang === 'cn' ? 'en' : 'cn';
    it(`desktop ${lang}: catalogue → questionnaire → generate → download → revise → copy → group; phone ${other}: My Contracts`, async ({ expect, onTestFailed }) => {
      const token = await apiRegister(env.url);
      const jp = await env.open('desktop', lang, { token });
      onTestFailed(async () => void (await jp.shot('failed').catch(() => undefined)));
      const { page, t } = jp;

      // The catalogue: the template's page, its scene, Start drafting.
      await page.goto(routePath('pc', lang, 'template', { templateId: TEMPLATE.id }));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('button', { name: t('catalogue:action.startDrafting') }).first().click();
      await page.waitForURL(/\/draft\/[0-9a-f-]{36}$/);
      await jp.shot('questionnaire');

      // Answer everything, then go back and change an answer: the preview follows.
      await fillQuestionnaire(jp);
      await jp.shot('last-section');
      // A bilingual answer: the English text prints its English form, the Chinese text its Chinese form.
      const bi = bilingualSample();
      await page.locator('.lb-preview').getByText(t('drafting:layout.en'), { exact: true }).click();
      await page.locator('.lb-preview__doc').getByText(bi.en).first().waitFor();
      await page.locator('.lb-preview').getByText(t('drafting:layout.cn'), { exact: true }).click();
      await page.locator('.lb-preview__doc').getByText(bi.cn).first().waitFor();
      // The Chinese text prints the party block with the Chinese name (an English name, when given, goes to the English).
      await page.locator('.lb-preview').getByText(t('drafting:layout.cn'), { exact: true }).click();
      const changed = `${lang === 'cn' ? '改名后的公司' : 'Renamed Company'} ${Date.now() % 1000}`;
      await changeName(jp, changed);
      await page.locator('.lb-preview__doc').getByText(changed).first().waitFor();
      await waitSaved(jp);
      await jp.shot('answered');

      // Generate: a paid contract (the free trial pays) on the finished page.
      await page.getByRole('button', { name: t('drafting:generate.button') }).first().click();
      await page.waitForURL(/productions\/finish\/\d+$/);
      const first = contractIdOf(page);
      await page.getByText(t('drafting:finish.kicker')).waitFor();
      // Named in the page's language: the template's name and the date.
      await expect(page.locator('#lb-finish-title').innerText()).resolves.toContain(lang === 'en' ? TEMPLATE.nameEn : TEMPLATE.nameCn);
      await expect(page.locator('.lb-finish__paid').innerText()).resolves.toBe(t('drafting:contracts.paid'));
      await jp.shot('finished');

      const docx = await downloadFile(page, page.getByRole('button', { name: t('drafting:contracts.downloadDocx') }));
      expect(docx.name.endsWith('.docx')).toBe(true);
      expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      const pdf = await downloadFile(page, page.getByRole('button', { name: t('drafting:contracts.downloadPdf') }));
      expect(pdf.name.endsWith('.pdf')).toBe(true);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (lang === 'cn') expect(docx.name).toMatch(/[\u4e00-\u9fff]/);

      // Revise: My Contracts → Adjust Q&A answers → a new answer → version 2 of the same contract.
      await page.goto(routePath('pc', lang, 'myContract'));
      await page.locator(`tr[data-row-key="${first}"]`).waitFor();
      await rowAction(jp, first, t('drafting:contracts.revise'));
      await page.waitForURL(/\/draft\/[0-9a-f-]{36}$/);
      await changeName(jp, `${changed} v2`);
      await waitSaved(jp);
      await page.getByRole('button', { name: t('drafting:generate.revise') }).first().click();
      await page.waitForURL(new RegExp(`productions/finish/${first}$`));
      await page.getByText(t('drafting:finish.kickerVersion', { version: 2 })).waitFor();

      // Copy-create: a new contract from the first one's answers.
      await page.goto(routePath('pc', lang, 'myContract'));
      await page.locator(`tr[data-row-key="${first}"]`).waitFor();
      await rowAction(jp, first, t('drafting:contracts.copy'));
      await page.waitForURL(/\/draft\/[0-9a-f-]{36}$/);
      await page.locator('.lb-editor__form').waitFor();
      await page.getByRole('button', { name: t('drafting:generate.button') }).first().click();
      await page.waitForURL(/productions\/finish\/\d+$/);
      const copy = contractIdOf(page);
      expect(copy).not.toBe(first);

      // Version history of the first contract lists versions 1 and 2.
      await page.goto(routePath('pc', lang, 'myContract'));
      await page.locator(`tr[data-row-key="${copy}"]`).waitFor();
      await rowAction(jp, first, t('drafting:contracts.versions'));
      const history = page.locator('.ant-modal:visible');
      await history.getByText(t('drafting:versions.number', { version: 2 })).waitFor();
      await expect(history.getByText(t('drafting:versions.number', { version: 1 })).count()).resolves.toBe(1);
      await history.getByRole('button', { name: t('drafting:versions.revise') }).waitFor();
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'hidden' });

      // A new group; the copy moves into it.
      const groupName = lang === 'cn' ? '客户甲' : 'Client A';
      const groups = page.getByRole('navigation', { name: t('drafting:groups.label') });
      await groups.getByRole('button', { name: t('drafting:groups.new') }).click();
      await page.getByLabel(t('drafting:groups.nameLabel')).fill(groupName);
      await page.locator('.ant-modal:visible').getByRole('button', { name: t('drafting:name.save') }).click();
      await groups.getByText(groupName, { exact: true }).waitFor();
      // Moving with nothing selected says so (spec §5).
      await page.getByRole('button', { name: t('drafting:contracts.moveSelected') }).click();
      await page.getByText(t('drafting:contracts.selectContracts')).first().waitFor();
      await page.locator(`tr[data-row-key="${copy}"] input[type=checkbox]`).check();
      await page.getByRole('button', { name: t('drafting:contracts.moveSelected') }).click();
      const move = page.locator('.ant-modal:visible');
      await move.getByRole('button', { name: t('drafting:contracts.move') }).click();
      await move.locator('#lb-move-error').getByText(t('drafting:contracts.selectGroups')).waitFor();
      await move.getByLabel(t('drafting:contracts.moveTo')).fill(groupName);
      await move.getByLabel(t('drafting:contracts.moveTo')).press('Enter');
      await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
      await move.getByRole('button', { name: t('drafting:contracts.move') }).click();
      await move.waitFor({ state: 'hidden' });
      await groups.getByRole('button', { name: new RegExp(`^${groupName}`) }).click();
      await page.locator(`tr[data-row-key="${first}"]`).waitFor({ state: 'detached' });
      await page.locator(`tr[data-row-key="${copy}"]`).waitFor();
      await jp.shot('group');

      // Deleting the group keeps its contract, now in the default group.
      await groups.getByRole('button', { name: t('drafting:groups.actions', { name: groupName }) }).click();
      await page.locator('.ant-dropdown:visible').getByText(t('drafting:groups.delete'), { exact: true }).click();
      await page.locator('.ant-modal-confirm:visible').getByRole('button', { name: t('drafting:groups.delete') }).click();
      await groups.getByText(groupName, { exact: true }).waitFor({ state: 'detached' });
      await groups.getByRole('button', { name: new RegExp(`^${t('drafting:groups.default')}`) }).click();
      await page.locator(`tr[data-row-key="${copy}"]`).waitFor();
      await page.locator(`tr[data-row-key="${first}"]`).waitFor();
      await jp.close();

      // The phone, other language: My Contracts lists both; the view shows versions and the files of a paid contract.
      const phone = await env.open('phone', other, { token });
      onTestFailed(async () => void (await phone.shot('failed').catch(() => undefined)));
      await phone.page.goto(routePath('mobile', other, 'myContract'));
      await phone.page.locator('.lb-m-contract').nth(1).waitFor();
      await phone.shot('contracts');
      await phone.page.locator(`a[href$="/myCenter/contract/view/${first}"]`).click();
      await phone.page.locator('.lb-m-versions').getByText(phone.t('drafting:versions.number', { version: 2 }), { exact: true }).waitFor();
      await phone.page.getByRole('button', { name: phone.t('drafting:contracts.downloadPdf') }).waitFor();
      await phone.page.getByText(phone.t('drafting:layout.cn'), { exact: true }).click();
      await phone.page.locator('.lb-m-view__doc').getByText(`${changed} v2`).first().waitFor();
      await phone.shot('contract-view');
      // A drafting link opened on the phone: the PC-only notice.
      await phone.page.goto(`${routePath('mobile', other, 'draftNew')}?template=${TEMPLATE.id}`);
      await phone.page.getByRole('heading', { level: 1, name: phone.t('drafting:mobile.pcOnlyTitle') }).waitFor();
      await phone.shot('pc-only');
      await phone.close();
    }, 240_000);
  }
});
