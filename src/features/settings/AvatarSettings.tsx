import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES, avatarFileProblem } from '@/api/account';
import { parseSize } from '@/api/attachments';
import { BlobImage } from '@/components/BlobImage';
import { ImageFileInput } from '@/components/ImageFileInput';
import { ErrorBox, Loading } from '@/components/Status';
import { useAvatarMutation, useAvatarQuery, useAvatarUploadMutation } from '@/queries/account';
import { useInfoQuery } from '@/queries/user';
import { bumpAvatarVersion } from '@/features/shell/avatar-version';

const PROVIDERS = ['initials', 'gravatar', 'marble', 'upload', 'default'] as const;
const AVATAR_TEXTS = {
  choose: 'settings.avatarUpload.choose',
  hint: 'settings.avatarUpload.hint',
  wrongType: 'settings.avatarUpload.wrongType',
  tooBig: 'settings.avatarUpload.tooBig',
};

/** Which picture stands for the user: initials, gravatar, marble, an uploaded image or the default. */
export function AvatarSettings() {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const provider = useAvatarQuery();
  const save = useAvatarMutation();
  const upload = useAvatarUploadMutation();
  const [picking, setPicking] = useState(false);
  const [preview, setPreview] = useState<File | null>(null);

  function pick(p: (typeof PROVIDERS)[number]) {
    setPicking(p === 'upload');
    // "upload" is only set by uploading a file (unless one was uploaded before).
    if (p !== 'upload' || provider.data === 'upload') save.mutate(p, { onSuccess: bumpAvatarVersion });
  }

  if (provider.isPending) return <Loading />;
  const showUpload = picking || provider.data === 'upload';
  return (
    <fieldset className="form">
      <legend>
        <h2>{t('settings.section.avatar')}</h2>
      </legend>
      {(provider.isError || save.isError) && <ErrorBox error={provider.error ?? save.error} />}
      {PROVIDERS.map((p) => (
        <label key={p} className="checkbox">
          <input
            type="radio"
            name="avatar"
            value={p}
            checked={p === 'upload' ? showUpload : !picking && provider.data === p}
            onChange={() => pick(p)}
            disabled={save.isPending || upload.isPending}
          />
          {t(`settings.avatars.${p}`)}
        </label>
      ))}
      {showUpload && (
        <div className="avatar-upload">
          <ImageFileInput
            types={AVATAR_TYPES}
            maxBytes={parseSize(info.data?.maxFileSize)}
            check={avatarFileProblem}
            disabled={upload.isPending}
            onPick={(file) => {
              setPreview(file);
              upload.mutate(file, { onSuccess: bumpAvatarVersion });
            }}
            keys={AVATAR_TEXTS}
          />
          {upload.isError && <ErrorBox error={upload.error} />}
          {preview && (
            <BlobImage
              blob={preview}
              alt={t('settings.avatarUpload.preview')}
              className="avatar-preview"
              width={96}
              height={96}
              data-testid="avatar-preview"
            />
          )}
          {upload.isPending && <Loading label={t('settings.avatarUpload.uploading')} />}
          {upload.isSuccess && <p role="status">{t('settings.avatarUpload.done')}</p>}
        </div>
      )}
    </fieldset>
  );
}
