import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkShareUrl, type Permission } from '@/api/sharing';
import { ErrorBox } from '@/components/Status';
import { useProjectQuery } from '@/queries/projects';
import { useShareMutations, useShareQueries } from '@/queries/sharing';
import { useInfoQuery } from '@/queries/user';
import { useSession } from '@/stores/session';
import { PermissionSelect } from './PermissionSelect';
import './link-shares.css';

/** Where guests open a link: the server's configured frontend, else the server's own origin. */
function useFrontendBase(): string {
  const info = useInfoQuery();
  const apiUrl = useSession((s) => s.apiUrl) ?? '';
  if (info.data?.frontendUrl) return info.data.frontendUrl;
  try {
    return new URL(apiUrl).origin;
  } catch {
    return '';
  }
}

export function LinkShares({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { links } = useShareQueries(projectId, true);
  const { addLink, removeLink } = useShareMutations(projectId);
  const base = useFrontendBase();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [permission, setPermission] = useState<Permission>(0);
  const [copied, setCopied] = useState<number | null>(null);
  // The view each link opens lives only in its address, as in Vikunja: chosen here, per link.
  const [views, setViews] = useState<Record<number, number>>({});
  const projectViews = useProjectQuery(projectId).data?.views ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    addLink.mutate(
      { name: name.trim(), password, permission },
      {
        onSuccess: () => {
          setName('');
          setPassword('');
        },
      },
    );
  }
  async function copy(id: number, url: string) {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(id);
  }

  return (
    <>
      <h3>{t('sharing.links')}</h3>
      {(addLink.isError || removeLink.isError) && <ErrorBox error={addLink.error ?? removeLink.error} />}
      <ul className="label-list">
        {(links.data ?? []).map((link) => {
          const url = linkShareUrl(base, link.hash, views[link.id]);
          return (
            <li key={link.id} className="label-row link-share">
              <span className="link-share-head">
                <span className="share-name">{link.name || t('sharing.unnamedLink')}</span>
                <span className="muted">{t(`sharing.permission.${link.permission}`)}</span>
              </span>
              <span className="link-share-actions">
                <button type="button" className="btn btn-link" onClick={() => void copy(link.id, url)}>
                  {copied === link.id ? t('sharing.copied') : t('sharing.copy')}
                </button>
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => removeLink.mutate(link.id)}
                  aria-label={t('sharing.removeShare', { name: link.name || link.hash })}
                >
                  {t('teams.remove')}
                </button>
              </span>
              <span className="link-share-fields">
                {projectViews.length > 0 && (
                  <select
                    aria-label={t('sharing.openViewOf', { name: link.name || link.hash })}
                    value={views[link.id] ?? 0}
                    onChange={(e) => setViews((v) => ({ ...v, [link.id]: Number(e.target.value) }))}
                  >
                    <option value={0}>{t('sharing.defaultView')}</option>
                    {projectViews.map((view) => (
                      <option key={view.id} value={view.id}>
                        {view.title}
                      </option>
                    ))}
                  </select>
                )}
                <input
                  className="share-url"
                  readOnly
                  value={url}
                  aria-label={t('sharing.linkOf', { name: link.name || link.hash })}
                  onFocus={(e) => e.target.select()}
                />
              </span>
            </li>
          );
        })}
      </ul>
      <form className="row wrap share-add link-share-add" onSubmit={submit}>
        <label htmlFor="link-name" className="visually-hidden">
          {t('sharing.linkName')}
        </label>
        <input
          id="link-name"
          placeholder={t('sharing.linkName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor="link-password" className="visually-hidden">
          {t('sharing.linkPassword')}
        </label>
        <input
          id="link-password"
          type="password"
          autoComplete="new-password"
          placeholder={t('sharing.linkPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PermissionSelect label={t('sharing.linkPermission')} value={permission} onChange={setPermission} />
        <button type="submit" className="btn btn-primary" disabled={addLink.isPending}>
          {t('sharing.createLink')}
        </button>
      </form>
    </>
  );
}
