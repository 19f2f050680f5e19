import { describe, expect, it } from 'vitest';
import { originPattern, originPatterns } from './origin-pattern';

describe('host permission patterns', () => {
  it.each([
    ['https://vikunja.example.com/api/v1', 'https://vikunja.example.com/*'],
    // A port never goes into the pattern: Firefox would refuse it, Chrome matches every port without one.
    ['http://192.168.1.20:3456/api/v1', 'http://192.168.1.20/*'],
    ['https://tasks.example.org:8443', 'https://tasks.example.org/*'],
    ['http://[::1]:3456/api/v1', 'http://[::1]/*'],
    ['http://localhost:3456', 'http://localhost/*'],
  ])('%s → %s', (origin, pattern) => {
    expect(originPattern(origin)).toBe(pattern);
  });

  it('asks once for each scheme and host among the candidates', () => {
    expect(
      originPatterns([
        'https://vikunja.example',
        'https://vikunja.example/api/v1',
        'https://vikunja.example:3456',
        'http://vikunja.example',
        'http://vikunja.example:3456/api/v1',
      ]),
    ).toEqual(['https://vikunja.example/*', 'http://vikunja.example/*']);
    expect(originPatterns('https://one.example/api/v1')).toEqual(['https://one.example/*']);
  });
});
