import { Worker } from 'node:worker_threads';
import type { Answers, Layout } from '@lexbridge/drafting';
import type { RenderJob, RenderReply } from './render.worker.ts';

/**
 * One render worker per process, started on the first download and kept (unref'd: it never holds the process open).
 * Jobs queue in the worker; a worker that dies fails its pending jobs and the next job starts a new one.
 */
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: { bytes: Uint8Array; blanks: string[] }) => void; reject: (e: Error) => void }>();

function failAll(err: Error) {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function start(): Worker {
  const w = new Worker(new URL('./render-boot.mjs', import.meta.url));
  w.unref();
  w.on('message', (r: RenderReply) => {
    const p = pending.get(r.id);
    if (!p) return;
    pending.delete(r.id);
    if (r.ok) p.resolve({ bytes: r.bytes, blanks: r.blanks });
    else p.reject(new Error(r.error));
  });
  const gone = (err: Error) => {
    if (worker === w) worker = null;
    failAll(err);
  };
  w.on('error', gone);
  w.on('exit', (code) => gone(new Error(`render worker exited with code ${code}`)));
  return w;
}

export function renderInWorker(job: { templatesDir: string; templateId: string; answers: Answers; format: 'docx' | 'pdf'; layout: Layout }) {
  worker ??= start();
  const id = nextId++;
  const w = worker;
  return new Promise<{ bytes: Uint8Array; blanks: string[] }>((resolve, reject) => {
    // A job keeps the worker referenced while it runs, so a download in flight is never cut short.
    w.ref();
    const done = () => {
      if (pending.size === 0) w.unref();
    };
    pending.set(id, { resolve: (r) => (resolve(r), done()), reject: (e) => (reject(e), done()) });
    w.postMessage({ id, ...job } satisfies RenderJob);
  });
}
