import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE, ERROR_MESSAGES } from '../src/errors.ts';

const SRC = path.join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** An error built with its code as a number literal: `apiError(404, 4002, …)` or `new ApiError(404, 4002, …)`. */
const INLINE_CODE = /(?:apiError|new ApiError)\(\s*\d+\s*,\s*\d+\s*,/g;

describe('error codes are named', () => {
  it.each([
    ['apiError(404, 4002, "x")', true],
    ['apiError(\n  412,\n  1019,\n  "x")', true],
    ['new ApiError(400, 2002, "x")', true],
    ['apiError(404, CODE.taskNotFound, "x")', false],
    ['apiError(404, undefined, "Not Found")', false],
    ['apiError(400, err.code, message)', false],
  ])('the check reads %j as inline: %s', (source, inline) => {
    expect(source.match(INLINE_CODE) !== null).toBe(inline);
  });

  it('no server source writes an error code as a number', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      (fs.readFileSync(file, 'utf8').match(INLINE_CODE) ?? []).map((hit) => `${path.relative(SRC, file)}: ${hit}`),
    );
    expect(offenders).toEqual([]);
  });

  it('names each code once, and every text in the table belongs to a named code', () => {
    const codes = Object.values(CODE);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of Object.keys(ERROR_MESSAGES)) expect(codes).toContain(Number(code));
  });
});
