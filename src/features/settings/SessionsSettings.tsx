import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Loading } from '@/components/Status';
import { deviceName } from '@/lib/user-agent';
import { useEndSessionMutation, useSessionsQuery } from '@/queries/sessions';

/** A session's device as people say it ("Firefox on Android"); an unknown one as its (shortened) string. */
function deviceLabel(userAgent: string, t: TFunction): string {
  if (!userAgent.trim()) return t('settings.sessionUnknownDevice');
  const name = deviceName(userAgent);
  if ('raw' in name) return name.raw;
  return name.os ? t('settings.sessionDeviceOn', { browser: name.browser, os: name.os }) : name.browser;
}

/** 2.x's login sessions: every device signed in to this account, and a way to sign one of them out. */
export function SessionsSettings() {
  const { t, i18n } = useTranslation();
  const sessions = useSessionsQuery();
  const end = useEndSessionMutation();
  return (
    <div className="form">
      <h2>{t('settings.section.sessions')}</h2>
      <p className="muted">{t('settings.sessionsHelp')}</p>
      {sessions.isPending && <Loading />}
      {(sessions.isError || end.isError) && <ErrorBox error={sessions.error ?? end.error} />}
      <ul className="label-list">
        {(sessions.data ?? []).map((session) => {
          const device = deviceLabel(session.deviceInfo, t);
          const date = new Date(session.lastActive).toLocaleString(i18n.language);
          return (
            <li key={session.id} className="label-row" data-testid="login-session">
              <span>
                <span className="session-device">{device}</span>
                <br />
                <span className="muted">
                  {session.ipAddress && `${session.ipAddress} · `}
                  {t('settings.sessionLastActive', { date })}
                </span>
              </span>
              <span className="header-spacer" />
              {session.isCurrent ? (
                <span className="badge">{t('settings.sessionThisDevice')}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-link session-end"
                  disabled={end.isPending}
                  onClick={() => end.mutate(session.id)}
                  aria-label={t('settings.sessionEndLabel', { device, date })}
                >
                  {t('settings.sessionEnd')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
