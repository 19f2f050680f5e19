import { useState, type FormEvent } from 'react';
import { addDays, format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { snakeKey } from '@/api/case';
import { ErrorBox, Loading } from '@/components/Status';
import { useApiTokenMutations, useApiTokensQuery, useTokenRoutesQuery } from '@/queries/account';

const DEFAULT_DAYS = 30;

/** Tokens for scripts and integrations: a title, an expiry and at least one permission. */
export function ApiTokensSettings() {
  const { t, i18n } = useTranslation();
  const tokens = useApiTokensQuery();
  const routes = useTokenRoutesQuery();
  const { create, remove } = useApiTokenMutations();
  const [title, setTitle] = useState('');
  const [expires, setExpires] = useState(() => format(addDays(new Date(), DEFAULT_DAYS), 'yyyy-MM-dd'));
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [created, setCreated] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const count = Object.values(chosen).reduce((n, list) => n + list.length, 0);

  function toggle(group: string, route: string) {
    const list = chosen[group] ?? [];
    const next = list.includes(route) ? list.filter((r) => r !== route) : [...list, route];
    setChosen({ ...chosen, [group]: next });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!title.trim() || count === 0) return;
    const permissions = Object.fromEntries(Object.entries(chosen).filter(([, list]) => list.length > 0));
    create.mutate(
      { title: title.trim(), permissions, expiresAt: new Date(`${expires}T23:59:59`).toISOString() },
      {
        onSuccess: (token) => {
          setCreated(token.token ?? null);
          setTitle('');
          setChosen({});
          setTouched(false);
        },
      },
    );
  }

  return (
    <div className="form">
      <h2>{t('settings.section.api-tokens')}</h2>
      {created && (
        <p className="success" role="status">
          {t('settings.tokenCreated')} <code className="secret">{created}</code>
        </p>
      )}
      {tokens.isPending && <Loading />}
      {(tokens.isError || remove.isError) && <ErrorBox error={tokens.error ?? remove.error} />}
      <ul className="label-list">
        {(tokens.data ?? []).map((token) => (
          <li key={token.id} className="label-row">
            <strong>{token.title}</strong>
            <span className="muted">
              {token.expiresAt
                ? t('settings.tokenExpires', { date: new Date(token.expiresAt).toLocaleDateString(i18n.language) })
                : ''}
            </span>
            <span className="header-spacer" />
            <button
              type="button"
              className="btn btn-link"
              onClick={() => remove.mutate(token.id)}
              aria-label={t('settings.tokenDelete', { title: token.title })}
            >
              {t('labels.delete')}
            </button>
          </li>
        ))}
      </ul>
      <form className="form" onSubmit={submit} noValidate>
        <h3>{t('settings.tokenNew')}</h3>
        {create.isError && <ErrorBox error={create.error} />}
        <label htmlFor="token-title">{t('settings.tokenTitle')}</label>
        <input id="token-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor="token-expires">{t('settings.tokenExpiry')}</label>
        <input id="token-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
        <fieldset className="token-permissions">
          <legend>{t('settings.tokenPermissions')}</legend>
          {Object.entries(routes.data ?? {}).map(([group, list]) => (
            <div key={group} className="token-group">
              <strong>{snakeKey(group)}</strong>
              {list.map((route) => (
                <label key={route} className="checkbox">
                  <input
                    type="checkbox"
                    checked={(chosen[group] ?? []).includes(route)}
                    onChange={() => toggle(group, route)}
                  />
                  {route}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
        {touched && count === 0 && <p className="field-error">{t('settings.tokenNeedsPermission')}</p>}
        {touched && !title.trim() && <p className="field-error">{t('settings.tokenNeedsTitle')}</p>}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('settings.tokenCreate')}
        </button>
      </form>
    </div>
  );
}
