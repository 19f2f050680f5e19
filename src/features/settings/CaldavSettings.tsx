import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { caldavUrl } from '@/api/caldav';
import { ErrorBox, Loading } from '@/components/Status';
import { useCaldavTokenMutations, useCaldavTokensQuery } from '@/queries/caldav';
import { useUserQuery } from '@/queries/user';
import { useSession } from '@/stores/session';

/** CalDAV: the address for calendar apps and the tokens they sign in with (shown once, deletable). */
export function CaldavSettings() {
  const { t, i18n } = useTranslation();
  const apiUrl = useSession((s) => s.apiUrl);
  const user = useUserQuery();
  const tokens = useCaldavTokensQuery();
  const { create, remove } = useCaldavTokenMutations();
  const [created, setCreated] = useState<string | null>(null);
  const url = apiUrl && user.data ? caldavUrl(apiUrl, user.data.username) : '';

  return (
    <div className="form">
      <h2>{t('settings.section.caldav')}</h2>
      <p className="muted">{t('settings.caldavHelp')}</p>
      <label htmlFor="caldav-url">{t('settings.caldavUrl')}</label>
      <input id="caldav-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <h3>{t('settings.caldavTokens')}</h3>
      <p className="muted">{t('settings.caldavTokensHelp')}</p>
      {created && (
        <p className="success" role="status">
          {t('settings.caldavTokenCreated')} <code className="secret">{created}</code>
        </p>
      )}
      {tokens.isPending && <Loading />}
      {(tokens.isError || remove.isError || create.isError) && (
        <ErrorBox error={tokens.error ?? remove.error ?? create.error} />
      )}
      {tokens.data?.length === 0 && <p className="muted">{t('settings.caldavNoTokens')}</p>}
      <ul className="label-list">
        {(tokens.data ?? []).map((token) => {
          const date = new Date(token.created).toLocaleString(i18n.language);
          return (
            <li key={token.id} className="label-row" data-testid="caldav-token">
              <span>{t('settings.caldavTokenItem', { id: token.id, date })}</span>
              <span className="header-spacer" />
              <button
                type="button"
                className="btn btn-link"
                disabled={remove.isPending}
                onClick={() => remove.mutate(token.id)}
                aria-label={t('settings.caldavTokenDelete', { date })}
              >
                {t('labels.delete')}
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={create.isPending}
          onClick={() => create.mutate(undefined, { onSuccess: (token) => setCreated(token.token ?? null) })}
        >
          {t('settings.caldavTokenCreate')}
        </button>
      </div>
    </div>
  );
}
