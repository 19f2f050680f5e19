import { useState, type FormEvent } from 'react';
import { formatDistanceToNow } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/SafeHtml';
import { ErrorBox, Loading } from '@/components/Status';
import { textToHtml } from '@/lib/text-to-html';
import { useCommentMutations, useCommentsQuery } from '@/queries/task-links';
import { useInfoQuery, useUserQuery } from '@/queries/user';

/** Comments, shown sanitised; the text typed here is escaped into paragraphs, never read as HTML. */
export function TaskComments({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const me = useUserQuery();
  const enabled = info.data?.taskCommentsEnabled !== false;
  const comments = useCommentsQuery(taskId, enabled);
  const { add, remove } = useCommentMutations(taskId);
  const [text, setText] = useState('');

  if (!enabled) return null;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) add.mutate(textToHtml(text), { onSuccess: () => setText('') });
  }

  return (
    <section className="comments" aria-labelledby={`comments-${taskId}`}>
      <h2 id={`comments-${taskId}`} className="section-title">
        {t('taskDetail.comments')}
      </h2>
      {comments.isPending && <Loading />}
      {(comments.isError || remove.isError) && <ErrorBox error={comments.error ?? remove.error} />}
      <ul className="comment-list">
        {(comments.data ?? []).map((c) => (
          <li key={c.id} className="comment">
            <header>
              <strong>{c.author.name || c.author.username}</strong>
              {c.created && <time dateTime={c.created}>{formatDistanceToNow(new Date(c.created), { addSuffix: true })}</time>}
              {c.author.id === me.data?.id && (
                <button type="button" className="btn btn-link" onClick={() => remove.mutate(c.id)} aria-label={t('taskDetail.deleteComment')}>
                  {t('labels.delete')}
                </button>
              )}
            </header>
            <SafeHtml html={c.comment} className="rich-text" />
          </li>
        ))}
      </ul>
      <form className="form" onSubmit={submit}>
        {add.isError && <ErrorBox error={add.error} />}
        <label htmlFor={`comment-${taskId}`} className="visually-hidden">
          {t('taskDetail.newComment')}
        </label>
        <textarea id={`comment-${taskId}`} rows={3} placeholder={t('taskDetail.newComment')} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={!text.trim() || add.isPending}>
          {t('taskDetail.comment')}
        </button>
      </form>
    </section>
  );
}
