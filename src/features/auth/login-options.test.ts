import { describe, expect, it } from 'vitest';
import type { ServerInfo } from '@/api/types';
import { loginOptions } from './login-options';

const auth = (local: boolean, ldap?: boolean): ServerInfo['auth'] => ({
  local: { enabled: local },
  ...(ldap === undefined ? {} : { ldap: { enabled: ldap } }),
  openidConnect: { enabled: false, providers: null },
});

describe('loginOptions', () => {
  it.each<[string, ServerInfo['auth'] | undefined, boolean, boolean]>([
    ['info not loaded yet', undefined, true, true],
    ['local only', auth(true), true, true],
    ['LDAP only', auth(false, true), true, false],
    ['local and LDAP', auth(true, true), true, true],
    ['OpenID only', auth(false, false), false, false],
    ['old server without an ldap field, local off', auth(false), false, false],
  ])('%s → form %s, local accounts %s', (_name, info, form, local) => {
    expect(loginOptions(info)).toEqual({ passwordForm: form, localAccounts: local });
  });
});
