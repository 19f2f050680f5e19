import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@/app/context';
import { SafeHtml } from '@/components/SafeHtml';
import { DescriptionEditor } from './DescriptionEditor';

const draftKey = (taskId: number) => `draft.description.${taskId}`;
const DRAFT_DELAY_MS = 300;

interface Props {
  taskId: number;
  html: string;
  saving: boolean;
  /** Resolves true when saved; the draft is dropped only then. */
  onSave: (html: string) => Promise<boolean>;
}

/**
 * The description: shown sanitised, edited with TipTap. While editing, the draft is kept in
 * storage so a reload, a crash or a failed save never loses it.
 */
export function Description({ taskId, html, saving, onSave }: Props) {
  const { t } = useTranslation();
  const { storage } = usePlatform();
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    void storage.get<string>(draftKey(taskId)).then((saved) => {
      if (live && typeof saved === 'string') setDraft(saved);
    });
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [storage, taskId]);

  function change(next: string) {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void storage.set(draftKey(taskId), next), DRAFT_DELAY_MS);
  }

  function close() {
    clearTimeout(timer.current);
    setDraft(null);
    void storage.remove(draftKey(taskId));
  }

  async function save() {
    if (draft === null) return;
    clearTimeout(timer.current);
    await storage.set(draftKey(taskId), draft);
    if (await onSave(draft)) close();
  }

  if (draft !== null) {
    return <DescriptionEditor initialHtml={draft} onChange={change} onSave={() => void save()} onCancel={close} saving={saving} />;
  }
  return (
    <div className="description">
      {html ? <SafeHtml html={html} className="rich-text" /> : <p className="muted">{t('taskDetail.noDescription')}</p>}
      <button type="button" className="btn" onClick={() => setDraft(html)}>
        {html ? t('taskDetail.editDescription') : t('taskDetail.addDescription')}
      </button>
    </div>
  );
}
