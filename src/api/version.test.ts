import { describe, expect, it } from 'vitest';
import { featuresFor, parseVersion, permissionBody, readPermission } from './version';

describe('parseVersion', () => {
  it.each([
    ['v0.24.6', { major: 0, minor: 24 }],
    ['v1.1.0', { major: 1, minor: 1 }],
    ['2.5.0', { major: 2, minor: 5 }],
    ['v0.24.6-12-gabcdef', { major: 0, minor: 24 }],
    ['dev', { major: 99, minor: 0 }],
    ['', { major: 99, minor: 0 }],
  ])('%s', (input, expected) => expect(parseVersion(input)).toEqual(expected));
});

describe('featuresFor', () => {
  it.each([
    ['v0.24.6', 'user-token', 'right', '/tasks/all', 'expand', false, false, false],
    ['v1.1.0', 'user-token', 'permission', '/tasks', 'expand[]', true, false, false],
    ['v2.5.0', 'refresh-cookie', 'permission', '/tasks', 'expand', true, true, true],
  ] as const)(
    '%s',
    (
      version,
      renewal,
      permissionField,
      allTasksPath,
      taskExpandParam,
      hasImagePreviews,
      loginWithCredentials,
      hasLogout,
    ) => {
      expect(featuresFor(version)).toMatchObject({
        renewal,
        permissionField,
        allTasksPath,
        taskExpandParam,
        hasImagePreviews,
        loginWithCredentials,
        hasLogout,
      });
    },
  );

  it.each([
    ['v0.24.6', false, false],
    ['v1.1.0', false, false],
    ['v2.3.0', true, false],
    ['v2.4.0', true, true],
    ['v2.5.0', true, true],
    ['v3.0.0', true, true],
  ] as const)('%s: sessions %s, bulk task creation %s', (version, hasSessions, hasBulkTaskCreate) => {
    expect(featuresFor(version)).toMatchObject({ hasSessions, hasBulkTaskCreate });
  });

  it.each([
    ['v0.24.6', false],
    ['v1.1.0', false],
    ['v2.2.0', false],
    ['v2.3.0', true],
    ['v2.5.0', true],
    ['v3.0.0', true],
    ['dev', true],
  ] as const)('%s: notification websocket %s', (version, hasNotificationSocket) => {
    expect(featuresFor(version).hasNotificationSocket).toBe(hasNotificationSocket);
  });

  it('reads and writes permissions under the right field name', () => {
    expect(readPermission({ right: 1 })).toBe(1);
    expect(readPermission({ permission: 2 })).toBe(2);
    expect(readPermission({ maxRight: 0 })).toBe(0);
    expect(readPermission({})).toBeNull();
    expect(permissionBody(featuresFor('v0.24.6'), 2)).toEqual({ right: 2 });
    expect(permissionBody(featuresFor('v2.5.0'), 2)).toEqual({ permission: 2 });
  });
});
