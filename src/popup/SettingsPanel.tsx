import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import {
  DEFAULT_SETTINGS,
  readSettings,
  SETTINGS_KEY,
  writeSettings,
  type ExtensionSettings,
} from '@/background/settings';
import { usePopupEnv } from './env';

/** The extension's own settings, shared live with the worker through storage. */
export function SettingsPanel({ projects }: { projects: Project[] }) {
  const { t } = useTranslation();
  const { platform } = usePopupEnv();
  const [settings, setSettings] = useState<ExtensionSettings>(DEFAULT_SETTINGS);

  useEffect(() => {
    void readSettings(platform.storage).then(setSettings);
    return platform.storage.subscribe((changes) => {
      if (changes.some((c) => c.key === SETTINGS_KEY)) void readSettings(platform.storage).then(setSettings);
    });
  }, [platform]);

  const save = (patch: Partial<ExtensionSettings>) => void writeSettings(platform.storage, patch).then(setSettings);

  return (
    <details className="popup-section">
      <summary>{t('popup.settings.title')}</summary>
      <div className="form">
        <label htmlFor="popup-capture-project">{t('popup.settings.captureProject')}</label>
        <select
          id="popup-capture-project"
          value={settings.defaultProjectId ?? ''}
          onChange={(e) => save({ defaultProjectId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('popup.settings.userDefault')}</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <label htmlFor="popup-capture-mode">{t('popup.settings.captureMode')}</label>
        <select
          id="popup-capture-mode"
          value={settings.captureMode}
          onChange={(e) => save({ captureMode: e.target.value === 'window' ? 'window' : 'direct' })}
        >
          <option value="direct">{t('popup.settings.captureDirect')}</option>
          <option value="window">{t('popup.settings.captureWindow')}</option>
        </select>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.desktopNotifications}
            onChange={(e) => save({ desktopNotifications: e.target.checked })}
          />
          {t('popup.settings.notifications')}
        </label>
      </div>
    </details>
  );
}
