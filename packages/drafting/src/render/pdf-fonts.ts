import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The one file read of the engine: Noto Sans Hans (SIL OFL 1.1) shipped by @embedpdf/fonts-sc, so a fresh
 * install renders Chinese PDFs with no system fonts. Read once per process.
 */
let cached: { regular: Buffer; bold: Buffer } | null = null;

export function cjkFonts(): { regular: Buffer; bold: Buffer } {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const dir = require.resolve('@embedpdf/fonts-sc').replace(/dist[\/][^\/]+$/, 'fonts/');
    cached = { regular: readFileSync(dir + 'NotoSansHans-Regular.otf'), bold: readFileSync(dir + 'NotoSansHans-Bold.otf') };
  }
  return cached;
}
