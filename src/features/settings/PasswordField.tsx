import { useTranslation } from 'react-i18next';
import { LabelledInput } from '@/components/Field';

/** The current password, asked before changes that need it. */
export function PasswordField({
  label,
  ...props
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <LabelledInput
      label={label ?? t('settings.currentPassword')}
      type="password"
      autoComplete="current-password"
      {...props}
    />
  );
}
