/** What an image's header declares, read without decoding a single pixel. */
export interface ImageHeader {
  format: 'png' | 'jpeg' | 'gif';
  width: number;
  height: number;
  /** The most pixels a decoder allocates for it (for GIF: the canvas or the first frame, whichever is larger). */
  pixels: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(b: Buffer): ImageHeader | null {
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  return { format: 'png', width, height, pixels: width * height };
}

/** Walks the JPEG markers up to the first start-of-frame, which holds the dimensions. */
function jpeg(b: Buffer): ImageHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let pos = 2;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return null;
    const marker = b[pos + 1] ?? 0;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      pos += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = b.readUInt16BE(pos + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (pos + 9 > b.length) return null;
      const height = b.readUInt16BE(pos + 5);
      const width = b.readUInt16BE(pos + 7);
      return { format: 'jpeg', width, height, pixels: width * height };
    }
    pos += 2 + length;
  }
  return null;
}

/** Size of a GIF sub-block chain starting at pos (ends with a zero-length block). */
function skipSubBlocks(b: Buffer, pos: number): number {
  while (pos < b.length && b[pos] !== 0) pos += 1 + (b[pos] ?? 0);
  return pos + 1;
}

/** The logical screen and the first frame's size (only the first frame is decoded). */
function gif(b: Buffer): ImageHeader | null {
  const sig = b.toString('latin1', 0, 6);
  if (b.length < 13 || (sig !== 'GIF87a' && sig !== 'GIF89a')) return null;
  const width = b.readUInt16LE(6);
  const height = b.readUInt16LE(8);
  const packed = b[10] ?? 0;
  let pos = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let frame = 0;
  while (pos < b.length) {
    const block = b[pos];
    if (block === 0x2c) {
      if (pos + 9 > b.length) return null;
      frame = b.readUInt16LE(pos + 5) * b.readUInt16LE(pos + 7);
      break;
    }
    if (block !== 0x21) break;
    pos = skipSubBlocks(b, pos + 2);
  }
  return { format: 'gif', width, height, pixels: Math.max(width * height, frame) };
}

/** The format and declared size of a PNG, JPEG or GIF; null for anything else or a broken header. */
export function readImageHeader(b: Buffer): ImageHeader | null {
  const header = png(b) ?? jpeg(b) ?? gif(b);
  return header && header.width > 0 && header.height > 0 ? header : null;
}
