import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { avatarUrl } from '@/api/user';
import { useSession } from '@/stores/session';
import { Avatar } from './Avatar';

beforeEach(() => useSession.setState({ apiUrl: 'http://vikunja.test/api/v1' }));
afterEach(() => useSession.setState({ apiUrl: null }));

describe('Avatar', () => {
  it.each([
    [undefined, undefined, 50, 50],
    [16, undefined, 16, 16],
    [50, 28, 50, 28],
  ])('asks the server for size %s (drawn at %s) through the avatar helper', (size, shown, asked, drawn) => {
    const { container } = render(<Avatar user={{ username: 'anna', name: 'Anna Berg' }} size={size} shown={shown} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(avatarUrl('http://vikunja.test/api/v1', 'anna', asked));
    expect(img.getAttribute('width')).toBe(String(drawn));
    expect(img.getAttribute('alt')).toBe('');
  });

  it('shows initials when the picture fails to load', () => {
    const { container } = render(<Avatar user={{ username: 'anna', name: 'Anna Berg' }} shown={32} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('AB');
  });

  it('shows initials when there is no server address', () => {
    useSession.setState({ apiUrl: null });
    render(<Avatar user={{ username: 'bob' }} />);
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('B');
  });
});
