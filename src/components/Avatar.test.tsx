import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@/api/client';
import { renderScreen } from '@/test-support/screen';
import { useSession } from '@/stores/session';
import { Avatar } from './Avatar';

/** A server that answers avatar requests with a tiny picture, or fails them; every asked URL is kept. */
function avatarServer(ok: boolean) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    asked.push(String(input));
    return ok ? new Response('PNG', { headers: { 'content-type': 'image/png' } }) : new Response('{}', { status: 500 });
  };
  return { client: createClient({ baseUrl: () => 'http://vikunja.test/api/v1', token: () => 't', fetch }), asked };
}

beforeEach(() => {
  useSession.setState({ apiUrl: 'http://vikunja.test/api/v1' });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:avatar');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  useSession.setState({ apiUrl: null });
  vi.restoreAllMocks();
});

describe('Avatar', () => {
  it.each([
    [undefined, undefined, 50, 50],
    [16, undefined, 16, 16],
    [50, 28, 50, 28],
  ])(
    'asks the server at /avatar/{username} for size %s, drawn at %s, from an object URL',
    async (size, shown, asked, drawn) => {
      const server = avatarServer(true);
      const { container } = renderScreen(
        <Avatar user={{ username: 'anna', name: 'Anna Berg' }} size={size} shown={shown} />,
        { client: server.client },
      );
      await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
      const img = container.querySelector('img')!;
      expect(img.getAttribute('src')).toBe('blob:avatar');
      expect(img.getAttribute('width')).toBe(String(drawn));
      expect(img.getAttribute('alt')).toBe('');
      expect(server.asked.some((url) => new RegExp(`/api/v1/avatar/anna\\?size=${asked}$`).test(url))).toBe(true);
    },
  );

  it('shows initials while loading and when the picture cannot be had', async () => {
    const server = avatarServer(false);
    const { container } = renderScreen(<Avatar user={{ username: 'anna', name: 'Anna Berg' }} shown={32} />, {
      client: server.client,
    });
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('AB');
    await waitFor(() => expect(server.asked.length).toBeGreaterThan(0));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('AB');
  });

  it('shows initials when there is no server address', () => {
    useSession.setState({ apiUrl: null });
    renderScreen(<Avatar user={{ username: 'bob' }} />, { client: avatarServer(true).client });
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('B');
  });
});
