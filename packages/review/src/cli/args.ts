import { ReviewError } from '../errors.ts';
import { SIDES, type Side } from '../types.ts';

export interface CliArgs {
  file: string;
  side?: Side;
  /** The user's own party, by label or name, for contracts whose roles do not place the parties. */
  party?: string;
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

/** What `--help` prints, in both languages (the command has no other way to say what it takes). */
export const USAGE = `Usage / 用法: npm run -s review -- <file> [options]
  <file>               .txt, .docx, .doc or .pdf, in English / 英文合同（.txt、.docx、.doc 或 .pdf）
  --side S             ${SIDES.join(' | ')}
                       your side; inferred when left out / 您的立场；不填时自动推断
  --party P            your party by its label or name ("Party A"), when the contract gives no roles
                       您是哪一方当事人（如 "Party A"），用于未载明角色的合同
  --json               one JSON document on stdout / 以一个 JSON 文档输出结果
  --lang cn|en         language of the summary and errors / 摘要与错误信息的语言
  --report F           write the risk report, F ending in .docx or .pdf (repeatable) / 生成风险报告（.docx 或 .pdf，可重复）
  --annotated F        write the contract with comments as .docx / 生成带批注的合同（.docx）
  --out DIR            write all three files into DIR / 将三个文件写入该目录
  --help               this text / 显示本说明
Exit code / 退出码: 0 done / 完成, 2 file refused / 文件无法审阅, 1 unexpected error / 意外错误`;

/** True when the command is asked for its usage rather than for a review. */
export const wantsHelp = (argv: readonly string[]) => argv.some((a) => a === '--help' || a === '-h');

/**
 * `<file> [--side S] [--json] [--lang cn|en] [--report x.docx|x.pdf]... [--annotated x.docx] [--out dir]`;
 * options may come before or after the file.
 */
export function parseArgs(argv: string[]): CliArgs {
  let file: string | undefined;
  let side: Side | undefined;
  let party: string | undefined;
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
    } else if (a === '--party' || a.startsWith('--party=')) {
      const v = a.includes('=') ? a.slice(8) : argv[++i];
      if (!v || !v.trim() || v.startsWith('--')) throw new ReviewError('BAD_ARGUMENT', { detail: '--party needs the label or name of your party, such as "Party A"' });
      party = v.trim();
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
  if (!file) throw new ReviewError('BAD_ARGUMENT', { detail: 'usage: review <file> [--side S] [--json] [--report x.docx|x.pdf] [--annotated x.docx] [--out dir] (--help for more)' });
  return { file, side, ...(party !== undefined ? { party } : {}), json, lang, ...files };
}
