import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '@/lib/error-message';
import en from '../../locales/en.json';
import { createClient } from './client';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en } }, lng: 'en' });
const t = i18n.t.bind(i18n);

const clientFor = (baseUrl: string | null) => {
  const calls: string[] = [];
  const client = createClient({
    baseUrl: () => baseUrl,
    token: () => null,
    fetch: async (input) => {
      calls.push(String(input));
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
};

describe('the client without a usable API address', () => {
  it('says "No API URL provided" when none is set, and sends nothing', async () => {
    const { client, calls } = clientFor(null);
    const error: unknown = await client.get('/info').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'no-api-url' });
    expect(errorMessage(error, t)).toMatch(/^No API URL provided/);
    expect(calls).toEqual([]);
  });

  it('says "The provided API URL is invalid" for an address that is not a URL', async () => {
    const { client, calls } = clientFor('not a url');
    const error: unknown = await client.get('/info').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid-api-url' });
    expect(errorMessage(error, t)).toBe('The provided API URL is invalid.');
    expect(calls).toEqual([]);
  });
});
