import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { useTranslation } from 'react-i18next';
import { BoldIcon, ItalicIcon, ListChecksIcon, ListIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';
import '@/components/rich-text.css';
import './description-editor.css';

interface Props {
  initialHtml: string;
  onChange: (html: string) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The draft differs from the saved description: leaving asks first. */
  dirty?: boolean;
  /** The editor's accessible name; the task's description unless given. */
  label?: string;
  /** Focus the text when it opens (a task's description opens on request; a form's field waits). */
  autoFocus?: boolean;
  /** Its own Save and Cancel buttons; a form that has its own leaves them out. */
  actions?: boolean;
}

/**
 * Rich text with checkable items; Ctrl/Cmd+S saves, Escape cancels (after asking, when there are unsaved
 * changes). Also the project description's editor.
 */
export function DescriptionEditor({
  initialHtml,
  onChange,
  onSave,
  onCancel,
  saving,
  dirty = false,
  label,
  autoFocus = true,
  actions = true,
}: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const requestCancel = () => (dirty ? setAsking(true) : onCancel());
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      TaskList,
      TaskItem.configure({ nested: true }),
    ],
    content: initialHtml,
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: { 'aria-label': label ?? t('taskDetail.description'), role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => changeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => () => editor?.destroy(), [editor]);

  const keepEditing = () => {
    setAsking(false);
    editor?.commands.focus();
  };

  return (
    <div
      className="description-editor"
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key === 's') {
          e.preventDefault();
          onSave();
        }
        if (e.key === 'Escape') {
          e.stopPropagation();
          // A second Escape answers "keep editing".
          if (asking) keepEditing();
          else requestCancel();
        }
      }}
    >
      <div className="editor-toolbar" role="toolbar" aria-label={t('taskDetail.formatting')}>
        <IconButton
          label={t('taskDetail.bold')}
          onClick={() => editor?.chain().focus().toggleBold().run()}
          icon={<BoldIcon size={18} aria-hidden="true" />}
        />
        <IconButton
          label={t('taskDetail.italic')}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
          icon={<ItalicIcon size={18} aria-hidden="true" />}
        />
        <IconButton
          label={t('taskDetail.bulletList')}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
          icon={<ListIcon size={18} aria-hidden="true" />}
        />
        <IconButton
          label={t('taskDetail.checklist')}
          onClick={() => editor?.chain().focus().toggleTaskList().run()}
          icon={<ListChecksIcon size={18} aria-hidden="true" />}
        />
      </div>
      <EditorContent editor={editor} className="editor-content" />
      {actions && (
        <div className="row">
          <button type="button" className="btn btn-primary" onClick={onSave} disabled={saving}>
            {t('taskDetail.save')}
          </button>
          <button type="button" className="btn" onClick={requestCancel}>
            {t('common.cancel')}
          </button>
        </div>
      )}
      {asking && <DiscardQuestion onDiscard={onCancel} onKeep={keepEditing} />}
    </div>
  );
}

/** Asked before unsaved changes to the description are thrown away. */
function DiscardQuestion({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="row discard-question" role="alertdialog" aria-labelledby="discard-question-text">
      <p id="discard-question-text">{t('taskDetail.discardDraft.question')}</p>
      <button type="button" className="btn btn-danger" onClick={onDiscard}>
        {t('taskDetail.discardDraft.discard')}
      </button>
      <button type="button" className="btn" onClick={onKeep} autoFocus>
        {t('taskDetail.discardDraft.keep')}
      </button>
    </div>
  );
}
