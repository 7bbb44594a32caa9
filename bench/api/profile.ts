import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './options.ts';

/**
 * Reads a V8 CPU profile (`node --cpu-prof`) of the product server and tells where its time went during the
 * measured run: self time by package, the hottest functions, and the time each of the server's own functions
 * spent on the stack (itself plus what it called synchronously).
 */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  file: string;
  /** Milliseconds of samples inside the window (all samples when the window did not fit). */
  sampledMs: number;
  windowed: boolean;
  byPackage: { name: string; ms: number; share: number }[];
  hottest: { fn: string; where: string; ms: number; share: number }[];
  ownCodeOnStack: { fn: string; where: string; ms: number; share: number }[];
}

const SPECIAL = new Set(['(garbage collector)', '(program)', '(idle)', '(root)']);

function packageOf(frame: CallFrame, root: string): string {
  if (SPECIAL.has(frame.functionName) && !frame.url) return frame.functionName;
  const url = frame.url;
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node core';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm !== -1) {
    const parts = url.slice(nm + 14).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const path = url.replace(/^file:\/\//, '');
  // Workspace packages resolve to this checkout even when the server ran from another one.
  const rel = [root, repoRoot].map((r) => relative(r, path)).find((r) => !r.startsWith('..')) ?? path;
  if (rel.startsWith('apps/server/src')) return 'server code';
  if (rel.startsWith('packages/')) return rel.split('/').slice(0, 2).join('/');
  return rel || url;
}

function where(frame: CallFrame, root: string): string {
  if (!frame.url) return '';
  if (!frame.url.startsWith('file://')) return `${frame.url}:${frame.lineNumber + 1}`;
  const path = frame.url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('/node_modules/');
  const shown = nm !== -1 ? path.slice(nm + 14) : relative(root, path);
  return `${shown}:${frame.lineNumber + 1}`;
}

const isOwnCode = (frame: CallFrame, root: string) => {
  const p = packageOf(frame, root);
  return p === 'server code' || p.startsWith('packages/');
};

/**
 * The main thread's profile in `dir`. Node names them CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile; thread 0 is
 * the main one (tsx's module loader runs in another thread and writes its own, nearly idle, profile).
 */
export function mainThreadProfile(dir: string): string | null {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const main = files.filter((f) => f.split('.').at(-3) === '0').sort();
  return main.length ? join(dir, main.at(-1)!) : null;
}

/** `windows`: monotonic microseconds (the clock V8 stamps samples with) of the measured runs. */
/** `root`: the checkout the server ran from, so its own files are told apart from packages. */
export function summarize(file: string, windows: { fromUs: number; toUs: number }[] | null, top = 20, root = repoRoot): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const fits = !!windows?.length && windows.every((w) => w.fromUs >= profile.startTime && w.toUs <= profile.endTime);
  const useWindow = fits ? windows : null;
  const inWindow = (t: number) => !useWindow || useWindow.some((w) => t >= w.fromUs && t <= w.toUs);

  const self = new Map<number, number>();
  let t = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    // A sample's delta is the time since the previous one: attribute it to this sample.
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (!inWindow(t)) return;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const share = (us: number) => (total ? us / total : 0);

  const pkg = new Map<string, number>();
  const fnSelf = new Map<string, { fn: string; where: string; us: number }>();
  const onStack = new Map<string, { fn: string; where: string; us: number }>();
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const name = packageOf(frame, root);
    pkg.set(name, (pkg.get(name) ?? 0) + us);
    const key = `${frame.functionName}@${where(frame, root)}`;
    const f = fnSelf.get(key) ?? { fn: frame.functionName || '(anonymous)', where: where(frame, root), us: 0 };
    f.us += us;
    fnSelf.set(key, f);
    // Each own function counts once per sample even when it recurses.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const fr = byId.get(cur)!.callFrame;
      if (!isOwnCode(fr, root)) continue;
      const k = `${fr.functionName}@${where(fr, root)}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const o = onStack.get(k) ?? { fn: fr.functionName || '(anonymous)', where: where(fr, root), us: 0 };
      o.us += us;
      onStack.set(k, o);
    }
  }

  const ms = (us: number) => Math.round(us / 100) / 10;
  const rank = <T extends { us: number }>(m: Iterable<T>) => [...m].sort((a, b) => b.us - a.us).slice(0, top);
  return {
    file,
    sampledMs: ms(total),
    windowed: useWindow !== null,
    byPackage: [...pkg].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, us]) => ({ name, ms: ms(us), share: share(us) })),
    hottest: rank(fnSelf.values()).map((f) => ({ fn: f.fn, where: f.where, ms: ms(f.us), share: share(f.us) })),
    ownCodeOnStack: rank(onStack.values()).map((f) => ({ fn: f.fn, where: f.where, ms: ms(f.us), share: share(f.us) })),
  };
}

export function printSummary(label: string, s: ProfileSummary): void {
  const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)}%`;
  console.log(`\nCPU profile of ${label} (${s.windowed ? 'measured runs only' : 'whole process'}, ${s.sampledMs} ms sampled): ${s.file}`);
  console.log('  self time by package:');
  for (const p of s.byPackage) console.log(`    ${pct(p.share)}  ${p.name}`);
  console.log('  hottest functions (self time):');
  for (const f of s.hottest) console.log(`    ${pct(f.share)}  ${f.fn}  ${f.where}`);
  console.log('  own code on the stack (self + synchronous callees):');
  for (const f of s.ownCodeOnStack) console.log(`    ${pct(f.share)}  ${f.fn}  ${f.where}`);
}
