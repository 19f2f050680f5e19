import zlib from 'node:zlib';

/** PNGs written by hand for tests: no image library, any declared size, any body. */

function crc32(b: Buffer): number {
  let c = ~0;
  for (const byte of b) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A valid PNG header declaring any size (colour type `colourType`), followed by `body` as its pixel data. */
export function pngDeclaring(
  width: number,
  height: number,
  body = zlib.deflateSync(Buffer.alloc(64)),
  colourType = 6,
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', body),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A complete, decodable PNG of one colour. */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [200, 40, 60]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return pngDeclaring(width, height, zlib.deflateSync(pixels), 2);
}
