import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@/app/context';
import { initialAppConfig, watchAppConfig, type AppConfig } from '@/platform/app-config';
import { logoVariant } from './logo-variant';

const RAINBOW = ['#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787'];
const CHECK = 'M11 21l6 6 12-14';

const sameConfig = (a: AppConfig, b: AppConfig): boolean =>
  a.customLogoUrl === b.customLogoUrl && a.allowIconChanges === b.allowIconChanges;

/**
 * The host's logo settings, kept current (the extension's can change while a page is open). Settings equal to
 * the ones shown keep the same object: the logo is not drawn again for them.
 */
function useAppConfig(): AppConfig {
  const platform = usePlatform();
  const [config, setConfig] = useState(() => initialAppConfig(platform));
  useEffect(
    () => watchAppConfig(platform, (next) => setConfig((shown) => (sameConfig(shown, next) ? shown : next))),
    [platform],
  );
  return config;
}

/** Our mark: a check in a rounded square; in June the square wears six stripes, drawn here for this app. */
function Mark({ size, rainbow }: { size: number; rainbow: boolean }) {
  const clipId = useId();
  const band = 40 / RAINBOW.length;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      data-variant={rainbow ? 'rainbow' : 'default'}
    >
      {rainbow ? (
        <>
          <clipPath id={clipId}>
            <rect width="40" height="40" rx="10" />
          </clipPath>
          <g clipPath={`url(#${clipId})`}>
            {RAINBOW.map((colour, i) => (
              <rect key={colour} y={i * band} width="40" height={band + 0.5} fill={colour} />
            ))}
          </g>
          {/* A dark edge keeps the white check readable on the yellow stripe. */}
          <path
            d={CHECK}
            stroke="rgba(0,0,0,0.45)"
            strokeWidth="6.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <rect width="40" height="40" rx="10" fill="var(--accent)" />
      )}
      <path d={CHECK} stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The product logo: a custom image when the host configured one (falling back to ours if it does
 * not load), otherwise our mark, drawn inline so it needs no request.
 */
export function Logo({ size = 40, now }: { size?: number; now?: Date }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const date = now ?? new Date();
  const url = config.customLogoUrl;
  if (url && url !== failedUrl && logoVariant(date, config) === 'custom') {
    return (
      <span className="logo">
        {/* A wide wordmark keeps its proportions but cannot push the header apart. */}
        <img
          src={url}
          alt={t('app.name')}
          height={size}
          style={{ width: 'auto', maxWidth: size * 6 }}
          onError={() => setFailedUrl(url)}
        />
      </span>
    );
  }
  const variant = logoVariant(date, { ...config, customLogoUrl: null });
  return (
    <span className="logo">
      <Mark size={size} rainbow={variant === 'rainbow'} />
      <span className="logo-text">{t('app.name')}</span>
    </span>
  );
}
