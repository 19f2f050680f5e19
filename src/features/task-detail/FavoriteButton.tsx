import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/icons';

/** The star: pressed when the task is one of the person's favourites. */
export function FavoriteButton({ isFavorite, disabled, onToggle }: { isFavorite: boolean; disabled: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn btn-icon task-favorite${isFavorite ? ' is-favorite' : ''}`}
      aria-pressed={isFavorite}
      aria-label={t('taskDetail.favorite')}
      title={t(isFavorite ? 'taskDetail.unfavoriteHint' : 'taskDetail.favoriteHint')}
      disabled={disabled}
      onClick={onToggle}
    >
      <StarIcon size={20} aria-hidden="true" fill={isFavorite ? 'currentColor' : 'none'} />
    </button>
  );
}
