import { initials } from '@/lib/initials';
import { useAvatarQuery } from '@/queries/user';
import { BlobImage } from './BlobImage';

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
 * A person's picture, fetched through the API and shown from an object URL (extension pages load no remote
 * images), or their initials while it loads and when it cannot be had (no server address, an error, an
 * offline server). Decorative: the name beside it says who it is.
 */
export function Avatar({ user, size = AVATAR_DEFAULT_SIZE, shown = size }: Props) {
  const picture = useAvatarQuery(user.username, size);
  if (picture.data) return <BlobImage blob={picture.data} className="avatar" alt="" width={shown} height={shown} />;
  return (
    <span
      className="avatar avatar-initials"
      aria-hidden="true"
      data-testid="avatar-initials"
      style={{ width: shown, height: shown, fontSize: Math.max(8, Math.round(shown * 0.42)) }}
    >
      {initials(user.name, user.username)}
    </span>
  );
}
