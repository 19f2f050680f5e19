import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Loading } from '@/components/Status';
import { textToHtml } from '@/lib/text-to-html';
import { useCommentMutations, useCommentsQuery } from '@/queries/comments';
import { useInfoQuery, useUserQuery } from '@/queries/user';
import { CommentItem } from './CommentItem';
import { useTaskAccess } from './use-can-react';
import { clearIfUnchanged } from '@/lib/clear-if-unchanged';
import { MessageSquareIcon } from '@/components/icons';

/**
 * Comments, shown sanitised; the text typed here is escaped into paragraphs, never read as HTML.
 * Writing needs write access to an unarchived project; authors edit and delete their own comments,
 * project admins may delete anyone's (the server's rules).
 */
export function TaskComments({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const me = useUserQuery();
  const enabled = info.data?.taskCommentsEnabled !== false;
  const comments = useCommentsQuery(taskId, enabled);
  const { add } = useCommentMutations(taskId);
  const { guest, canWrite, canAdmin } = useTaskAccess(taskId);
  const [text, setText] = useState('');

  if (!enabled) return null;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) add.mutate(textToHtml(text), { onSuccess: () => setText(clearIfUnchanged(text)) });
  }

  return (
    <section className="comments" aria-labelledby={`comments-${taskId}`}>
      <h2 id={`comments-${taskId}`} className="section-title">
        <MessageSquareIcon size={16} aria-hidden="true" />
        {t('taskDetail.comments')}
      </h2>
      {comments.isPending && <Loading />}
      {comments.isError && <ErrorBox error={comments.error} />}
      <ul className="comment-list">
        {(comments.data ?? []).map((c) => {
          const mine = me.data !== undefined && c.author.id === me.data.id;
          return (
            <CommentItem
              key={c.id}
              taskId={taskId}
              comment={c}
              canEdit={canWrite && mine}
              canDelete={(canWrite && mine) || canAdmin}
              canReact={canWrite && !guest}
            />
          );
        })}
      </ul>
      {canWrite && (
        <form className="form" onSubmit={submit}>
          {add.isError && <ErrorBox error={add.error} />}
          <label htmlFor={`comment-${taskId}`} className="visually-hidden">
            {t('taskDetail.newComment')}
          </label>
          <textarea
            id={`comment-${taskId}`}
            rows={3}
            placeholder={t('taskDetail.newComment')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={!text.trim() || add.isPending}>
            {t('taskDetail.comment')}
          </button>
        </form>
      )}
    </section>
  );
}
