import { useTranslation } from 'react-i18next';
import type { Permission } from '@/api/sharing';

export function PermissionSelect({
  value,
  onChange,
  label,
  id,
}: {
  value: Permission;
  onChange: (p: Permission) => void;
  label: string;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <select id={id} aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value) as Permission)}>
      <option value={0}>{t('sharing.permission.0')}</option>
      <option value={1}>{t('sharing.permission.1')}</option>
      <option value={2}>{t('sharing.permission.2')}</option>
    </select>
  );
}
