import crypto from 'node:crypto';
import { isBcryptHash, verifyBcrypt } from './bcrypt.ts';

// scrypt with a per-password salt; the stored form says which scheme it is so it can change later.
const PREFIX = 'scrypt$';

/** Hashes a password for storage. */
export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, 32);
  return `${PREFIX}${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Checks a password against a stored hash in constant time. */
export function verifyPassword(password: string, stored: string): boolean {
  // Rows seeded from a real server's fixtures carry its bcrypt hashes.
  if (isBcryptHash(stored)) return verifyBcrypt(password, stored);
  if (!isPasswordHash(stored)) return false;
  const [, saltB64, hashB64] = stored.split('$') as [string, string, string];
  const expected = Buffer.from(hashB64, 'base64');
  const actual = crypto.scryptSync(password, Buffer.from(saltB64, 'base64'), expected.length);
  return crypto.timingSafeEqual(actual, expected);
}

/** Whether a stored value is one of our hashes (test fixtures may carry plain passwords). */
export function isPasswordHash(v: string): boolean {
  return v.startsWith(PREFIX) && v.split('$').length === 3;
}

/** SHA-256 hex digest, for secrets we only need to compare (refresh tokens, API tokens). */
export function sha256(v: string): string {
  return crypto.createHash('sha256').update(v).digest('hex');
}

/** A URL-safe random string. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}
