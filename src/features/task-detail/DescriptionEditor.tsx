import { useEffect, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { useTranslation } from 'react-i18next';
import { BoldIcon, ItalicIcon, ListChecksIcon, ListIcon } from '@/components/icons';
import { IconButton } from '@/components/Button';

interface Props {
  initialHtml: string;
  onChange: (html: string) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
}

/** Rich text with checkable items; Ctrl/Cmd+S saves, Escape cancels. */
export function DescriptionEditor({ initialHtml, onChange, onSave, onCancel, saving }: Props) {
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
    autofocus: 'end',
    editorProps: { attributes: { 'aria-label': t('taskDetail.description'), role: 'textbox', 'aria-multiline': 'true' } },
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
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={onSave} disabled={saving}>
          {t('taskDetail.save')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
