import { parentPort } from 'node:worker_threads';
import { isReviewError } from '../errors.ts';
import { reviewBuffer, reviewFile, type ReviewOptions } from './engine.ts';

/** Inside the worker thread: run one review and post its output (or the refusal) back. */
export type ReviewJob = { path: string; opts?: ReviewOptions } | { bytes: Uint8Array; name: string; opts?: ReviewOptions };

export type ReviewReply =
  | { ok: true; output: Awaited<ReturnType<typeof reviewFile>> }
  | { ok: false; code?: string; params?: Record<string, string | number>; message: string };

parentPort?.once('message', async (job: ReviewJob) => {
  let reply: ReviewReply;
  try {
    const output = 'path' in job ? await reviewFile(job.path, job.opts) : await reviewBuffer(Buffer.from(job.bytes), job.name, job.opts);
    reply = { ok: true, output };
  } catch (e) {
    reply = isReviewError(e)
      ? { ok: false, code: e.code, params: e.params, message: e.message }
      : { ok: false, message: String((e as Error)?.stack ?? e) };
  }
  parentPort!.postMessage(reply);
});
