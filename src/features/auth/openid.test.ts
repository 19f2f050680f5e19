import { describe, expect, it } from 'vitest';
import type { OpenIdProvider } from '@/api/types';
import { automaticProvider, providerAuthUrl, randomState, redirectUriFor, STATE_LENGTH } from './openid';

const p = (key: string, scope = ''): OpenIdProvider => ({
  key,
  name: key,
  authUrl: `https://idp.example/${key}/auth?x=1`,
  clientId: 'cid',
  scope,
  logoutUrl: '',
});

describe('openid', () => {
  it('makes 24-character states from random bytes', () => {
    const state = randomState();
    expect(state).toHaveLength(STATE_LENGTH);
    expect(state).toMatch(/^[A-Za-z0-9]+$/);
    expect(randomState()).not.toBe(state);
    expect(randomState((b) => b.fill(0))).toBe('A'.repeat(24));
  });

  it('builds the authorisation URL with the default scope', () => {
    const url = new URL(providerAuthUrl(p('g'), 'https://app/auth/openid/g', 'S'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      client_id: 'cid',
      redirect_uri: 'https://app/auth/openid/g',
      response_type: 'code',
      scope: 'openid email profile',
      state: 'S',
    });
    expect(new URL(providerAuthUrl(p('g', 'openid'), 'r', 'S')).searchParams.get('scope')).toBe('openid');
  });

  it.each([
    ['g', 'https://vk/auth/openid/', 'https://app', 'https://vk/auth/openid/g'],
    ['g', 'https://vk/auth/openid', 'https://app', 'https://vk/auth/openid/g'],
    ['g', '', 'https://app/', 'https://app/auth/openid/g'],
    ['g', undefined, 'https://app', 'https://app/auth/openid/g'],
  ])('redirect uri for %s with %s', (key, server, app, uri) => expect(redirectUriFor(key, server, app)).toBe(uri));

  it.each<[string, OpenIdProvider[], string | null, boolean, string | null]>([
    ['named provider', [p('a'), p('b')], 'b', true, 'b'],
    ['unknown name', [p('a')], 'z', true, null],
    ['true with one provider', [p('a')], 'true', true, 'a'],
    ['1 with one provider', [p('a')], '1', true, 'a'],
    ['true with two providers', [p('a'), p('b')], 'true', true, null],
    ['only provider, local login off', [p('a')], null, false, 'a'],
    ['only provider, local login on', [p('a')], null, true, null],
    ['no providers', [], 'true', false, null],
  ])('automatic provider: %s', (_n, providers, flag, local, key) => {
    expect(automaticProvider(providers, flag, local)?.key ?? null).toBe(key);
  });
});
