import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactionKind } from '@/api/reactions';
import type { User } from '@/api/types';
import { useDismiss } from '@/components/use-dismiss';
import { useReactionMutation, useReactionsQuery } from '@/queries/reactions';
import { useUserQuery } from '@/queries/user';
import { ReactionPicker } from './ReactionPicker';
import './reactions.css';
import { useErrorToast } from '@/components/use-error-toast';
import { SmilePlusIcon } from '@/components/icons';
import { Tooltip } from '@/components/Tooltip';

interface Props {
  kind: ReactionKind;
  id: number;
  /** False for link-share guests and read-only users: reactions are shown, not added. */
  canReact: boolean;
}

const displayName = (user: User) => user.name || user.username;

/** Emoji chips with counts under a task or a comment; your own chip is pressed, and clicking it takes it back. */
export function Reactions({ kind, id, canReact }: Props) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const reactions = useReactionsQuery(kind, id);
  const me = useUserQuery().data;
  const toggle = useReactionMutation(kind, id);
  const [picking, setPicking] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const active = canReact && me !== undefined;

  const closePicker = useCallback(() => {
    setPicking(false);
    trigger.current?.focus();
  }, []);
  useDismiss(picking, () => setPicking(false), root);

  function react(value: string, add: boolean) {
    if (!me) return;
    toggle.mutate({ value, add, me }, { onError: showError });
  }

  const entries = Object.entries(reactions.data ?? {});
  if (!active && entries.length === 0) return null;

  return (
    <div className="reactions" ref={root} role="group" aria-label={t('reactions.title')}>
      {entries.map(([value, users]) => {
        const mine = me !== undefined && users.some((u) => u.id === me.id);
        const names = users.map(displayName).join(', ');
        const label = t('reactions.chip', { reaction: value, count: users.length, names });
        const face = (
          <>
            <span aria-hidden="true">{value}</span> <span aria-hidden="true">{users.length}</span>
          </>
        );
        if (!active) {
          return (
            <Tooltip key={value} text={names} describes>
              <span className="reaction-chip">
                {face}
                <span className="visually-hidden">{label}</span>
              </span>
            </Tooltip>
          );
        }
        return (
          <Tooltip key={value} text={names} describes>
            <button
              type="button"
              className={`reaction-chip${mine ? ' reaction-chip-mine' : ''}`}
              aria-pressed={mine}
              aria-label={label}
              onClick={() => react(value, !mine)}
            >
              {face}
            </button>
          </Tooltip>
        );
      })}
      {active && (
        <span className="reaction-add">
          <Tooltip text={t('reactions.add')}>
            <button
              ref={trigger}
              type="button"
              className="reaction-chip"
              aria-label={t('reactions.add')}
              aria-haspopup="true"
              aria-expanded={picking}
              aria-controls={picking ? pickerId : undefined}
              onClick={() => setPicking((open) => !open)}
            >
              <SmilePlusIcon size={18} aria-hidden="true" />
            </button>
          </Tooltip>
          {picking && (
            <ReactionPicker
              id={pickerId}
              onClose={closePicker}
              onPick={(emoji) => {
                closePicker();
                const existing = reactions.data?.[emoji] ?? [];
                if (!existing.some((u) => u.id === me.id)) react(emoji, true);
              }}
            />
          )}
        </span>
      )}
    </div>
  );
}
