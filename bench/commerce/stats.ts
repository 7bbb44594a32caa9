/** Latencies of one step across every client of a phase. */
export class Step {
  readonly samples: number[] = [];
  constructor(readonly name: string) {}

  add(ms: number): void {
    this.samples.push(ms);
  }

  /** Times `fn` and records it only when it succeeds, so a failure never shows as a fast call. */
  async time<T>(fn: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const out = await fn();
    this.add(performance.now() - start);
    return out;
  }

  summary(seconds: number): StepSummary {
    const sorted = [...this.samples].sort((a, b) => a - b);
    const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0);
    return { step: this.name, count: sorted.length, perSec: sorted.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
  }
}

export interface StepSummary {
  step: string;
  count: number;
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function table(rows: (StepSummary & { phase: string })[]): string {
  const head = ['phase', 'step', 'count', 'per s', 'p50 ms', 'p99 ms', 'max ms'];
  const body = rows.map((r) => [r.phase, r.step, String(r.count), fmt(r.perSec), fmt(r.p50Ms), fmt(r.p99Ms), fmt(r.maxMs)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
