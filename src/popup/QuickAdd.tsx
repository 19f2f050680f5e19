import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { newItem } from '@/background/outbox';
import { quickAddErrorMessage } from '@/quick-add/errors';
import { useHighlighter } from '@/features/quick-add/lazy-parser';
import { ParsedChips } from '@/features/quick-add/ParsedChips';
import { QuickAddField } from '@/features/quick-add/QuickAddField';
import type { QuickAddMode } from '@/quick-add';
import { useOutboxTaskMutation, type OutboxAddResult } from '@/queries/outbox-tasks';
import { readDraft, writeDraft } from './draft';
import { earlyFieldText, removeEarlyField } from './early-field';
import { usePopupEnv } from './env';

interface QuickAddProps {
  projects: Project[];
  /** The project picked when nothing is remembered (the setting, else the user's default). */
  fallbackProjectId: number | null;
  /** The user's quick-add magic mode (their Vikunja setting). */
  mode: QuickAddMode;
}

/** Enter adds a task through the outbox; the draft and the picked project survive closing the popup. */
export function QuickAdd({ projects, fallbackProjectId, mode }: QuickAddProps) {
  const { t } = useTranslation();
  const env = usePopupEnv();
  // Text typed into popup.html's own field before this code loaded is kept.
  const [title, setTitle] = useState(earlyFieldText);
  const [projectId, setProjectId] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<OutboxAddResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const now = useMemo(() => new Date(), []);
  const highlighter = useHighlighter();
  const lines = useMemo(() => highlighter?.parseLines(title, mode, now) ?? [], [highlighter, title, mode, now]);

  /** Typed (or picked) before the stored draft arrived: what the person did now wins over it. */
  const touched = useRef({ title: title !== '', projectId: false });
  // Once the task is safe in the outbox the field is cleared for the next one, before it is sent.
  const add = useOutboxTaskMutation(env, () => update({ title: '' }));
  useLayoutEffect(() => removeEarlyField(), []);

  useEffect(() => {
    void readDraft(env.platform.storage).then((draft) => {
      setTitle((current) => (touched.current.title ? current : draft.title));
      setProjectId((current) => (touched.current.projectId ? current : draft.projectId));
      setLoaded(true);
    });
  }, [env.platform.storage]);

  const picked = projectId ?? fallbackProjectId ?? projects[0]?.id ?? null;

  // The field takes typing at once; the draft is written once the stored one was read, so it is never lost.
  useEffect(() => {
    if (loaded) void writeDraft(env.platform.storage, { title, projectId });
  }, [loaded, title, projectId, env.platform.storage]);

  function update(next: { title?: string; projectId?: number | null }) {
    if (next.title !== undefined) {
      touched.current.title = true;
      setTitle(next.title);
    }
    if (next.projectId !== undefined) {
      touched.current.projectId = true;
      setProjectId(next.projectId);
    }
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = title.trim();
    if (!text || busy) return;
    setBusy(true);
    let task;
    try {
      // What was typed before the parser arrived is parsed now.
      const { popupTask } = await import('./magic');
      task = popupTask(text, mode, new Date(), projects, picked);
    } catch (caught) {
      // Nothing is queued: the text stays for the person to fix.
      setError(quickAddErrorMessage(caught, t));
      setBusy(false);
      return;
    }
    setError(null);
    setResult(null);
    const item = newItem(
      {
        id: env.newId(),
        title: task.title,
        description: '',
        projectId: task.projectId,
        source: 'popup',
        details: task.details,
      },
      Date.now(),
    );
    try {
      setResult(await add.mutateAsync(item));
    } catch (caught) {
      // Not saved anywhere: the text stays and the field takes the next try.
      setError(quickAddErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="add-task" onSubmit={(event) => void submit(event)}>
      <label htmlFor="popup-add" className="visually-hidden">
        {t('tasks.add.label')}
      </label>
      <div className="row">
        <QuickAddField
          id="popup-add"
          value={title}
          segments={highlighter?.segments(title, lines) ?? [{ text: title, kind: null }]}
          placeholder={t('tasks.add.placeholder')}
          busy={busy}
          autoFocus
          describedBy={error ? 'popup-add-error' : undefined}
          onChange={(v) => {
            setError(null);
            update({ title: v });
          }}
          onKeyDown={(e: KeyboardEvent<HTMLTextAreaElement>) => {
            // One task per popup add: Enter sends, a newline is never typed.
            if (e.key === 'Enter') {
              e.preventDefault();
              if (!e.shiftKey) void submit();
            }
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || !title.trim()}>
          {t('tasks.add.submit')}
        </button>
      </div>
      {lines[0] && lines[0].parsed.parts.length > 0 && (
        <ParsedChips parsed={lines[0].parsed} labels={[]} now={now} groupLabel={t('tasks.add.label')} />
      )}
      {error && (
        <p id="popup-add-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="popup-project">
        <label htmlFor="popup-project">{t('popup.project')}</label>
        <select id="popup-project" value={picked ?? ''} onChange={(e) => update({ projectId: Number(e.target.value) })}>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className={result?.kind === 'created' ? 'success' : 'muted'}>
        {result?.kind === 'created' && (
          <>
            {t('popup.created', { title: result.created.title })}{' '}
            <button
              type="button"
              className="btn btn-link"
              onClick={() => env.openApp(`/tasks/${result.created.taskId}`)}
            >
              {t('popup.show')}
            </button>
          </>
        )}
        {result?.kind === 'queued' && t('popup.queued', { title: result.title })}
      </p>
    </form>
  );
}
