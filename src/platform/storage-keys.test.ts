import { describe, expect, it } from 'vitest';
import { AUTH_KEYS, KEY_PREFIXES, KEYS } from './types';

// Stored data outlives releases: a key's string may never change, or users lose what they kept under it.
const EXPECTED: [string, string][] = [
  ['token', 'token'],
  ['lastVisited', 'lastVisited'],
  ['projectView', 'projectView'],
  ['apiUrl', 'apiUrl'],
  ['projectHistory', 'projectHistory'],
  ['settings', 'settings'],
  ['language', 'language'],
  ['extensionSettings', 'extensionSettings'],
  ['installHintDismissed', 'installHintDismissed'],
  ['importHintDismissed', 'importHintDismissed'],
  ['tableColumns', 'tableColumns'],
  ['popupDraft', 'popupDraft'],
  ['popupSnapshot', 'popupSnapshot'],
  ['notifiedIds', 'notifiedIds'],
  ['outboxPausedUntil', 'outboxPausedUntil'],
  ['pollPausedUntil', 'pollPausedUntil'],
  ['sessionRenewal', 'sessionRenewal'],
  ['firstPaint', 'firstPaint'],
  ['passwordResetToken', 'passwordResetToken'],
  ['emailConfirmToken', 'emailConfirmToken'],
  ['openIdState', 'authenticationState'],
  ['openIdRedirect', 'authenticationRedirect'],
  ['justLoggedOut', 'justLoggedOut'],
  ['openIdProvider', 'lastOpenIdProvider'],
  ['collapsedProjects', 'collapsedProjects'],
  ['outbox', 'outbox:'],
  ['captureDraft', 'captureDraft:'],
  ['descriptionDraft', 'draft.description.'],
  ['quickAddDraft', 'draft.quickAdd.'],
];

describe('storage keys', () => {
  const all: Record<string, string> = { ...KEYS, ...AUTH_KEYS, ...KEY_PREFIXES };
  it.each(EXPECTED)('%s is stored as %s', (name, value) => {
    expect(all[name]).toBe(value);
  });
  it('declares no key the table does not pin, and no two names share a string', () => {
    expect(Object.keys(all).sort()).toEqual(EXPECTED.map(([name]) => name).sort());
    expect(new Set(Object.values(all)).size).toBe(Object.values(all).length);
  });
});
