import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@/app/context';
import { Button } from '@/components/Button';
import { PencilIcon, PlusIcon } from '@/components/icons';
import { SafeHtml } from '@/components/SafeHtml';
import { sanitizeHtml } from '@/lib/sanitize';
import { ChecklistHtml, hasChecklist } from './ChecklistHtml';
import { countChecklistItems, setChecklistItem } from './checklist';
import { DescriptionEditor } from './DescriptionEditor';
import { KEY_PREFIXES } from '@/platform/types';

const draftKey = (taskId: number) => `${KEY_PREFIXES.descriptionDraft}${taskId}`;
const DRAFT_DELAY_MS = 300;

/** What the task detail's shortcut can ask of the description. */
export interface DescriptionHandle {
  /** Opens the editor (keeping a draft that is already open). */
  edit: () => void;
}

interface Props {
  ref?: Ref<DescriptionHandle>;
  taskId: number;
  html: string;
  saving: boolean;
  /** Read-only viewers see the description (and its ticks) without any way to change them. */
  canWrite: boolean;
  /** Resolves true when saved; the draft is dropped only then. */
  onSave: (html: string) => Promise<boolean>;
}

/**
 * The description: shown sanitised, edited with TipTap. While editing, the draft is kept in
 * storage so a reload, a crash or a failed save never loses it.
 */
export function Description({ ref, taskId, html, saving, canWrite, onSave }: Props) {
  const { t } = useTranslation();
  const { storage } = usePlatform();
  const [draft, setDraft] = useState<string | null>(null);
  // A tick saved from the read view, shown at once while it saves.
  const [ticked, setTicked] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useImperativeHandle(ref, () => ({ edit: () => canWrite && setDraft((open) => open ?? html) }), [html, canWrite]);

  useEffect(() => {
    let live = true;
    if (!canWrite) return;
    void storage.get<string>(draftKey(taskId)).then((saved) => {
      if (live && typeof saved === 'string') setDraft(saved);
    });
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [storage, taskId, canWrite]);

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

  async function tick(index: number, checked: boolean) {
    const shown = ticked ?? html;
    // Ticks go into the description as written; only when the sanitiser dropped items is its output the base.
    const base = countChecklistItems(shown) === countChecklistItems(sanitizeHtml(shown)) ? shown : sanitizeHtml(shown);
    const next = setChecklistItem(base, index, checked);
    if (next === null) return;
    setTicked(next);
    await onSave(next);
    setTicked(null);
  }

  if (draft !== null && canWrite) {
    return (
      <DescriptionEditor
        initialHtml={draft}
        onChange={change}
        onSave={() => void save()}
        onCancel={close}
        saving={saving}
        dirty={draft !== html}
      />
    );
  }
  return (
    <div className="description">
      {html && hasChecklist(ticked ?? html) ? (
        <ChecklistHtml
          html={ticked ?? html}
          className="rich-text has-checkboxes"
          canTick={canWrite && !saving}
          itemLabel={(text) => t('taskDetail.checklistItem', { text })}
          onToggle={(index, checked) => void tick(index, checked)}
        />
      ) : html ? (
        <SafeHtml html={html} className="rich-text" />
      ) : (
        // Who may write one is offered the button that says so instead.
        !canWrite && <p className="muted">{t('taskDetail.noDescription')}</p>
      )}
      {canWrite && (
        <Button
          variant="ghost"
          className="description-edit"
          icon={html ? <PencilIcon size={16} aria-hidden="true" /> : <PlusIcon size={16} aria-hidden="true" />}
          onClick={() => setDraft(html)}
        >
          {html ? t('taskDetail.editDescription') : t('taskDetail.addDescription')}
        </Button>
      )}
    </div>
  );
}
