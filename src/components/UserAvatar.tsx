import { useAvatarQuery } from '@/queries/user';
import { BlobImage } from './BlobImage';

/** A user's avatar, drawn at `size` pixels from the fetched picture; nothing while it loads or when there is none. */
export function UserAvatar({ username, size, version }: { username: string; size: number; version?: number }) {
  const avatar = useAvatarQuery(username, size, version);
  if (!avatar.data) return null;
  return <BlobImage blob={avatar.data} className="avatar" alt="" width={size} height={size} />;
}
