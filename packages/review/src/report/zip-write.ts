import { crc32, deflateRawSync } from 'node:zlib';
import { ReviewError } from '../errors.ts';

/**
 * Rewrites a zip package with some entries replaced or added and every other entry copied as its original bytes
 * (local header, compressed data and central-directory record), so the parts we do not change stay byte-for-byte
 * what the user uploaded. Replaced and added entries are deflated, without data descriptors.
 */
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;

interface RawEntry {
  name: string;
  /** The central-directory record, verbatim. */
  central: Buffer;
  localOffset: number;
  compressedSize: number;
  flags: number;
}

function corrupt(): ReviewError {
  return new ReviewError('CORRUPT_FILE', { format: '.docx' });
}

function readCentral(buf: Buffer): RawEntry[] {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out: RawEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw corrupt();
    const len = 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    out.push({
      name: buf.toString('utf8', p + 46, p + 46 + buf.readUInt16LE(p + 28)),
      central: buf.subarray(p, p + len),
      localOffset: buf.readUInt32LE(p + 42),
      compressedSize: buf.readUInt32LE(p + 20),
      flags: buf.readUInt16LE(p + 8),
    });
    p += len;
  }
  return out;
}

/** The local header, data and data descriptor (if any) of an entry, as stored. */
function localBytes(buf: Buffer, e: RawEntry): Buffer {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw corrupt();
  let end = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28) + e.compressedSize;
  if (e.flags & 8) end += end + 4 <= buf.length && buf.readUInt32LE(end) === DESCRIPTOR ? 16 : 12;
  if (end > buf.length) throw corrupt();
  return buf.subarray(p, end);
}

function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((Math.max(1980, d.getFullYear()) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

function newEntry(name: string, content: Buffer, offset: number, now: Date): { local: Buffer; central: Buffer } {
  const data = deflateRawSync(content);
  const nameBuf = Buffer.from(name, 'utf8');
  const crc = crc32(content) >>> 0;
  const { time, date } = dosTime(now);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(LOCAL, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(8, 8);
  local.writeUInt16LE(time, 10);
  local.writeUInt16LE(date, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBuf.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(CENTRAL, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt16LE(time, 12);
  central.writeUInt16LE(date, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBuf.length, 28);
  central.writeUInt32LE(offset, 42);
  return { local: Buffer.concat([local, nameBuf, data]), central: Buffer.concat([central, nameBuf]) };
}

/** The package with `changes` applied: a name present in the zip is replaced in place, a new name is appended. */
export function rewriteZip(buf: Buffer, changes: Map<string, Buffer>, now = new Date()): Buffer {
  const entries = readCentral(buf);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const put = (local: Buffer, central: Buffer) => {
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  };
  for (const e of entries) {
    const changed = changes.get(e.name);
    if (changed) {
      const n = newEntry(e.name, changed, offset, now);
      put(n.local, n.central);
      continue;
    }
    const central = Buffer.from(e.central);
    central.writeUInt32LE(offset, 42);
    put(localBytes(buf, e), central);
  }
  const known = new Set(entries.map((e) => e.name));
  for (const [name, content] of changes) {
    if (known.has(name)) continue;
    const n = newEntry(name, content, offset, now);
    put(n.local, n.central);
  }
  const dir = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(EOCD, 0);
  eocd.writeUInt16LE(centrals.length, 8);
  eocd.writeUInt16LE(centrals.length, 10);
  eocd.writeUInt32LE(dir.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, eocd]);
}
