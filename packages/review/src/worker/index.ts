import { Worker } from 'node:worker_threads';
import { ReviewError, type ReviewErrorCode } from '../errors.ts';
import type { ReviewOptions, ReviewOutput } from './engine.ts';
import type { ReviewJob, ReviewReply } from './job.ts';

/**
 * A review in its own worker thread, so a server's event loop stays free while a contract is read, with a memory
 * cap (a hostile or huge file kills its worker, not the process) and a time limit. One worker per review: reviews
 * are rare and long compared with the worker's start, and a fresh heap per file keeps one file from affecting another.
 */
export interface WorkerOptions extends ReviewOptions {
  timeoutMs?: number;
  /** Old-generation heap cap of the worker in MB. */
  memoryMb?: number;
}

export function reviewInWorker(file: string | { bytes: Uint8Array; name: string }, opts: WorkerOptions = {}): Promise<ReviewOutput> {
  const { timeoutMs = 60_000, memoryMb = 768, ...review } = opts;
  const job: ReviewJob = typeof file === 'string' ? { path: file, opts: review } : { bytes: file.bytes, name: file.name, opts: review };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./boot.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(64, memoryMb / 4) },
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new ReviewError('TIMEOUT', { seconds: Math.max(1, Math.ceil(timeoutMs / 1000)) }))), timeoutMs);
    worker.once('message', (reply: ReviewReply) => {
      finish(() => {
        if (reply.ok) resolve(reply.output);
        else if (reply.code) reject(new ReviewError(reply.code as ReviewErrorCode, reply.params));
        else reject(new Error(reply.message));
      });
    });
    worker.once('error', (err: Error & { code?: string }) => {
      finish(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ReviewError('OUT_OF_MEMORY') : err));
    });
    worker.once('exit', (code) => finish(() => reject(new Error(`review worker exited with code ${code}`))));
    worker.postMessage(job);
  });
}
