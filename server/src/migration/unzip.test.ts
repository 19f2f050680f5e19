import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildZip } from '../zip.ts';
import { readZip, ZipError } from './unzip.ts';

const limits = { maxTotalBytes: 1024 * 1024, maxEntries: 100 };

/** Rewrites a stored entry of buildZip's output as deflated, the way Vikunja (Go's archive/zip) writes. */
function deflated(name: string, data: Buffer): Buffer {
  const zip = buildZip([{ name, data }]);
  const packed = zlib.deflateRawSync(data);
  const nameLen = Buffer.byteLength(name);
  const local = Buffer.from(zip.subarray(0, 30));
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  const central = Buffer.from(zip.subarray(30 + nameLen + data.length, 30 + nameLen + data.length + 46 + nameLen));
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  const end = Buffer.from(zip.subarray(zip.length - 22));
  end.writeUInt32LE(30 + nameLen + packed.length, 16);
  return Buffer.concat([local, Buffer.from(name), packed, central, end]);
}

describe('readZip', () => {
  it('reads what buildZip writes', () => {
    const zip = buildZip([
      { name: 'data.json', data: Buffer.from('[]') },
      { name: 'files/7', data: Buffer.from('hello') },
    ]);
    const entries = readZip(zip, limits);
    expect([...entries.keys()]).toEqual(['data.json', 'files/7']);
    expect(entries.get('files/7')?.toString()).toBe('hello');
  });

  it('reads deflated entries', () => {
    const text = 'x'.repeat(5000);
    expect(
      readZip(deflated('data.json', Buffer.from(text)), limits)
        .get('data.json')
        ?.toString(),
    ).toBe(text);
  });

  it.each([
    ['not a zip', Buffer.from('definitely not a zip archive, just text')],
    ['empty', Buffer.alloc(0)],
    ['truncated', buildZip([{ name: 'a', data: Buffer.from('hello world') }]).subarray(20)],
  ])('rejects %s', (_name, buf) => {
    expect(() => readZip(buf, limits)).toThrow(ZipError);
  });

  it('rejects a corrupted entry (checksum)', () => {
    const zip = buildZip([{ name: 'a', data: Buffer.from('hello world') }]);
    zip[31] = 'X'.charCodeAt(0); // first data byte
    expect(() => readZip(zip, limits)).toThrow(/checksum/);
  });

  it('refuses archives that unpack beyond the limit', () => {
    const zip = deflated('big', Buffer.alloc(200_000));
    expect(() => readZip(zip, { maxTotalBytes: 100_000, maxEntries: 10 })).toThrow(/too large/);
  });
});
