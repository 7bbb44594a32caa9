/**
 * Fits the document-level presence model of one category: ridge-penalised logistic regression by Newton's
 * method (a handful of features, a few hundred contracts: exact and deterministic). The penalty keeps the
 * weights of a rare category small, so its probabilities stay near the base rate unless the evidence is clear.
 */
import type { PresenceModel } from '../classify/presence.ts';

export function fitPresence(xs: readonly (readonly number[])[], ys: readonly boolean[], lambda = 1): PresenceModel {
  const d = (xs[0]?.length ?? 0) + 1;
  let w = new Array<number>(d).fill(0);
  const pos = ys.filter(Boolean).length;
  w[d - 1] = Math.log((pos + 0.5) / (ys.length - pos + 0.5));
  const rows = xs.map((x) => [...x, 1]);
  const zOf = (v: readonly number[], x: readonly number[]) => {
    let z = 0;
    for (let k = 0; k < d; k++) z += v[k]! * x[k]!;
    return z;
  };
  // The penalised negative log-likelihood (the intercept is not penalised).
  const loss = (v: readonly number[]) => {
    let l = 0;
    rows.forEach((x, n) => {
      const m = ys[n] ? zOf(v, x) : -zOf(v, x);
      l += m > 0 ? Math.log1p(Math.exp(-m)) : -m + Math.log1p(Math.exp(m));
    });
    for (let a = 0; a < d - 1; a++) l += 0.5 * lambda * v[a]! * v[a]!;
    return l;
  };
  let current = loss(w);
  for (let iter = 0; iter < 50; iter++) {
    const g = new Array<number>(d).fill(0);
    const h = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    rows.forEach((x, n) => {
      const p = 1 / (1 + Math.exp(-zOf(w, x)));
      const r = p - (ys[n] ? 1 : 0);
      const s = Math.max(p * (1 - p), 1e-6);
      for (let a = 0; a < d; a++) {
        g[a] += r * x[a]!;
        for (let b = 0; b < d; b++) h[a]![b] += s * x[a]! * x[b]!;
      }
    });
    for (let a = 0; a < d - 1; a++) {
      g[a] += lambda * w[a]!;
      h[a]![a] += lambda;
    }
    h[d - 1]![d - 1] += 1e-6;
    const step = solve(h, g);
    // A full Newton step can overshoot when a category's contracts are (nearly) separable: halve it until the
    // loss goes down, so the fit always descends to the penalised optimum instead of wandering off to huge weights.
    let t = 1;
    let next = w;
    let nextLoss = current;
    for (let tries = 0; tries < 30; tries++, t /= 2) {
      const cand = w.map((v, a) => v - t * step[a]!);
      const l = loss(cand);
      if (l <= current) {
        next = cand;
        nextLoss = l;
        break;
      }
    }
    const moved = Math.max(...next.map((v, a) => Math.abs(v - w[a]!)));
    w = next;
    const gain = current - nextLoss;
    current = nextLoss;
    if (moved < 1e-7 || gain < 1e-10) break;
  }
  return { w: w.map((v) => Math.round(v * 1e5) / 1e5) };
}

/** Solves a x = b by Gaussian elimination with partial pivoting (a small dense system). */
export function solve(a0: readonly (readonly number[])[], b0: readonly number[]): number[] {
  const n = b0.length;
  const a = a0.map((r) => [...r]);
  const b = [...b0];
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    [b[c], b[p]] = [b[p]!, b[c]!];
    const piv = a[c]![c]! || 1e-12;
    for (let r = c + 1; r < n; r++) {
      const f = a[r]![c]! / piv;
      if (f === 0) continue;
      for (let k = c; k < n; k++) a[r]![k] -= f * a[c]![k]!;
      b[r] -= f * b[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let k = r + 1; k < n; k++) s -= a[r]![k]! * x[k]!;
    x[r] = s / (a[r]![r]! || 1e-12);
  }
  return x;
}
