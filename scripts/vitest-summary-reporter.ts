import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints `N passed, N failed, N skipped` as the very last line of a run (tests of every project), for CI logs and
 * scripts that read the outcome without parsing Vitest's own output, and fails a run that executed no test at all.
 *
 * The line is written on process exit rather than in onTestRunEnd, because Vitest may still print after the run ends
 * (hanging-process or close-timeout notices) and the summary must stay last.
 */
export interface RunSummary {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on a retry: "file > test name". */
  flaky: string[];
}

/** Counts the outcome of every test of every project. */
export function summarize(testModules: ReadonlyArray<TestModule>): RunSummary {
  const out: RunSummary = { passed: 0, failed: 0, skipped: 0, flaky: [] };
  for (const mod of testModules) {
    let failedHere = 0;
    for (const test of mod.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') out.passed++;
      else if (state === 'failed') failedHere++;
      else out.skipped++;
      if (state === 'passed' && test.diagnostic()?.flaky) out.flaky.push(`${mod.moduleId} > ${test.fullName}`);
    }
    // A file that cannot be loaded, or whose hooks fail, has no failed test of its own: count it once so the line
    // never reads "0 failed" for a red run.
    if (failedHere === 0 && !mod.ok() && mod.state() === 'failed') failedHere = 1;
    out.failed += failedHere;
  }
  return out;
}

export default class SummaryReporter implements Reporter {
  private line: string | null = null;
  private listening = false;

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const { passed, failed, skipped, flaky } = summarize(testModules);
    const executed = passed + failed;
    if (executed === 0) process.exitCode = 1;
    this.line = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    if (executed === 0) console.error('\nNo test was executed: the run counts as failed.');
    // Tests that passed only on their retry are named, so a flaky test stays visible instead of silently green.
    if (flaky.length > 0) console.log(`\nPassed on retry (${flaky.length}):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
    if (!this.listening) {
      this.listening = true;
      process.once('exit', () => {
        if (this.line !== null) process.stdout.write(`\n${this.line}\n`);
      });
    }
  }
}
