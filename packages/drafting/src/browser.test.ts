import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('the browser entry bundles for a browser without any Node module', async () => {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./browser.ts', import.meta.url))],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  expect(out.errors).toEqual([]);
  const code = out.outputFiles[0].text;
  expect(code).toContain('evaluateQuestionnaire');
  expect(code).not.toMatch(/from ["']node:|require\(["'](fs|path)["']\)/);
});
