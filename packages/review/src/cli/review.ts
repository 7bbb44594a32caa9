import { isReviewError } from '../errors.ts';
import { reviewFile } from '../worker/engine.ts';
import { parseArgs, USAGE, wantsHelp } from './args.ts';
import { summary } from './summary.ts';

/**
 * `npm run -s review -- <file> [--side S] [--json] [--report x.docx|x.pdf] [--annotated x.docx] [--out dir]`, or `--help`.
 * With --json, exactly one JSON document on stdout (the result, or `{ "error": ... }`); otherwise a readable summary.
 * Exit code 0 on success, 2 for a file the engine refuses, 1 for anything unexpected.
 */
async function main(argv: string[]): Promise<number> {
  if (wantsHelp(argv)) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const json = argv.includes('--json');
  const lang = argv.includes('cn') && argv.some((a) => a.startsWith('--lang')) ? 'cn' : 'en';
  try {
    const args = parseArgs(argv);
    const out = await reviewFile(args.file, { side: args.side, ...(args.party !== undefined ? { party: args.party } : {}) });
    // The whole command's wall time, process start included, is what a user waits for.
    out.result.ms = Math.round(performance.now());
    let written = '';
    if (args.report || args.annotated || args.out) {
      // Loaded only when asked for: the report renderers are heavy and most runs do not need them. Written before
      // anything is printed, so a failure still prints one JSON document.
      const { writeOutputs } = await import('../report/outputs.ts');
      written = (await writeOutputs(out, args.file, args)).map((w) => `${w.kind}: ${w.path}\n`).join('');
    }
    process.stdout.write(json ? `${JSON.stringify(out.result)}\n` : `${summary(out, args.lang)}\n`);
    // With --json stdout holds the result only; the paths of the files go to stderr.
    if (written) (json ? process.stderr : process.stdout).write(written);
    // The benchmark asks for the process's CPU time (on a busy machine wall time alone misleads) and peak memory.
    if (process.env.REVIEW_REPORT_USAGE) {
      const use = process.resourceUsage();
      process.stderr.write(`cpu-ms ${Math.round((use.userCPUTime + use.systemCPUTime) / 1000)}\nmax-rss-kb ${use.maxRSS}\n`);
    }
    return 0;
  } catch (e) {
    const err = isReviewError(e) ? e : null;
    if (json) {
      const body = err
        ? { error: { code: err.code, message: { en: err.messageIn('en'), cn: err.messageIn('cn') } } }
        : { error: { code: 'INTERNAL', message: { en: String((e as Error)?.message ?? e) } } };
      process.stdout.write(`${JSON.stringify(body)}\n`);
    } else if (err) {
      process.stderr.write(`${err.messageIn(lang)}\n${lang === 'en' ? err.messageIn('cn') : err.messageIn('en')}\n`);
    } else {
      process.stderr.write(`${(e as Error)?.stack ?? e}\n`);
    }
    return err ? 2 : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
