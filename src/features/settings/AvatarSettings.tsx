import { useTranslation } from 'react-i18next';
import { ErrorBox, Loading } from '@/components/Status';
import { useAvatarMutation, useAvatarQuery } from '@/queries/account';

const PROVIDERS = ['initials', 'gravatar', 'marble', 'default'] as const;

/** Which picture stands for the user: initials, gravatar, marble or the default. */
export function AvatarSettings() {
  const { t } = useTranslation();
  const provider = useAvatarQuery();
  const save = useAvatarMutation();
  if (provider.isPending) return <Loading />;
  return (
    <fieldset className="form">
      <legend>
        <h2>{t('settings.section.avatar')}</h2>
      </legend>
      {(provider.isError || save.isError) && <ErrorBox error={provider.error ?? save.error} />}
      {PROVIDERS.map((p) => (
        <label key={p} className="checkbox">
          <input type="radio" name="avatar" value={p} checked={provider.data === p} onChange={() => save.mutate(p)} disabled={save.isPending} />
          {t(`settings.avatars.${p}`)}
        </label>
      ))}
    </fieldset>
  );
}
