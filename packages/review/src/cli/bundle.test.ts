import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliBuildReason, ensureCliBuilt, repoRoot } from '../../scripts/build-cli.mjs';
import { largeContract } from '../worker/large-contract.test-helpers.ts';
import { reviewFile } from '../worker/engine.ts';

/** The command as `npm run -s review` runs it: the launcher, which runs the bundle. */
function run(args: string[]) {
  return spawnSync(process.execPath, ['packages/review/scripts/review.mjs', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, REVIEW_REPORT_USAGE: '1' },
  });
}

describe('the bundled review command', () => {
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'review-cli-'));
    await ensureCliBuilt();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is current after a build', () => {
    expect(cliBuildReason()).toBeNull();
  });

  it('prints the same JSON result as the engine, and stays far under 1 GB on a contract longer than any in CUAD', async () => {
    const file = join(dir, 'long supply.txt');
    writeFileSync(file, largeContract(400_000));
    const r = run([file, '--json', '--side', 'buyer']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const fromCommand = JSON.parse(lines[0]!);
    const { result } = await reviewFile(file, { side: 'buyer' });
    expect({ ...fromCommand, ms: 0 }).toEqual(JSON.parse(JSON.stringify({ ...result, ms: 0 })));
    expect(fromCommand.ms).toBeGreaterThan(0);
    const rssKb = Number(/max-rss-kb (\d+)/.exec(r.stderr)?.[1]);
    expect(rssKb).toBeGreaterThan(0);
    expect(rssKb / 1024).toBeLessThan(1024);
  }, 60_000);

  it('reviews a 200,000-character paragraph with no full stop in seconds (no pattern may read it once per character)', () => {
    const file = join(dir, 'one paragraph.txt');
    const clause = 'the Seller shall deliver the goods to the Buyer at the agreed place and the Buyer shall pay the agreed price, ';
    writeFileSync(file, `SUPPLY AGREEMENT\n\n${clause.repeat(Math.ceil(200_000 / clause.length))}`);
    const t0 = performance.now();
    const r = run([file, '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).chars).toBeGreaterThan(200_000);
    // About a second on a quiet machine; a quadratic pattern takes minutes.
    expect(performance.now() - t0).toBeLessThan(20_000);
  }, 60_000);

  it('refuses a bad file with one JSON error and exit code 2', () => {
    const file = join(dir, 'empty.pdf');
    writeFileSync(file, '');
    const r = run([file, '--json']);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code: 'EMPTY_FILE', message: { en: expect.any(String), cn: expect.any(String) } } });
    const missing = run([join(dir, 'nowhere.docx'), '--json']);
    expect(missing.status).toBe(2);
    expect(JSON.parse(missing.stdout).error.code).toBe('FILE_NOT_FOUND');
  }, 30_000);
});
