import { describe, expect, it } from 'vitest';
import {
  candidateApiUrls,
  discoverApiUrl,
  isLocalOrPrivateHost,
  isLoopbackHost,
  normaliseApiUrl,
  plainHttpRefused,
} from './discovery';

describe('candidateApiUrls', () => {
  it.each([
    [
      'https://tasks.example.com',
      [
        'https://tasks.example.com',
        'https://tasks.example.com/api/v1',
        'https://tasks.example.com:3456',
        'https://tasks.example.com:3456/api/v1',
      ],
    ],
    ['http://localhost:3456/', ['http://localhost:3456', 'http://localhost:3456/api/v1']],
    ['https://x.org/api/v1/', ['https://x.org/api/v1', 'https://x.org:3456/api/v1']],
    // A public host never falls back to plain http.
    ['x.org', ['https://x.org', 'https://x.org/api/v1', 'https://x.org:3456', 'https://x.org:3456/api/v1']],
    ['http://x.org', []],
    // A private one does, after https.
    [
      '192.168.1.5',
      [
        'https://192.168.1.5',
        'https://192.168.1.5/api/v1',
        'https://192.168.1.5:3456',
        'https://192.168.1.5:3456/api/v1',
        'http://192.168.1.5',
        'http://192.168.1.5/api/v1',
        'http://192.168.1.5:3456',
        'http://192.168.1.5:3456/api/v1',
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
    await expect(discoverApiUrl('https://h.test', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
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
    ['127.8.9.10', true],
    ['169.254.10.1', true],
    ['100.101.102.103', true], // carrier-grade NAT, as Tailscale hands out
    ['100.128.0.1', false],
    ['[fd12:3456::1]', true],
    ['[fe80::1]', true],
    ['[2001:db8::1]', false],
    ['nas', true],
    ['vikunja.local', true],
    ['tasks.home.arpa', true],
    ['box.lan', true],
    ['svc.internal', true],
    ['internal.example.com', false],
    ['10.0.0.300', false],
  ])('%s local or private: %s', (host, expected) => expect(isLocalOrPrivateHost(host)).toBe(expected));

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['192.168.1.10', false],
    ['nas', false],
  ])('%s is this machine: %s', (host, expected) => expect(isLoopbackHost(host)).toBe(expected));

  it.each([
    ['http://tasks.example.com', true],
    ['http://tasks.example.com:3456/api/v1', true],
    ['https://tasks.example.com', false],
    ['http://192.168.1.10:3456', false],
    ['tasks.example.com', false], // no scheme typed: https is tried, http left out
    ['', false],
  ])('plain http refused for %j: %s', (input, expected) => expect(plainHttpRefused(input)).toBe(expected));
});
