import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '@/platform/types';
import { liveStorage } from '@/test-support/storage';
import { normalizeApiUrl } from '@/lib/normalize-api-url';
import { hydrateSession, saveApiUrl, useSession } from './session';

afterEach(() => useSession.setState({ hydrated: false, apiUrl: null, token: null, linkShare: null }));

describe('normalizeApiUrl', () => {
  it.each<[unknown, string | null]>([
    ['https://v.example.com/api/v1', 'https://v.example.com/api/v1'],
    ['https://v.example.com/api/v1/', 'https://v.example.com/api/v1'],
    ['https://v.example.com/api/v1///', 'https://v.example.com/api/v1'],
    ['  http://localhost:3456/api/v1/ ', 'http://localhost:3456/api/v1'],
    ['', null],
    ['/', null],
    [undefined, null],
    [42, null],
  ])('%o → %o', (value, expected) => expect(normalizeApiUrl(value)).toBe(expected));
});

describe('the stored API address', () => {
  it('is saved without trailing slashes', async () => {
    const { storage, values } = liveStorage();
    await saveApiUrl(storage, 'https://v.example.com/api/v1/');
    expect(useSession.getState().apiUrl).toBe('https://v.example.com/api/v1');
    expect(values.get(KEYS.apiUrl)).toBe('https://v.example.com/api/v1');
  });

  it('is cleaned when loaded, also in storage, and when another context changes it', async () => {
    const { storage, values, emit } = liveStorage({ [KEYS.apiUrl]: 'https://v.example.com/api/v1/' });
    const stop = await hydrateSession(storage);
    expect(useSession.getState().apiUrl).toBe('https://v.example.com/api/v1');
    expect(values.get(KEYS.apiUrl)).toBe('https://v.example.com/api/v1');
    emit([{ key: KEYS.apiUrl, newValue: 'https://other.example.com/api/v1/' }]);
    expect(useSession.getState().apiUrl).toBe('https://other.example.com/api/v1');
    stop();
  });
});
