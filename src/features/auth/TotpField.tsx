import { useTranslation } from 'react-i18next';
import { LabelledInput } from '@/components/Field';

/** The two-factor code field, shown once the server asked for a code (1017); it takes the focus when it appears. */
export function TotpField(props: { id: string; value: string; onChange: (code: string) => void; required?: boolean }) {
  const { t } = useTranslation();
  return <LabelledInput label={t('auth.totp')} inputMode="numeric" autoComplete="one-time-code" autoFocus {...props} />;
}
