import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatDistanceToNow } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/Avatar';
import type { Comment } from '@/api/comments';
import { dateLocale } from '@/app/date-locale';
import { SafeHtml } from '@/components/SafeHtml';
import { ErrorBox } from '@/components/Status';
import { textToHtml } from '@/lib/text-to-html';
import { useCommentMutations } from '@/queries/comments';
import { commentToText } from './comment-text';
import { Reactions } from './Reactions';

interface Props {
  taskId: number;
  comment: Comment;
  canEdit: boolean;
  canDelete: boolean;
  canReact: boolean;
}

/** One comment: author, age, text, reactions; its author edits it in place through the plain-text box. */
export function CommentItem({ taskId, comment, canEdit, canDelete, canReact }: Props) {
  const { t } = useTranslation();
  const { edit, remove } = useCommentMutations(taskId);
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const editing = draft !== null;
  const edited = comment.updated && comment.created && comment.updated !== comment.created;

  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);

  function cancel() {
    setDraft(null);
    edit.reset();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null || !draft.trim()) return;
    // Unchanged text is not sent, so formatting written elsewhere survives a look at the box.
    if (draft.trim() === commentToText(comment.comment)) {
      cancel();
      return;
    }
    edit.mutate({ id: comment.id, html: textToHtml(draft) }, { onSuccess: () => setDraft(null) });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    // Escape leaves the edit, not the task dialog.
    event.preventDefault();
    event.stopPropagation();
    cancel();
  }

  return (
    <li className="comment">
      <header>
        <Avatar user={comment.author} shown={32} />
        <strong>{comment.author.name || comment.author.username}</strong>
        {comment.created && (
          <time dateTime={comment.created}>
            {formatDistanceToNow(new Date(comment.created), { addSuffix: true, locale: dateLocale() })}
          </time>
        )}
        {edited && <span className="muted">{t('taskDetail.commentEdited')}</span>}
        {canEdit && !editing && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => setDraft(commentToText(comment.comment))}
            aria-label={t('taskDetail.editComment')}
          >
            {t('taskDetail.edit')}
          </button>
        )}
        {canDelete && !editing && (
          <button
            type="button"
            className="btn btn-link"
            disabled={remove.isPending}
            onClick={() => remove.mutate(comment.id)}
            aria-label={t('taskDetail.deleteComment')}
          >
            {t('labels.delete')}
          </button>
        )}
      </header>
      {remove.isError && <ErrorBox error={remove.error} />}
      {editing ? (
        <form className="form" onSubmit={save} onKeyDown={onKeyDown}>
          {edit.isError && <ErrorBox error={edit.error} />}
          <label htmlFor={fieldId} className="visually-hidden">
            {t('taskDetail.editCommentText')}
          </label>
          <textarea id={fieldId} ref={field} rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} />
          <div className="row">
            <button type="submit" className="btn btn-primary" disabled={!draft.trim() || edit.isPending}>
              {t('taskDetail.save')}
            </button>
            <button type="button" className="btn" onClick={cancel}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <SafeHtml html={comment.comment} className="rich-text" />
      )}
      <Reactions kind="comments" id={comment.id} canReact={canReact} />
    </li>
  );
}
