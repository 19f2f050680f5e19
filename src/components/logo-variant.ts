import type { AppConfig } from '@/platform/app-config';

/** Which logo the shell shows: the configured image, our rainbow mark in June, or our plain mark. */
export type LogoVariant = 'custom' | 'rainbow' | 'default';

/** Picks the logo for a moment in time; June is read in the person's own time zone. */
export function logoVariant(date: Date, config: AppConfig): LogoVariant {
  if (config.customLogoUrl) return 'custom';
  if (config.allowIconChanges && date.getMonth() === 5) return 'rainbow';
  return 'default';
}
