import { describe, expect, it } from 'vitest';
import { guard, shareTokenFromHash, type GuardInput } from './guard';

const base: GuardInput = {
  pathname: '/',
  search: '',
  hash: '',
  authenticated: false,
  linkShare: false,
  pendingPasswordReset: false,
  pendingEmailConfirm: false,
};

describe('guard', () => {
  it.each<[string, Partial<GuardInput>, string | null]>([
    ['anonymous at home goes to login', {}, '/login'],
    [
      'anonymous deep link remembers the route',
      { pathname: '/projects/3/4', search: '?x=1' },
      '/login?redirect=%2Fprojects%2F3%2F4%3Fx%3D1',
    ],
    ['login is public', { pathname: '/login' }, null],
    ['register is public', { pathname: '/register' }, null],
    ['reset request is public', { pathname: '/get-password-reset' }, null],
    ['reset is public', { pathname: '/password-reset' }, null],
    ['share auth is public', { pathname: '/share/abc/auth' }, null],
    ['share auth without hash in the path is public', { pathname: '/share/auth' }, null],
    ['openid callback is public', { pathname: '/auth/openid/google' }, null],
    ['authenticated user passes', { pathname: '/projects/1', authenticated: true }, null],
    ['link-share visitor passes', { pathname: '/projects/1/2', linkShare: true }, null],
    ['reset flag stores and goes to reset', { search: '?userPasswordReset=tok' }, '/password-reset'],
    ['confirm flag stores and goes to login', { search: '?userEmailConfirm=tok' }, '/login'],
    [
      'pending reset forces reset',
      { pathname: '/projects', authenticated: true, pendingPasswordReset: true },
      '/password-reset',
    ],
    ['pending reset leaves the reset page alone', { pathname: '/password-reset', pendingPasswordReset: true }, null],
    ['pending confirm forces login', { pathname: '/register', pendingEmailConfirm: true }, '/login'],
    [
      'share fragment goes to share auth and keeps the fragment',
      { pathname: '/projects/5/9', hash: '#share-auth-token=h4sh' },
      '/share/auth?redirect=%2Fprojects%2F5%2F9#share-auth-token=h4sh',
    ],
    [
      'share fragment of an authenticated user still needs share auth',
      { pathname: '/projects/5', hash: '#share-auth-token=h', authenticated: true },
      '/share/auth?redirect=%2Fprojects%2F5#share-auth-token=h',
    ],
    [
      'share fragment is ignored once share-authenticated',
      { pathname: '/projects/5', hash: '#share-auth-token=h', linkShare: true },
      null,
    ],
  ])('%s', (_name, input, to) => {
    expect(guard({ ...base, ...input })?.to ?? null).toBe(to);
  });

  it('hands over query tokens to store', () => {
    expect(guard({ ...base, search: '?userPasswordReset=abc' })?.store).toEqual({
      kind: 'passwordReset',
      token: 'abc',
    });
    expect(guard({ ...base, search: '?userEmailConfirm=def' })?.store).toEqual({ kind: 'emailConfirm', token: 'def' });
  });
});

describe('shareTokenFromHash', () => {
  it.each([
    ['#share-auth-token=abc', 'abc'],
    ['#foo&share-auth-token=abc&x=1', 'abc'],
    ['#share-auth-token=', null],
    ['', null],
  ])('%s → %s', (hash, token) => expect(shareTokenFromHash(hash)).toBe(token));
});
