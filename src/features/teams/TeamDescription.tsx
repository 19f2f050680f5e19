import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/SafeHtml';
import { DescriptionEditor } from '@/features/task-detail/DescriptionEditor';

interface Props {
  /** The saved description: HTML, as Vikunja keeps it. */
  html: string;
  isAdmin: boolean;
  saving: boolean;
  onChange: (html: string) => void;
  /** Ctrl/Cmd+S in the editor saves the whole form. */
  onSave: () => void;
}

/**
 * A team's description is rich text (HTML), as a project's: admins edit it with the same editor, members read
 * it sanitised. It is never shown as its markup.
 */
export function TeamDescription({ html, isAdmin, saving, onChange, onSave }: Props) {
  const { t } = useTranslation();
  if (!isAdmin) {
    if (!html.trim()) return null;
    return (
      <div className="team-description">
        <span className="team-description-label">{t('teams.description')}</span>
        <SafeHtml html={html} className="rich-text team-description-text" />
      </div>
    );
  }
  return (
    <>
      <span className="team-description-label" aria-hidden="true">
        {t('teams.description')}
      </span>
      <DescriptionEditor
        initialHtml={html}
        label={t('teams.description')}
        autoFocus={false}
        actions={false}
        saving={saving}
        onChange={onChange}
        onSave={onSave}
        onCancel={() => undefined}
      />
    </>
  );
}
