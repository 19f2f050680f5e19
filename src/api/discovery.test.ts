import { describe, expect, it } from 'vitest';
import { candidateApiUrls, discoverApiUrl, isLocalOrPrivateHost, normaliseApiUrl } from './discovery';

describe('candidateApiUrls', () => {
  it.each([
    [
      'https://tasks.example.com',
      ['https://tasks.example.com', 'https://tasks.example.com/api/v1', 'https://tasks.example.com:3456', 'https://tasks.example.com:3456/api/v1'],
    ],
    [
      'http://localhost:3456/',
      ['http://localhost:3456', 'http://localhost:3456/api/v1'],
    ],
    [
      'https://x.org/api/v1/',
      ['https://x.org/api/v1', 'https://x.org:3456/api/v1'],
    ],
    [
      'x.org',
      [
        'https://x.org', 'https://x.org/api/v1', 'https://x.org:3456', 'https://x.org:3456/api/v1',
        'http://x.org', 'http://x.org/api/v1', 'http://x.org:3456', 'http://x.org:3456/api/v1',
      ],
    ],
    ['', []],
    ['   ', []],
  ])('%j', (input, expected) => expect(candidateApiUrls(input)).toEqual(expected));
});

describe('discoverApiUrl', () => {
  it('returns the first candidate that answers, in order', async () => {
    const tried: string[] = [];
    const found = await discoverApiUrl('https://h.test', async (url) => {
      tried.push(url);
      if (url !== 'https://h.test:3456') throw new Error('no');
      return { version: 'v2.5.0' };
    });
    expect(found).toEqual({ apiUrl: 'https://h.test:3456', info: { version: 'v2.5.0' } });
    expect(tried).toEqual(['https://h.test', 'https://h.test/api/v1', 'https://h.test:3456']);
  });

  it('fails with the last error when nothing answers', async () => {
    await expect(discoverApiUrl('https://h.test', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});

describe('normaliseApiUrl and hosts', () => {
  it('strips trailing slashes', () => expect(normaliseApiUrl(' http://a/api/v1// ')).toBe('http://a/api/v1'));
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.10', true],
    ['[::1]', true],
    ['example.com', false],
    ['8.8.8.8', false],
  ])('%s local or private: %s', (host, expected) => expect(isLocalOrPrivateHost(host)).toBe(expected));
});
