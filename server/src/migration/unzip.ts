import zlib from 'node:zlib';

/** Why an archive could not be read; the import route turns it into a 400. */
export class ZipError extends Error {}

export interface ZipLimits {
  /** Largest total of uncompressed bytes accepted (guards against zip bombs). */
  maxTotalBytes: number;
  maxEntries: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndOfCentralDirectory(buf: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65535 bytes.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  throw new ZipError('not a zip archive');
}

function inflate(data: Buffer, method: number, size: number): Buffer {
  if (method === 0) return data;
  if (method !== 8) throw new ZipError(`unsupported compression method ${method}`);
  try {
    // maxOutputLength stops a lying size field from inflating past what was declared.
    return zlib.inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
  } catch {
    throw new ZipError('corrupt compressed entry');
  }
}

/**
 * Reads a ZIP archive (stored or deflated entries, as written by our export and by Vikunja's)
 * into a map of entry name to bytes. Directories are skipped; CRCs are checked.
 */
export function readZip(buf: Buffer, limits: ZipLimits): Map<string, Buffer> {
  if (buf.length < 22) throw new ZipError('not a zip archive');
  const end = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  if (count > limits.maxEntries) throw new ZipError('too many entries');
  const out = new Map<string, Buffer>();
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw new ZipError('broken central directory');
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localAt = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (name.endsWith('/')) continue;
    total += size;
    if (total > limits.maxTotalBytes) throw new ZipError('archive too large when unpacked');
    if (localAt + 30 > buf.length || buf.readUInt32LE(localAt) !== LOCAL) throw new ZipError('broken local header');
    const dataAt = localAt + 30 + buf.readUInt16LE(localAt + 26) + buf.readUInt16LE(localAt + 28);
    if (dataAt + compressed > buf.length) throw new ZipError('truncated archive');
    const data = inflate(buf.subarray(dataAt, dataAt + compressed), method, size);
    if (data.length !== size || zlib.crc32(data) !== crc) throw new ZipError(`checksum mismatch in ${name}`);
    out.set(name.replace(/^\.?\//, ''), data);
  }
  return out;
}
