import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@/app/context';
import { KEYS } from '@/platform/types';
import { loadLanguage, resolveLanguage } from './i18n';

/**
 * Speaks the language saved in the user's settings (on any device) and remembers it locally, so the
 * next start shows it before the settings arrive. Without a saved language the browser's one stays.
 */
export function useUserLanguage(saved: string | null | undefined): void {
  const { i18n } = useTranslation();
  const platform = usePlatform();
  useEffect(() => {
    if (!saved) return;
    const language = resolveLanguage(saved);
    void platform.storage.set(KEYS.language, language);
    if (language !== i18n.language) void loadLanguage(i18n, language);
  }, [saved, i18n, platform]);
}
