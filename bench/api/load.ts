import autocannon, { type Result } from 'autocannon';

/** One target under load: a warm-up thrown away, then the measured run whose every answer is checked. */
export interface LoadSpec {
  url: string;
  headers?: Record<string, string>;
  /** The exact body every answer must carry; any other body counts as a mismatch. */
  expectBody: string;
  connections: number;
}

export interface Measured {
  requestsPerSec: { mean: number; stddev: number; min: number; max: number };
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  /** Requests that got no answer: connection errors and timeouts (the latter counted in both). */
  errors: number;
  timeouts: number;
  mismatches: number;
  durationSec: number;
}

/** A request still unanswered after this long means the server is broken, not slow: it counts as no answer. */
export const TIMEOUT_SECONDS = 10;

let current: { stop(): void } | null = null;
let interrupted = false;

/** Ctrl-C: the load in progress stops and every later one refuses to start, so the caller's cleanup runs. */
export function interrupt(): void {
  interrupted = true;
  current?.stop();
}

async function fire(spec: LoadSpec, seconds: number): Promise<Result> {
  if (interrupted) throw new Error('interrupted');
  const instance = autocannon({
    url: spec.url,
    method: 'GET',
    headers: spec.headers,
    connections: spec.connections,
    duration: seconds,
    expectBody: spec.expectBody,
    timeout: TIMEOUT_SECONDS,
  });
  current = instance;
  try {
    const result = await instance;
    if (interrupted) throw new Error('interrupted');
    return result;
  } finally {
    current = null;
  }
}

/** Load whose numbers are thrown away: JIT, connection pools and caches settle before the measured run. */
export async function warmUp(spec: LoadSpec, seconds: number): Promise<void> {
  if (seconds > 0) await fire(spec, seconds);
}

export async function measure(spec: LoadSpec, seconds: number): Promise<Measured> {
  const r = await fire(spec, seconds);
  return {
    requestsPerSec: { mean: r.requests.mean, stddev: r.requests.stddev, min: r.requests.min, max: r.requests.max },
    latencyMs: { mean: r.latency.mean, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches,
    durationSec: r.duration,
  };
}

/** Every answer of the measured run was the expected success body (requests that got no answer are counted apart). */
export function answersVerified(m: Measured): boolean {
  return m.requests > 0 && m.non2xx === 0 && m.mismatches === 0;
}
