import { ReviewError } from '../errors.ts';
import { SIDES, type Side } from '../types.ts';

export interface CliArgs {
  file: string;
  side?: Side;
  json: boolean;
  lang: 'en' | 'cn';
}

/** `<file> [--side S] [--json] [--lang cn|en]`; options may come before or after the file. */
export function parseArgs(argv: string[]): CliArgs {
  let file: string | undefined;
  let side: Side | undefined;
  let json = false;
  let lang: 'en' | 'cn' = 'en';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--side' || a.startsWith('--side=')) {
      const v = a.includes('=') ? a.slice(7) : argv[++i];
      if (!v || !(SIDES as readonly string[]).includes(v)) {
        throw new ReviewError('BAD_ARGUMENT', { detail: `--side must be one of ${SIDES.join(', ')}` });
      }
      side = v as Side;
    } else if (a === '--lang' || a.startsWith('--lang=')) {
      const v = a.includes('=') ? a.slice(7) : argv[++i];
      if (v !== 'en' && v !== 'cn') throw new ReviewError('BAD_ARGUMENT', { detail: '--lang must be cn or en' });
      lang = v;
    } else if (a.startsWith('--')) throw new ReviewError('BAD_ARGUMENT', { detail: `unknown option ${a}` });
    else if (file === undefined) file = a;
    else throw new ReviewError('BAD_ARGUMENT', { detail: `one file only (got ${file} and ${a})` });
  }
  if (!file) throw new ReviewError('BAD_ARGUMENT', { detail: 'usage: review <file> [--side S] [--json]' });
  return { file, side, json, lang };
}
