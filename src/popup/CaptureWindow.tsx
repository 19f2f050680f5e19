import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTURE_DRAFT_PREFIX, type StoredCaptureDraft } from '@/background/capture-handler';
import { newItem } from '@/background/outbox';
import { readSettings } from '@/background/settings';
import { useProjectsQuery } from '@/queries/projects';
import { usePopupEnv } from './env';
import { TitleInput } from './TitleInput';

/** Edits a page/selection/link capture's title and project, then saves it through the outbox. */
export function CaptureWindow({ draftId, close }: { draftId: string; close: () => void }) {
  const { t } = useTranslation();
  const env = usePopupEnv();
  const [draft, setDraft] = useState<StoredCaptureDraft | null>(null);
  const [title, setTitle] = useState('');
  const projects = (useProjectsQuery().data ?? []).filter((p) => p.id > 0);
  const [projectId, setProjectId] = useState<number | null>(null);

  useEffect(() => {
    void env.platform.storage.get<StoredCaptureDraft>(CAPTURE_DRAFT_PREFIX + draftId).then((stored) => {
      setDraft(stored ?? null);
      setTitle(stored?.title ?? '');
    });
    void readSettings(env.platform.storage).then((s) => setProjectId((current) => current ?? s.defaultProjectId));
  }, [env, draftId]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || !title.trim()) return;
    const item = newItem(
      { id: draftId, title: title.trim(), description: draft.description, projectId, source: 'capture' },
      Date.now(),
    );
    await env.enqueue(item);
    await env.platform.storage.remove(CAPTURE_DRAFT_PREFIX + draftId);
    void env.flush();
    close();
  }

  return (
    <main className="popup" aria-label={t('extension.capture.title')}>
      <form className="form" onSubmit={(event) => void save(event)}>
        <h1 className="popup-title">{t('extension.capture.title')}</h1>
        <label htmlFor="capture-title">{t('extension.capture.taskTitle')}</label>
        <TitleInput id="capture-title" value={title} placeholder="" disabled={!draft} onChange={setTitle} />
        {draft?.url && <p className="muted">{draft.url}</p>}
        <label htmlFor="capture-project">{t('popup.project')}</label>
        <select
          id="capture-project"
          value={projectId ?? ''}
          onChange={(e) => setProjectId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('popup.settings.userDefault')}</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={!draft || !title.trim()}>
            {t('extension.capture.save')}
          </button>
          <button type="button" className="btn" onClick={close}>
            {t('common.close')}
          </button>
        </div>
      </form>
    </main>
  );
}
