import { ReviewError } from '../errors.ts';
import { SIDES, type Side } from '../types.ts';

export interface CliArgs {
  file: string;
  side?: Side;
  json: boolean;
  lang: 'en' | 'cn';
  /** Risk report files to write (.docx or .pdf), `--report` given once per file. */
  report?: string[];
  /** The annotated contract (.docx). */
  annotated?: string;
  /** A folder for all three files: <name>.report.docx, <name>.report.pdf, <name>.annotated.docx. */
  out?: string;
}

const VALUE_OPTIONS = ['--report', '--annotated', '--out'] as const;

/**
 * `<file> [--side S] [--json] [--lang cn|en] [--report x.docx|x.pdf]... [--annotated x.docx] [--out dir]`;
 * options may come before or after the file.
 */
export function parseArgs(argv: string[]): CliArgs {
  let file: string | undefined;
  let side: Side | undefined;
  let json = false;
  let lang: 'en' | 'cn' = 'en';
  const files: Pick<CliArgs, 'report' | 'annotated' | 'out'> = {};
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
    } else if (VALUE_OPTIONS.some((o) => a === o || a.startsWith(`${o}=`))) {
      const eq = a.indexOf('=');
      const name = (eq < 0 ? a : a.slice(0, eq)).slice(2) as 'report' | 'annotated' | 'out';
      const v = eq < 0 ? argv[++i] : a.slice(eq + 1);
      if (!v || v.startsWith('--')) throw new ReviewError('BAD_ARGUMENT', { detail: `--${name} needs a path` });
      // Refuse a file the option cannot write before the review runs.
      if (name === 'report' && !/\.(docx|pdf)$/i.test(v)) throw new ReviewError('BAD_ARGUMENT', { detail: `--report must name a .docx or .pdf file (got ${v})` });
      if (name === 'annotated' && !/\.docx$/i.test(v)) throw new ReviewError('BAD_ARGUMENT', { detail: `--annotated must name a .docx file (got ${v})` });
      if (name === 'report') (files.report ??= []).push(v);
      else files[name] = v;
    } else if (a.startsWith('--')) throw new ReviewError('BAD_ARGUMENT', { detail: `unknown option ${a}` });
    else if (file === undefined) file = a;
    else throw new ReviewError('BAD_ARGUMENT', { detail: `one file only (got ${file} and ${a})` });
  }
  if (!file) throw new ReviewError('BAD_ARGUMENT', { detail: 'usage: review <file> [--side S] [--json] [--report x.docx|x.pdf] [--annotated x.docx] [--out dir]' });
  return { file, side, json, lang, ...files };
}
