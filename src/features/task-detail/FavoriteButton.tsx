import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/Button';
import { StarIcon } from '@/components/icons';

/** The star: pressed when the task is one of the person's favourites. */
export function FavoriteButton({
  isFavorite,
  disabled,
  onToggle,
}: {
  isFavorite: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <IconButton
      label={t('taskDetail.favorite')}
      tooltip={t(isFavorite ? 'taskDetail.unfavoriteHint' : 'taskDetail.favoriteHint')}
      className={`task-favorite${isFavorite ? ' is-favorite' : ''}`}
      aria-pressed={isFavorite}
      disabled={disabled}
      onClick={onToggle}
      icon={<StarIcon size={20} aria-hidden="true" fill={isFavorite ? 'currentColor' : 'none'} />}
    />
  );
}
