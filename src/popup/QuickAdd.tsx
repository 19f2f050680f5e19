import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import type { Created } from '@/background/outbox-runner';
import { newItem } from '@/background/outbox';
import { readDraft, writeDraft } from './draft';
import { usePopupEnv } from './env';
import { TitleInput } from './TitleInput';

interface QuickAddProps {
  projects: Project[];
  /** The project picked when nothing is remembered (the setting, else the user's default). */
  fallbackProjectId: number | null;
}

type Result = { kind: 'created'; created: Created } | { kind: 'queued'; title: string };

/** Enter adds a task through the outbox; the draft and the picked project survive closing the popup. */
export function QuickAdd({ projects, fallbackProjectId }: QuickAddProps) {
  const { t } = useTranslation();
  const env = usePopupEnv();
  const [title, setTitle] = useState('');
  const [projectId, setProjectId] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    void readDraft(env.platform.storage).then((draft) => {
      setTitle(draft.title);
      setProjectId(draft.projectId);
      setLoaded(true);
    });
  }, [env.platform.storage]);

  const picked = projectId ?? fallbackProjectId ?? projects[0]?.id ?? null;

  function update(next: { title?: string; projectId?: number | null }) {
    const draft = { title: next.title ?? title, projectId: next.projectId !== undefined ? next.projectId : projectId };
    setTitle(draft.title);
    setProjectId(draft.projectId);
    void writeDraft(env.platform.storage, draft);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = title.trim();
    if (!text || busy) return;
    setBusy(true);
    setResult(null);
    const item = newItem({ id: env.newId(), title: text, description: '', projectId: picked, source: 'popup' }, Date.now());
    // Written to the outbox before anything is sent: a closed popup or a stopped worker loses nothing.
    await env.enqueue(item);
    update({ title: '' });
    const created = (await env.flush())[item.id];
    setResult(created ? { kind: 'created', created } : { kind: 'queued', title: text });
    setBusy(false);
  }

  return (
    <form className="add-task" onSubmit={submit}>
      <label htmlFor="popup-add" className="visually-hidden">
        {t('tasks.add.label')}
      </label>
      <div className="row">
        <TitleInput id="popup-add" value={title} placeholder={t('tasks.add.placeholder')} disabled={!loaded} onChange={(v) => update({ title: v })} />
        <button type="submit" className="btn btn-primary" disabled={busy || !title.trim()}>
          {t('tasks.add.submit')}
        </button>
      </div>
      <label htmlFor="popup-project">{t('popup.project')}</label>
      <select id="popup-project" value={picked ?? ''} onChange={(e) => update({ projectId: Number(e.target.value) })}>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </select>
      <p role="status" className={result?.kind === 'created' ? 'success' : 'muted'}>
        {result?.kind === 'created' && (
          <>
            {t('popup.created', { title: result.created.title })}{' '}
            <button type="button" className="btn btn-link" onClick={() => env.openApp(`/tasks/${result.created.taskId}`)}>
              {t('popup.show')}
            </button>
          </>
        )}
        {result?.kind === 'queued' && t('popup.queued', { title: result.title })}
      </p>
    </form>
  );
}
