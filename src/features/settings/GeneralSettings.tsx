import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrontendSettings, UserSettings } from '@/api/types';
import { LANGUAGES, loadLanguage } from '@/app/i18n';
import { SERVER_LANGUAGES, toServerLanguage } from '@/app/languages';
import { LabelledSelect } from '@/components/Field';
import { ErrorBox, Loading } from '@/components/Status';
import { useSaveSettingsMutation, useTimezonesQuery } from '@/queries/account';
import { useProjectsQuery } from '@/queries/projects';
import { useInfoQuery, useUserQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';
import { SettingSelect } from './SettingSelect';

/** The week starts on Sunday (0) or Monday (1). */
const WEEK_STARTS = [0, 1] as const;

function GeneralForm({ initial }: { initial: UserSettings }) {
  const { t, i18n } = useTranslation();
  // A provider's account takes its name from the provider (not changed locally).
  const managed = useUserQuery().data?.isLocalUser === false;
  const save = useSaveSettingsMutation();
  const projects = useProjectsQuery();
  const timezones = useTimezonesQuery();
  const info = useInfoQuery();
  const toast = useToasts((s) => s.show);
  const [s, setS] = useState<UserSettings>({ ...initial, frontendSettings: initial.frontendSettings ?? {} });
  const front = s.frontendSettings ?? {};
  const setFront = (patch: FrontendSettings) => setS({ ...s, frontendSettings: { ...front, ...patch } });
  // An account without a zone shows (and saves) the browser's own, when the server knows it.
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const timezone = s.timezone || (timezones.data?.includes(browserZone) ? browserZone : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    // Demo servers forget languages: send null there.
    // Saved in the server's form (de-DE), also when the account still holds an older client's "de".
    const language = info.data?.demoModeEnabled
      ? (null as unknown as string)
      : s.language
        ? toServerLanguage(s.language)
        : '';
    const body = { ...s, language, timezone };
    save.mutate(body, {
      onSuccess: () => {
        if (s.language) void loadLanguage(i18n, s.language);
        toast({ kind: 'success', message: t('settings.saved') });
      },
    });
  }

  return (
    <form className="form" onSubmit={submit}>
      {save.isError && <ErrorBox error={save.error} />}
      <label htmlFor="settings-name">{t('settings.name')}</label>
      <input
        id="settings-name"
        value={s.name}
        readOnly={managed}
        aria-describedby={managed ? 'settings-name-managed' : undefined}
        onChange={(e) => setS({ ...s, name: e.target.value })}
      />
      {managed && (
        <p id="settings-name-managed" className="muted">
          {t('settings.nameManaged')}
        </p>
      )}
      <label htmlFor="settings-language">{t('settings.language')}</label>
      <select
        id="settings-language"
        value={toServerLanguage(s.language || i18n.language)}
        onChange={(e) => setS({ ...s, language: e.target.value })}
      >
        {Object.entries(LANGUAGES).map(([code, name]) => (
          <option key={code} value={SERVER_LANGUAGES[code]}>
            {name}
          </option>
        ))}
      </select>
      <LabelledSelect
        id="settings-timezone"
        label={t('settings.timezone')}
        value={timezone}
        choices={[...new Set([timezone, ...(timezones.data ?? [])])].filter(Boolean)}
        text={(tz) => tz}
        onChange={(timezone) => setS({ ...s, timezone })}
      />
      <LabelledSelect
        id="settings-week-start"
        label={t('settings.weekStart')}
        value={s.weekStart}
        choices={WEEK_STARTS}
        text={(day) => t(day === 0 ? 'settings.sunday' : 'settings.monday')}
        onChange={(weekStart) => setS({ ...s, weekStart })}
      />
      <label htmlFor="settings-default-project">{t('settings.defaultProject')}</label>
      <select
        id="settings-default-project"
        value={s.defaultProjectId}
        onChange={(e) => setS({ ...s, defaultProjectId: Number(e.target.value) })}
      >
        <option value={0}>{t('settings.noDefaultProject')}</option>
        {(projects.data ?? [])
          .filter((p) => p.id > 0 && !p.isArchived)
          .map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
      </select>
      <SettingSelect field="defaultView" front={front} onChange={setFront} />
      <SettingSelect field="minimumPriority" front={front} onChange={setFront} />
      <SettingSelect field="quickAddMagicMode" front={front} onChange={setFront} />
      <SettingSelect field="colorSchema" front={front} onChange={setFront} />
      {(
        [
          ['emailRemindersEnabled', 'settings.emailReminders'],
          ['overdueTasksRemindersEnabled', 'settings.overdueReminders'],
          ['discoverableByName', 'settings.discoverableByName'],
          ['discoverableByEmail', 'settings.discoverableByEmail'],
        ] as const
      ).map(([field, label]) => (
        <label key={field} className="checkbox">
          <input
            type="checkbox"
            checked={Boolean(s[field])}
            onChange={(e) => setS({ ...s, [field]: e.target.checked })}
          />
          {t(label)}
        </label>
      ))}
      <label htmlFor="settings-overdue-time">{t('settings.overdueRemindersTime')}</label>
      <input
        id="settings-overdue-time"
        type="time"
        value={(s.overdueTasksRemindersTime || '09:00').slice(0, 5)}
        disabled={!s.overdueTasksRemindersEnabled}
        onChange={(e) => setS({ ...s, overdueTasksRemindersTime: e.target.value })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={Boolean(front.playSoundWhenDone)}
          onChange={(e) => setFront({ playSoundWhenDone: e.target.checked })}
        />
        {t('settings.playSound')}
      </label>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {t('settings.save')}
      </button>
    </form>
  );
}

export function GeneralSettings() {
  const user = useUserQuery();
  if (user.isPending) return <Loading />;
  if (user.isError) return <ErrorBox error={user.error} />;
  if (!user.data.settings) return null;
  return <GeneralForm key={user.data.updated ?? ''} initial={user.data.settings} />;
}
