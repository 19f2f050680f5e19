import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { userJwt } from '@/test-support/jwt';
import { followAccount, sessionOwner } from './account-scope';
import { persistedOwner } from './owner-key';

const API = 'https://v.example/api/v1';
afterEach(() => useSession.setState({ apiUrl: null, token: null, linkShare: null }));

describe('sessionOwner and persistedOwner', () => {
  const share = { hash: 'h', projectId: 1, logoVisible: false };
  it.each([
    ['signed out', { apiUrl: API, token: null, linkShare: null }, null, null],
    ['no server', { apiUrl: null, token: userJwt(1), linkShare: null }, null, null],
    ['account 1', { apiUrl: API, token: userJwt(1), linkShare: null }, `${API}#user:1`, `${API}#user:1`],
    ['a link share', { apiUrl: API, token: userJwt(1), linkShare: share }, `${API}#share:h`, null],
    ['an opaque token', { apiUrl: API, token: 'tk_abc', linkShare: null }, `${API}#user:tk_abc`, null],
  ])('%s', (_name, session, owner, kept) => {
    expect(sessionOwner(session)).toBe(owner);
    expect(persistedOwner(session)).toBe(kept);
  });
});

describe('followAccount', () => {
  function setUp() {
    const queryClient = new QueryClient();
    useSession.setState({ apiUrl: API, token: userJwt(1), linkShare: null });
    const stop = followAccount(queryClient);
    queryClient.setQueryData(['projects', 'list'], [{ id: 1 }]);
    queryClient.setQueryData(['info', API], { version: 'v2.5.0' });
    return { queryClient, stop };
  }

  it('keeps the answers across a renewed token and a lost session of the same account', () => {
    const { queryClient, stop } = setUp();
    useSession.setState({ token: userJwt(1) });
    useSession.setState({ token: null });
    useSession.setState({ token: userJwt(1) });
    expect(queryClient.getQueryData(['projects', 'list'])).toEqual([{ id: 1 }]);
    stop();
  });

  it('drops everything but server info when another account signs in, even after a sign-out', () => {
    const { queryClient, stop } = setUp();
    useSession.setState({ token: null });
    useSession.setState({ token: userJwt(2) });
    expect(queryClient.getQueryData(['projects', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(['info', API])).toEqual({ version: 'v2.5.0' });
    stop();
  });

  it('drops the account’s answers when a link share begins', () => {
    const { queryClient, stop } = setUp();
    useSession.setState({ token: 'share-token', linkShare: { hash: 'h', projectId: 1, logoVisible: false } });
    expect(queryClient.getQueryData(['projects', 'list'])).toBeUndefined();
    stop();
  });
});
