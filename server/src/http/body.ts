import type { Context } from 'hono';
import { errors } from '../errors.ts';

export type Json = Record<string, unknown>;

/** Parses the request body as a JSON object; anything else is Vikunja's 400/2002. */
export async function jsonBody(c: Context): Promise<Json> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.invalidModel();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw errors.invalidModel();
  return parsed as Json;
}

/** Parses a JSON array body (bulk endpoints, testing endpoints). */
export async function jsonArrayBody(c: Context): Promise<unknown[]> {
  const text = await c.req.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // fall through to the shared error
  }
  throw errors.invalidModel();
}

/** Reads a positive integer path parameter, or throws 400/2001-style errors for junk. */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^-?\d+$/.test(raw)) throw errors.invalidModel();
  const n = Number(raw);
  if (n === 0) throw errors.idEmpty();
  return n;
}

// Field readers: `undefined` means "not given"; a wrong type is a 400.
export function str(body: Json, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw errors.invalidModel();
  return v;
}

export function num(body: Json, key: string): number | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw errors.invalidModel();
  return v;
}

export function bool(body: Json, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw errors.invalidModel();
  return v;
}
