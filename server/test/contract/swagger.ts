import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const FILES = { '2': 'swagger-v2.5.0.json', '1': 'swagger-v1.1.0.json', '0.24': 'swagger-v0.24.6.json' } as const;
const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/vikunja-api');

export function loadSwagger(mode: keyof typeof FILES): Swagger {
  const dir = fs.existsSync(SHARED) ? SHARED : '/work/shared/vikunja-api';
  return JSON.parse(fs.readFileSync(path.join(dir, FILES[mode]), 'utf8')) as Swagger;
}

/** The swagger path template a concrete /api/v1 path matches, preferring literal segments. */
export function matchTemplate(sw: Swagger, concrete: string): string | undefined {
  const parts = concrete.split('?')[0]!.split('/');
  let best: { t: string; literals: number } | undefined;
  for (const t of Object.keys(sw.paths)) {
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

/**
 * Validates a JSON value against a schema. Go's nil slices and pointers serialise as null, so null
 * passes for any type; properties the schema does not list are reported so drift is visible.
 */
export function validate(sw: Swagger, schema: Schema, value: unknown, at = '$', errors: string[] = []): string[] {
  if (schema.$ref) return validate(sw, sw.definitions[schema.$ref.replace('#/definitions/', '')] ?? {}, value, at, errors);
  if (schema.allOf) {
    for (const s of schema.allOf) validate(sw, s, value, at, errors);
    return errors;
  }
  if (value === null || value === undefined) return errors;
  const t = schema.type ?? (schema.properties ? 'object' : undefined);
  const actual = Array.isArray(value) ? 'array' : typeof value;
  if (t === 'integer') {
    if (typeof value !== 'number' || !Number.isInteger(value)) errors.push(`${at}: expected integer, got ${JSON.stringify(value)}`);
  } else if (t === 'number' || t === 'string' || t === 'boolean') {
    if (actual !== t) errors.push(`${at}: expected ${t}, got ${actual}`);
  } else if (t === 'array') {
    if (actual !== 'array') errors.push(`${at}: expected array, got ${actual}`);
    else if (schema.items) (value as unknown[]).forEach((v, i) => validate(sw, schema.items!, v, `${at}[${i}]`, errors));
  } else if (t === 'object') {
    if (actual !== 'object') {
      errors.push(`${at}: expected object, got ${actual}`);
      return errors;
    }
    const obj = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(obj)) {
      const prop = schema.properties?.[k];
      if (prop) validate(sw, prop, v, `${at}.${k}`, errors);
      else if (typeof schema.additionalProperties === 'object') validate(sw, schema.additionalProperties, v, `${at}.${k}`, errors);
      else if (schema.properties && schema.additionalProperties !== true) errors.push(`${at}.${k}: not in the definition`);
    }
  }
  // Go's zero value ("" / 0) is what Vikunja sends for an unset enum (e.g. an absolute reminder's relative_to).
  if (schema.enum && !schema.enum.includes(value) && value !== '' && value !== 0) errors.push(`${at}: ${JSON.stringify(value)} not in enum`);
  return errors;
}
