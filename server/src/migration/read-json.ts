import { inDate } from '../time.ts';

/** Lenient readers for imported JSON: a missing or mistyped field becomes its zero value. */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const obj = (v: unknown): Obj => (isObj(v) ? v : {});
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const objs = (v: unknown): Obj[] => list(v).filter(isObj);
export const text = (o: Obj, k: string): string => (typeof o[k] === 'string' ? (o[k] as string) : '');
export const num = (o: Obj, k: string): number =>
  typeof o[k] === 'number' && Number.isFinite(o[k]) ? (o[k] as number) : 0;
/** Booleans, and the 0/1 integers of a database row. */
export const flag = (o: Obj, k: string): boolean => o[k] === true || o[k] === 1;
/** A date as stored (RFC 3339 UTC), or null when unset, zero or unreadable. */
export const date = (o: Obj, k: string): string | null => inDate(o[k]) ?? null;
/** An id as a key; '' when there is none. */
export const key = (prefix: string, v: unknown): string => (typeof v === 'number' && v !== 0 ? `${prefix}${v}` : '');
