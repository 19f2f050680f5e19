import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompatMode } from '../../src/options.ts';
import { correctSwagger } from './corrections.ts';

/** Just the parts of a swagger 2.0 document the contract tests read. */
export interface Schema {
  type?: string;
  $ref?: string;
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  enum?: unknown[];
}

export interface Swagger {
  paths: Record<string, Record<string, { responses?: Record<string, { schema?: Schema }> }>>;
  definitions: Record<string, Schema>;
}

const FILES: Record<CompatMode, string> = {
  '2': 'swagger-v2.5.0.json',
  '1': 'swagger-v1.1.0.json',
  '0.24': 'swagger-v0.24.6.json',
};
const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/vikunja-api');

/** A release's swagger file with the corrections of corrections.ts applied. */
export function loadSwagger(mode: CompatMode): Swagger {
  const dir = fs.existsSync(SHARED) ? SHARED : '/work/shared/vikunja-api';
  return correctSwagger(JSON.parse(fs.readFileSync(path.join(dir, FILES[mode]), 'utf8')) as Swagger, mode);
}

/** Every operation of a swagger file as "METHOD /template". */
export function operations(sw: Swagger): string[] {
  return Object.entries(sw.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
}

/** The swagger path template a concrete /api/v1 path matches, preferring literal segments. */
export function matchTemplate(sw: Swagger, concrete: string, method?: string): string | undefined {
  const parts = concrete.split('?')[0]!.split('/');
  let best: { t: string; literals: number } | undefined;
  for (const t of Object.keys(sw.paths)) {
    // Templates that differ only in a parameter's name (…/members/{userID} vs {username}) are told apart by method.
    if (method && !sw.paths[t]?.[method.toLowerCase()]) continue;
    const tp = t.split('/');
    if (tp.length !== parts.length) continue;
    let literals = 0;
    const ok = tp.every((seg, i) => {
      if (/^\{.+\}$/.test(seg)) return true;
      literals++;
      return seg === parts[i];
    });
    if (ok && (!best || literals > best.literals)) best = { t, literals };
  }
  return best?.t;
}

/** What a validation may let through; built from the exception list per compat mode (exceptions.ts). */
export interface Tolerance {
  /** A documented field the answer may leave out ("definition.field"). */
  absent(field: string): boolean;
  /** An undocumented field the answer may carry. */
  extra(field: string): boolean;
  /** A field whose JSON type differs from the documented one. */
  anyType(field: string): boolean;
}

export const STRICT: Tolerance = { absent: () => false, extra: () => false, anyType: () => false };

export interface Checks {
  tol?: Tolerance;
  /** Collects the definitions a non-null value was checked against (to show nested coverage). */
  seen?: Set<string>;
}

interface Resolved {
  schema: Schema;
  /** The definition the schema comes from ("inline" for anonymous ones), used to name fields. */
  name: string;
}

/** Follows $ref and merges allOf parts (swag wraps documented refs as `allOf: [{$ref}]`). */
function resolve(sw: Swagger, schema: Schema, name = 'inline'): Resolved {
  if (schema.$ref) {
    const ref = schema.$ref.replace('#/definitions/', '');
    return resolve(sw, sw.definitions[ref] ?? {}, ref);
  }
  if (!schema.allOf) return { schema, name };
  const parts = schema.allOf.map((s) => resolve(sw, s));
  const merged: Schema = {};
  let properties: Record<string, Schema> | undefined;
  for (const p of parts) {
    Object.assign(merged, p.schema);
    if (p.schema.properties) properties = { ...properties, ...p.schema.properties };
  }
  if (properties) merged.properties = properties;
  return { schema: merged, name: parts.find((p) => p.name !== 'inline')?.name ?? name };
}

/**
 * Validates a JSON value against a schema. Every documented property must be present and every
 * present one documented (nested objects, arrays and maps included), unless the tolerance allows it.
 * Go's nil slices, maps and pointers serialise as null, so null passes for any type.
 */
export function validate(
  sw: Swagger,
  schema: Schema,
  value: unknown,
  checks: Checks = {},
  at = '$',
  errors: string[] = [],
): string[] {
  const { schema: s, name } = resolve(sw, schema);
  if (value === null || value === undefined) return errors;
  if (name !== 'inline') checks.seen?.add(name);
  const t = s.type ?? (s.properties ? 'object' : undefined);
  const actual = Array.isArray(value) ? 'array' : typeof value;
  if (t === 'integer') {
    if (typeof value !== 'number' || !Number.isInteger(value))
      errors.push(`${at}: expected integer, got ${JSON.stringify(value)}`);
  } else if (t === 'number' || t === 'string' || t === 'boolean') {
    if (actual !== t) errors.push(`${at}: expected ${t}, got ${actual}`);
  } else if (t === 'array') {
    if (actual !== 'array') errors.push(`${at}: expected array, got ${actual}`);
    else if (s.items) (value as unknown[]).forEach((v, i) => validate(sw, s.items!, v, checks, `${at}[${i}]`, errors));
  } else if (t === 'object') {
    if (actual !== 'object') errors.push(`${at}: expected object, got ${actual}`);
    else checkObject(sw, s, name, value as Record<string, unknown>, checks, at, errors);
  }
  // Go's zero value ("" / 0) is what Vikunja sends for an unset enum (e.g. an absolute reminder's relative_to).
  if (s.enum && !s.enum.includes(value) && value !== '' && value !== 0)
    errors.push(`${at}: ${JSON.stringify(value)} not in enum`);
  return errors;
}

function checkObject(
  sw: Swagger,
  s: Schema,
  name: string,
  obj: Record<string, unknown>,
  checks: Checks,
  at: string,
  errors: string[],
): void {
  const tol = checks.tol ?? STRICT;
  const props = s.properties;
  for (const [k, v] of Object.entries(obj)) {
    const prop = props?.[k];
    const field = `${name}.${k}`;
    if (prop) {
      if (!tol.anyType(field)) validate(sw, prop, v, checks, `${at}.${k}`, errors);
    } else if (typeof s.additionalProperties === 'object') {
      validate(sw, s.additionalProperties, v, checks, `${at}.${k}`, errors);
    } else if (props && s.additionalProperties !== true && !tol.extra(field)) {
      errors.push(`${at}.${k}: not in ${name}`);
    }
  }
  for (const k of Object.keys(props ?? {})) {
    if (!(k in obj) && !tol.absent(`${name}.${k}`)) errors.push(`${at}.${k}: missing (${name}.${k})`);
  }
}

/** The object definitions a set of answer schemas can contain, nested ones included. */
export function reachableDefinitions(sw: Swagger, roots: Schema[]): Set<string> {
  const out = new Set<string>();
  const walk = (s: Schema | boolean | undefined): void => {
    if (!s || typeof s !== 'object') return;
    if (s.$ref) {
      const name = s.$ref.replace('#/definitions/', '');
      if (out.has(name)) return;
      const def = sw.definitions[name] ?? {};
      if (def.properties || def.additionalProperties) out.add(name);
      walk(def);
    }
    s.allOf?.forEach(walk);
    walk(s.items);
    walk(s.additionalProperties);
    Object.values(s.properties ?? {}).forEach(walk);
  };
  roots.forEach(walk);
  return out;
}
