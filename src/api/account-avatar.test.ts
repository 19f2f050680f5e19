import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/test-support/screen';
import { avatarFileProblem, uploadAvatar } from './account';

describe('avatarFileProblem', () => {
  it.each<[string, number, number, 'type' | 'size' | null]>([
    ['image/png', 1000, 2000, null],
    ['image/jpeg', 2000, 2000, null],
    ['image/webp', 2001, 2000, 'size'],
    ['application/pdf', 10, 2000, 'type'],
    ['image/svg+xml', 10, 2000, 'type'], // SVG could carry scripts
  ])('%s of %s bytes (max %s) → %s', (type, size, max, problem) => {
    expect(avatarFileProblem({ type, size }, max)).toBe(problem);
  });
});

describe('uploadAvatar', () => {
  it('PUTs the file as the multipart field "avatar"', async () => {
    const { client, calls } = fakeServer({ 'PUT /user/settings/avatar/upload': () => ({ message: 'ok' }) });
    await uploadAvatar(client, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('PUT');
    const sent = calls[0]?.form?.get('avatar');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
  });
});
