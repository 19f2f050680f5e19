import { describe, expect, it } from 'vitest';
import { acceptedExtensions, fileProblem } from './file-check';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it.each([
    ['export.zip', 5 * MB, '.zip,application/zip', null],
    ['export.ZIP', 20 * MB, '.zip', null],
    ['export.csv', 1, '.zip,application/zip', 'wrongType'],
    ['export.zip', 20 * MB + 1, '.zip', 'tooLarge'],
    ['export.csv', 30 * MB, '.zip', 'wrongType'],
  ] as const)('%s of %d bytes for %s → %s', (name, size, accept, expected) => {
    expect(fileProblem({ name, size }, accept, 20 * MB)).toBe(expected);
  });
});

describe('acceptedExtensions', () => {
  it.each([
    ['.zip,application/zip', '.zip'],
    ['.csv, text/csv, .txt', '.csv, .txt'],
    ['', ''],
  ])('%j → %j', (accept, expected) => expect(acceptedExtensions(accept)).toBe(expected));
});
