/**
 * Checks passwords against bcrypt hashes (`$2a$`, `$2b$`, `$2y$`), the form Vikunja stores, so rows seeded
 * through the testing endpoints from a real server's fixtures can sign in. Verification only: this server
 * hashes new passwords with scrypt (password.ts). Written from the published algorithm (Provos & Mazières'
 * EksBlowfish over Schneier's Blowfish); the Blowfish tables are the hex digits of pi, computed once.
 */

const ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HASH = /^\$2[aby]\$(\d\d)\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/;

/** Whether a stored value is a bcrypt hash. */
export function isBcryptHash(v: string): boolean {
  return HASH.test(v);
}

/** The first `words` 32-bit words of pi's fractional part (Blowfish's P-array, then its S-boxes). */
function piWords(words: number): Uint32Array {
  const bits = BigInt(words * 32 + 64);
  const one = 1n << bits;
  // Machin: pi = 16 atan(1/5) - 4 atan(1/239), in fixed point with `bits` fraction bits.
  const atanInv = (x: bigint): bigint => {
    let sum = 0n;
    let term = one / x;
    const x2 = x * x;
    for (let n = 1n, sign = 1n; term !== 0n; n += 2n, sign = -sign) {
      sum += (sign * term) / n;
      term /= x2;
    }
    return sum;
  };
  const pi = 16n * atanInv(5n) - 4n * atanInv(239n);
  const frac = (pi - 3n * one) >> 64n;
  const out = new Uint32Array(words);
  for (let i = 0; i < words; i++) out[i] = Number((frac >> BigInt((words - 1 - i) * 32)) & 0xffffffffn);
  return out;
}

let tables: Uint32Array | undefined;
const initialTables = (): Uint32Array => (tables ??= piWords(18 + 4 * 256));

interface State {
  p: Int32Array;
  s: Int32Array;
}

/** Encrypts the block lr[off], lr[off + 1] in place (16 Feistel rounds). */
function encrypt(st: State, lr: Int32Array, off: number): void {
  const { p, s } = st;
  let l = lr[off]!;
  let r = lr[off + 1]!;
  for (let i = 0; i < 16; i += 2) {
    l ^= p[i]!;
    r ^=
      ((((s[l >>> 24]! + s[256 | ((l >>> 16) & 0xff)]!) | 0) ^ s[512 | ((l >>> 8) & 0xff)]!) + s[768 | (l & 0xff)]!) |
      0;
    r ^= p[i + 1]!;
    l ^=
      ((((s[r >>> 24]! + s[256 | ((r >>> 16) & 0xff)]!) | 0) ^ s[512 | ((r >>> 8) & 0xff)]!) + s[768 | (r & 0xff)]!) |
      0;
  }
  lr[off] = r ^ p[17]!;
  lr[off + 1] = l ^ p[16]!;
}

/** `count` 32-bit words of a byte string read cyclically (how Blowfish's key schedule reads its key). */
function cyclicWords(data: Uint8Array, count: number): Int32Array {
  const out = new Int32Array(count);
  for (let w = 0, i = 0; w < count; w++) {
    let v = 0;
    for (let k = 0; k < 4; k++, i = (i + 1) % data.length) v = (v << 8) | data[i]!;
    out[w] = v;
  }
  return out;
}

/** Blowfish's key schedule: the key into P, then P and S re-made by encrypting (salted in EksBlowfish's setup). */
function expandKey(st: State, key18: Int32Array, salt4: Int32Array | null): void {
  const { p, s } = st;
  for (let i = 0; i < 18; i++) p[i] = p[i]! ^ key18[i]!;
  const block = new Int32Array(2);
  let si = 0;
  const fill = (target: Int32Array, length: number): void => {
    for (let i = 0; i < length; i += 2) {
      if (salt4) {
        block[0] = block[0]! ^ salt4[si]!;
        block[1] = block[1]! ^ salt4[si + 1]!;
        si = (si + 2) & 3;
      }
      encrypt(st, block, 0);
      target[i] = block[0]!;
      target[i + 1] = block[1]!;
    }
  };
  fill(p, 18);
  fill(s, 1024);
}

function decode64(text: string, bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let bits = 0;
  let acc = 0;
  let n = 0;
  for (const ch of text) {
    acc = (acc << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (n < bytes) out[n++] = (acc >>> bits) & 0xff;
    }
  }
  return out;
}

function encode64(data: Uint8Array): string {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const byte of data) {
    acc = ((acc << 8) | byte) & 0xffffff;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += ALPHABET[(acc >>> bits) & 0x3f];
    }
  }
  if (bits > 0) out += ALPHABET[(acc << (6 - bits)) & 0x3f];
  return out;
}

/** The bcrypt hash of a password with the given cost and 22-character salt. */
export function bcryptHash(password: string, cost: number, salt22: string, prefix = '$2a$'): string {
  const salt = decode64(salt22, 16);
  // The key is the password's UTF-8 bytes with a closing NUL, at most 72 bytes.
  const key = new Uint8Array([...new TextEncoder().encode(password), 0].slice(0, 72));
  const init = initialTables();
  const st: State = { p: new Int32Array(init.slice(0, 18)), s: new Int32Array(init.slice(18)) };
  const key18 = cyclicWords(key, 18);
  const salt4 = cyclicWords(salt, 4);
  const salt18 = cyclicWords(salt, 18);
  expandKey(st, key18, salt4);
  for (let i = 0, rounds = 2 ** cost; i < rounds; i++) {
    expandKey(st, key18, null);
    expandKey(st, salt18, null);
  }
  const magic = cyclicWords(new TextEncoder().encode('OrpheanBeholderScryDoubt'), 6);
  for (let i = 0; i < 64; i++) for (let j = 0; j < 6; j += 2) encrypt(st, magic, j);
  const text = new Uint32Array(magic.buffer);
  const out = new Uint8Array(24);
  for (let i = 0; i < 6; i++) {
    out[i * 4] = text[i]! >>> 24;
    out[i * 4 + 1] = (text[i]! >>> 16) & 0xff;
    out[i * 4 + 2] = (text[i]! >>> 8) & 0xff;
    out[i * 4 + 3] = text[i]! & 0xff;
  }
  return `${prefix}${String(cost).padStart(2, '0')}$${salt22}${encode64(out.slice(0, 23))}`;
}

// A bcrypt check costs 2^cost key expansions; fixtures sign in with the same pair again and again.
const verified = new Map<string, boolean>();

/** Checks a password against a bcrypt hash (costs above 14, seconds of work each, are refused rather than computed). */
export function verifyBcrypt(password: string, hash: string): boolean {
  const m = HASH.exec(hash);
  if (!m) return false;
  const cost = Number(m[1]);
  if (cost < 4 || cost > 14) return false;
  const cacheKey = `${hash}\u0000${password}`;
  const known = verified.get(cacheKey);
  if (known !== undefined) return known;
  const ok = bcryptHash(password, cost, m[2]!, hash.slice(0, 4)) === hash;
  if (verified.size > 1000) verified.clear();
  verified.set(cacheKey, ok);
  return ok;
}
