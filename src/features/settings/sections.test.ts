import { describe, expect, it } from 'vitest';
import { managedByProvider, SETTINGS_SECTIONS, visibleSections } from './sections';

const all = [...SETTINGS_SECTIONS];
const without = (...gone: string[]) => all.filter((s) => !gone.includes(s));

describe('visibleSections', () => {
  it.each([
    ['nothing known yet', undefined, undefined, without('caldav')],
    [
      'a full server',
      { totpEnabled: true, caldavEnabled: true, userDeletionEnabled: true },
      { isLocalUser: true },
      all,
    ],
    ['no TOTP', { totpEnabled: false }, undefined, without('totp', 'caldav')],
    ['no deletion', { userDeletionEnabled: false, caldavEnabled: true }, undefined, without('deletion')],
    [
      'a provider account',
      { caldavEnabled: true },
      { isLocalUser: false },
      without('password-update', 'email-update', 'avatar'),
    ],
    ['an old server without the flag', { caldavEnabled: false }, {}, without('caldav')],
    ['a 2.x server lists sessions', { version: 'v2.5.0', caldavEnabled: true }, undefined, all],
    ['a 1.x server has none', { version: 'v1.1.0', caldavEnabled: true }, undefined, without('sessions')],
    ['nor has 0.24', { version: 'v0.24.6' }, undefined, without('sessions', 'caldav')],
  ] as const)('%s', (_name, info, user, expected) => {
    expect(visibleSections(info, user)).toEqual(expected);
  });
});

describe('managedByProvider', () => {
  it.each([
    ['password-update', { isLocalUser: false }, true],
    ['email-update', { isLocalUser: false }, true],
    ['avatar', { isLocalUser: false }, true],
    ['general', { isLocalUser: false }, false],
    ['data-export', { isLocalUser: false }, false],
    ['password-update', { isLocalUser: true }, false],
    ['password-update', undefined, false],
    [undefined, { isLocalUser: false }, false],
  ] as const)('%s for %o → %s', (section, user, managed) => {
    expect(managedByProvider(section, user)).toBe(managed);
  });
});
