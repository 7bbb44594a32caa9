import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Rendered files on disk, under DATA_DIR/renders. A contract version's answers never change and the content is fixed
 * per process (the key carries the template's content hash), so a file once rendered is good until the content changes.
 * Each instance keeps its own folder; a miss only costs a render. Writes go through a temp name and a rename, so a
 * reader never sees half a file.
 */
export class RenderCache {
  constructor(private readonly dir: string) {}

  private file(key: string) {
    return join(this.dir, key);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch {
      return null;
    }
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.file(key);
    const part = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(part, data);
      await rename(part, target);
    } catch {
      // A full or read-only disk makes the cache useless, never the download.
    }
  }
}
