import { useTranslation } from 'react-i18next';

/** The product mark: a check in a rounded square, drawn inline so it needs no request. */
export function Logo({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="var(--accent)" />
        <path d="M11 21l6 6 12-14" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="logo-text">{t('app.name')}</span>
    </span>
  );
}
