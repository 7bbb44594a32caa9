import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is packages/review/src/data/paths.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The shared data folder (CUAD, ContractNLI): LEXBRIDGE_DATA, else `<repo>/../shared/data`, else /work/shared/data.
 * Returns null when none exists (a clone without the data: tests that need it are skipped).
 */
export function dataDir(): string | null {
  const candidates = [process.env.LEXBRIDGE_DATA, join(REPO_ROOT, '..', 'shared', 'data'), '/work/shared/data'];
  for (const c of candidates) if (c && existsSync(join(c, 'cuad'))) return c;
  return null;
}
