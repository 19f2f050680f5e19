import { useState } from 'react';
import { avatarUrl } from '@/api/user';
import { initials } from '@/lib/initials';
import { useSession } from '@/stores/session';

/** The size a picture is asked for when a place names none. */
export const AVATAR_DEFAULT_SIZE = 50;

interface Props {
  user: { username: string; name?: string | null };
  /** The size asked of the server, in pixels. */
  size?: number;
  /** The size drawn, in pixels; the asked size when not given. */
  shown?: number;
}

/**
 * A person's picture from the server, or their initials when it cannot be loaded (no server address, an
 * error, an offline server). Decorative: the name beside it says who it is.
 */
export function Avatar({ user, size = AVATAR_DEFAULT_SIZE, shown = size }: Props) {
  const apiUrl = useSession((s) => s.apiUrl);
  const src = apiUrl ? avatarUrl(apiUrl, user.username, size) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: shown, height: shown };
  if (!src || failed === src) {
    return (
      <span className="avatar avatar-initials" aria-hidden="true" data-testid="avatar-initials" style={{ ...box, fontSize: Math.max(8, Math.round(shown * 0.42)) }}>
        {initials(user.name, user.username)}
      </span>
    );
  }
  return <img className="avatar" src={src} alt="" width={shown} height={shown} loading="lazy" onError={() => setFailed(src)} />;
}
