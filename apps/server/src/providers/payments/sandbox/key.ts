import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The sandbox wallet's HMAC key: the setting when given, else a key generated once in DATA_DIR/sandbox-pay.key.
 * Read lazily, so a server that never takes a sandbox payment writes nothing. `wx` makes two processes starting
 * together agree on the first key written.
 */
export function sandboxKeyLoader(setting: string, dataDir: string): () => Buffer {
  let key: Buffer | null = setting ? Buffer.from(setting, 'utf8') : null;
  return () => {
    if (key) return key;
    const file = join(dataDir, 'sandbox-pay.key');
    try {
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    } catch {
      mkdirSync(dataDir, { recursive: true });
      try {
        writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    }
    return key;
  };
}
