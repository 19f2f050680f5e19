import { describe, expect, it } from 'vitest';
import { avatarUrl } from '@/api/users';
import { bumpAvatarVersion, useAvatarVersion } from './avatar-version';

describe('avatar version', () => {
  it('changes the header avatar URL when the avatar settings change', () => {
    const before = avatarUrl('http://localhost/api/v1/', 'anna', 40, useAvatarVersion.getState().version);
    bumpAvatarVersion();
    const after = avatarUrl('http://localhost/api/v1/', 'anna', 40, useAvatarVersion.getState().version);
    expect(before).toMatch(/^http:\/\/localhost\/api\/v1\/avatar\/anna\?size=40&v=\d+$/);
    expect(after).not.toBe(before);
  });

  it('leaves the URL without a version when none is given', () => {
    expect(avatarUrl('http://localhost/api/v1', 'a b', 16)).toBe('http://localhost/api/v1/avatar/a%20b?size=16');
  });
});
