import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new random base32 TOTP secret (160 bits, as authenticator apps expect). */
export function newTotpSecret(): string {
  const bytes = crypto.randomBytes(20);
  let bits = '';
  for (const b of bytes) bits += b.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i + 5 <= bits.length; i += 5) out += ALPHABET[parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

function base32Decode(s: string): Buffer {
  let bits = '';
  for (const ch of s.replace(/=+$/, '').toUpperCase()) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) continue;
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 code (SHA-1, 30 s steps, 6 digits) for a time step. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const h = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (h[h.length - 1] ?? 0) & 0xf;
  const bin = (h.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(bin).padStart(6, '0');
}

/** Accepts the current code and its neighbours (clock skew of ±30 s). */
export function verifyTotp(secret: string, code: string, now: number = Date.now()): boolean {
  if (!secret || !/^\d{6}$/.test(code)) return false;
  const step = Math.floor(now / 30000);
  return [step - 1, step, step + 1].some((s) => totpCode(secret, s) === code);
}

/** The otpauth:// URL authenticator apps scan. */
export function totpUrl(secret: string, username: string): string {
  return `otpauth://totp/Vikunja:${encodeURIComponent(username)}?secret=${secret}&issuer=Vikunja`;
}
