import { inflateRawSync } from 'node:zlib';
import { LIMITS, ReviewError } from '../errors.ts';

/**
 * A minimal reader of the zip container of a .docx. It reads the central directory itself so the sizes an entry
 * claims are known before anything is inflated, and inflates with a hard output cap, so a zip bomb (an entry whose
 * declared or real size is absurd) is refused without ever allocating its content.
 */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function corrupt(): ReviewError {
  return new ReviewError('CORRUPT_FILE', { format: '.docx' });
}

export function readZipDirectory(buf: Buffer): Map<string, ZipEntry> {
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const count = buf.readUInt16LE(eocd + 10);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (dirOffset === 0xffffffff || count === 0xffff) throw corrupt(); // zip64 is never needed for a contract
  const entries = new Map<string, ZipEntry>();
  let p = dirOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw corrupt();
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const entry: ZipEntry = {
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLen),
    };
    entries.set(entry.name, entry);
    p += 46 + nameLen + extraLen + commentLen;
  }
  let total = 0;
  for (const e of entries.values()) {
    total += e.size;
    const ratio = e.size / Math.max(1, e.compressedSize);
    if (e.size > LIMITS.maxUnzippedBytes || (e.size > 1_000_000 && ratio > LIMITS.maxRatio)) {
      throw new ReviewError('ZIP_BOMB');
    }
  }
  if (total > LIMITS.maxUnzippedBytes) throw new ReviewError('ZIP_BOMB');
  return entries;
}

/** Inflates one entry, never producing more than the size it declared (a lying header is a bomb too). */
export function readZipEntry(buf: Buffer, entry: ZipEntry): Buffer {
  if (entry.flags & 1) throw new ReviewError('ENCRYPTED_FILE');
  const p = entry.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw corrupt();
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) throw corrupt();
  if (entry.method === 0) return Buffer.from(data);
  if (entry.method !== 8) throw corrupt();
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ReviewError('ZIP_BOMB');
    throw corrupt();
  }
}
