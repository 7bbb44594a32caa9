import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import { summarize } from '../scripts/vitest-summary-reporter.ts';

type State = 'passed' | 'failed' | 'skipped' | 'pending';

/** The few members of Vitest's TestModule that the summary reads. */
function fakeModule(id: string, tests: [string, State, boolean?][], ok = true): TestModule {
  const cases = tests.map(([name, state, flaky]) => ({ fullName: name, result: () => ({ state }), diagnostic: () => ({ flaky: flaky === true }) }));
  return { moduleId: id, ok: () => ok, state: () => (ok ? 'passed' : 'failed'), children: { allTests: () => cases[Symbol.iterator]() } } as unknown as TestModule;
}

describe('test run summary', () => {
  it('counts passed, failed and skipped tests and names those that passed only on retry', () => {
    const s = summarize([
      fakeModule('a.test.ts', [['one', 'passed'], ['two', 'passed', true], ['three', 'skipped']]),
      fakeModule('b.test.ts', [['four', 'failed'], ['five', 'passed']], false),
    ]);
    expect(s).toEqual({ passed: 3, failed: 1, skipped: 1, flaky: ['a.test.ts > two'] });
  });

  it('counts a file that failed without a failed test of its own (an import or hook error) once', () => {
    expect(summarize([fakeModule('c.test.ts', [['six', 'skipped']], false)])).toMatchObject({ passed: 0, failed: 1, skipped: 1 });
  });
});
