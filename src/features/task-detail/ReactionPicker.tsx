import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/Tooltip';

/** The emoji offered for a new reaction, with the i18n key of each one's name (`reactions.emoji.*`). */
export const PICKER_EMOJI: ReadonlyArray<readonly [emoji: string, name: string]> = [
  ['👍', 'thumbsUp'],
  ['👎', 'thumbsDown'],
  ['😄', 'smile'],
  ['😂', 'laugh'],
  ['🎉', 'party'],
  ['❤️', 'heart'],
  ['🚀', 'rocket'],
  ['👀', 'eyes'],
  ['😕', 'confused'],
  ['😮', 'surprised'],
  ['😢', 'sad'],
  ['😡', 'angry'],
  ['🙏', 'thanks'],
  ['👏', 'clap'],
  ['🙌', 'hooray'],
  ['🔥', 'fire'],
  ['💯', 'hundred'],
  ['🤔', 'thinking'],
  ['👌', 'ok'],
  ['💪', 'strong'],
  ['⭐', 'star'],
  ['✅', 'done'],
  ['❌', 'cross'],
  ['🐛', 'bug'],
];

/** Emoji per row of the grid: Up and Down move by this much. */
export const PICKER_COLUMNS = 6;

/** Where an arrow, Home or End key moves the focus from `index` (null: a key the grid ignores). */
export function nextPickerIndex(
  key: string,
  index: number,
  count = PICKER_EMOJI.length,
  columns = PICKER_COLUMNS,
): number | null {
  const wrap = (i: number) => (i + count) % count;
  switch (key) {
    case 'ArrowRight':
      return wrap(index + 1);
    case 'ArrowLeft':
      return wrap(index - 1);
    case 'ArrowDown':
      return index + columns < count ? index + columns : index % columns;
    case 'ArrowUp':
      return index - columns >= 0
        ? index - columns
        : (index % columns) + Math.floor((count - 1 - (index % columns)) / columns) * columns;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

interface Props {
  id: string;
  onPick: (emoji: string) => void;
  onClose: () => void;
}

/** A small grid of common emoji: arrow keys move, Enter or Space picks, Escape closes. */
export function ReactionPicker({ id, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const buttons = () => Array.from(grid.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);

  useEffect(() => {
    buttons()[0]?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Only the picker closes, not the task's dialog around it.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    const next = nextPickerIndex(event.key, Math.max(index, 0), all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  }

  return (
    <div
      id={id}
      ref={grid}
      role="group"
      aria-label={t('reactions.pick')}
      className="reaction-picker"
      onKeyDown={onKeyDown}
    >
      {PICKER_EMOJI.map(([emoji, name], i) => (
        <Tooltip key={emoji} text={t(`reactions.emoji.${name}`)}>
          <button
            type="button"
            className="reaction-picker-emoji"
            tabIndex={i === 0 ? 0 : -1}
            aria-label={t(`reactions.emoji.${name}`)}
            onClick={() => onPick(emoji)}
          >
            {emoji}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
