/** One timed review: wall time seen by the caller, CPU time and peak memory reported by the review process. */
export interface Run {
  file: string;
  chars: number;
  ms: number;
  cpuMs: number;
  rssMb: number;
}

/** Nearest-rank percentile (q in 0..1) of unsorted numbers; NaN for none. */
export function percentile(values: number[], q: number): number {
  const v = values.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil(q * v.length) - 1))]!;
}

/** One line per group: count, wall median / p90 / max, CPU median / max. On a busy machine wall time alone misleads. */
export function summarize(label: string, runs: Run[]): string {
  if (!runs.length) return `${label}: no runs`;
  const wall = runs.map((r) => r.ms);
  const cpu = runs.map((r) => r.cpuMs);
  const f = (x: number) => `${Math.round(x)}`.padStart(5);
  return (
    `${label.padEnd(18)} n=${String(runs.length).padStart(3)}  wall median ${f(percentile(wall, 0.5))} p90 ${f(percentile(wall, 0.9))} ` +
    `max ${f(percentile(wall, 1))} ms | cpu median ${f(percentile(cpu, 0.5))} max ${f(percentile(cpu, 1))} ms`
  );
}
