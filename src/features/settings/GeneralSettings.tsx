import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrontendSettings, UserSettings } from '@/api/types';
import { LANGUAGES, loadLanguage } from '@/app/i18n';
import { SERVER_LANGUAGES, toServerLanguage } from '@/app/languages';
import { ErrorBox, Loading } from '@/components/Status';
import { useSaveSettingsMutation, useTimezonesQuery } from '@/queries/account';
import { useProjectsQuery } from '@/queries/projects';
import { useInfoQuery, useUserQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';

const MODES: Array<NonNullable<FrontendSettings['quickAddMagicMode']>> = ['vikunja', 'todoist', 'disabled'];
const SCHEMES: Array<NonNullable<FrontendSettings['colorSchema']>> = ['auto', 'light', 'dark'];
/** Which view a project opens with: its first one, or the first of a kind. */
const DEFAULT_VIEWS = ['first', 'list', 'gantt', 'table', 'kanban'] as const;
/** Priority labels show from this level up (default medium). */
const MIN_PRIORITIES = [1, 2, 3, 4, 5] as const;
const MEDIUM = 2;

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

  function submit(event: FormEvent) {
    event.preventDefault();
    // Demo servers forget languages: send null there.
    // Saved in the server's form (de-DE), also when the account still holds an older client's "de".
    const language = info.data?.demoModeEnabled
      ? (null as unknown as string)
      : s.language
        ? toServerLanguage(s.language)
        : '';
    const body = { ...s, language };
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
      <label htmlFor="settings-timezone">{t('settings.timezone')}</label>
      <select id="settings-timezone" value={s.timezone} onChange={(e) => setS({ ...s, timezone: e.target.value })}>
        {[...new Set([s.timezone, ...(timezones.data ?? [])])].filter(Boolean).map((tz) => (
          <option key={tz} value={tz}>
            {tz}
          </option>
        ))}
      </select>
      <label htmlFor="settings-week-start">{t('settings.weekStart')}</label>
      <select
        id="settings-week-start"
        value={s.weekStart}
        onChange={(e) => setS({ ...s, weekStart: Number(e.target.value) })}
      >
        <option value={0}>{t('settings.sunday')}</option>
        <option value={1}>{t('settings.monday')}</option>
      </select>
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
      <label htmlFor="settings-default-view">{t('settings.defaultView')}</label>
      <select
        id="settings-default-view"
        value={front.defaultView ?? 'first'}
        onChange={(e) => setFront({ defaultView: e.target.value })}
      >
        {DEFAULT_VIEWS.map((v) => (
          <option key={v} value={v}>
            {t(`settings.defaultViews.${v}`)}
          </option>
        ))}
      </select>
      <label htmlFor="settings-min-priority">{t('settings.minimumPriority')}</label>
      <select
        id="settings-min-priority"
        value={front.minimumPriority ?? MEDIUM}
        onChange={(e) => setFront({ minimumPriority: Number(e.target.value) })}
      >
        {MIN_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {t(`taskDetail.priorities.${p}`)}
          </option>
        ))}
      </select>
      <label htmlFor="settings-quick-add">{t('settings.quickAddMode')}</label>
      <select
        id="settings-quick-add"
        value={front.quickAddMagicMode ?? 'vikunja'}
        onChange={(e) => setFront({ quickAddMagicMode: e.target.value as FrontendSettings['quickAddMagicMode'] })}
      >
        {MODES.map((m) => (
          <option key={m} value={m}>
            {t(`settings.quickAddModes.${m}`)}
          </option>
        ))}
      </select>
      <label htmlFor="settings-scheme">{t('settings.colorScheme')}</label>
      <select
        id="settings-scheme"
        value={front.colorSchema ?? 'auto'}
        onChange={(e) => setFront({ colorSchema: e.target.value as FrontendSettings['colorSchema'] })}
      >
        {SCHEMES.map((m) => (
          <option key={m} value={m}>
            {t(`settings.schemes.${m}`)}
          </option>
        ))}
      </select>
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
