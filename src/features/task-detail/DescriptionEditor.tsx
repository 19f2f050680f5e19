import { useEffect, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { useTranslation } from 'react-i18next';

interface Props {
  initialHtml: string;
  onChange: (html: string) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The editor's accessible name; the task's description unless given. */
  label?: string;
  /** Focus the text when it opens (a task's description opens on request; a form's field waits). */
  autoFocus?: boolean;
  /** Its own Save and Cancel buttons; a form that has its own leaves them out. */
  actions?: boolean;
}

/** Rich text with checkable items; Ctrl/Cmd+S saves, Escape cancels. Also the project description's editor. */
export function DescriptionEditor({ initialHtml, onChange, onSave, onCancel, saving, label, autoFocus = true, actions = true }: Props) {
  const { t } = useTranslation();
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
    editorProps: { attributes: { 'aria-label': label ?? t('taskDetail.description'), role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => changeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => () => editor?.destroy(), [editor]);

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
          onCancel();
        }
      }}
    >
      <div className="editor-toolbar" role="toolbar" aria-label={t('taskDetail.formatting')}>
        <button type="button" className="btn btn-icon" onClick={() => editor?.chain().focus().toggleBold().run()} aria-label={t('taskDetail.bold')}>
          <strong>B</strong>
        </button>
        <button type="button" className="btn btn-icon" onClick={() => editor?.chain().focus().toggleItalic().run()} aria-label={t('taskDetail.italic')}>
          <em>I</em>
        </button>
        <button type="button" className="btn btn-icon" onClick={() => editor?.chain().focus().toggleBulletList().run()} aria-label={t('taskDetail.bulletList')}>
          •
        </button>
        <button type="button" className="btn btn-icon" onClick={() => editor?.chain().focus().toggleTaskList().run()} aria-label={t('taskDetail.checklist')}>
          ☑
        </button>
      </div>
      <EditorContent editor={editor} className="editor-content" />
      {actions && (
        <div className="row">
          <button type="button" className="btn btn-primary" onClick={onSave} disabled={saving}>
            {t('taskDetail.save')}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
