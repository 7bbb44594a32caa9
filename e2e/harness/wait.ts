/**
 * Polls `read` until `ok` accepts its value. A plain helper rather than `expect.poll`, which cannot tell concurrent
 * tests apart and refuses to run in them.
 */
export async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (ok(last)) return last;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
