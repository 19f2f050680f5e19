import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, '../../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(value: unknown, prefix = ''): Record<string, string[]> {
  if (typeof value === 'string') return { [prefix]: [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort() };
  if (value === null || typeof value !== 'object') return {};
  return Object.assign({}, ...Object.entries(value as Record<string, unknown>).map(([k, v]) => placeholders(v, prefix ? `${prefix}.${k}` : k)));
}

const load = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const en = load('en.json');
const others = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json');

describe('locales', () => {
  it('ships at least one language besides English', () => expect(others.length).toBeGreaterThan(0));

  it.each(others)('%s has exactly the keys of en.json', (file) => {
    expect(keys(load(file)).sort()).toEqual(keys(en).sort());
  });

  it.each(others)('%s keeps every {{placeholder}} of en.json', (file) => {
    expect(placeholders(load(file))).toEqual(placeholders(en));
  });
});
