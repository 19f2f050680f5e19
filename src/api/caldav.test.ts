import { describe, expect, it } from 'vitest';
import { caldavUrl } from './caldav';

describe('caldavUrl', () => {
  it.each([
    ['https://tasks.example.com/api/v1', 'alice', 'https://tasks.example.com/dav/principals/alice/'],
    ['https://tasks.example.com/api/v1/', 'alice', 'https://tasks.example.com/dav/principals/alice/'],
    ['https://example.com/vikunja/api/v1', 'bob', 'https://example.com/vikunja/dav/principals/bob/'],
    ['http://localhost:3456/api/v1', 'a b', 'http://localhost:3456/dav/principals/a%20b/'],
  ])('%s + %s', (api, user, expected) => expect(caldavUrl(api, user)).toBe(expected));
});
