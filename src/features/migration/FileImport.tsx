import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSize } from '@/api/attachments';
import type { Migrator } from '@/api/migration';
import { ErrorBox } from '@/components/Status';
import { useMigrateMutation } from '@/queries/migration';
import { useInfoQuery } from '@/queries/user';
import { acceptedExtensions, fileProblem } from './file-check';
import { FilePicker } from './FilePicker';
import { MigrationBusy, MigrationDone } from './MigrationProgress';
import { StatusGate } from './StatusGate';

/** Import from an uploaded export file; after a failure the file stays chosen for another try. */
export function FileImport({ migrator, name }: { migrator: Migrator; name: string }) {
  const { t } = useTranslation();
  const info = useInfoQuery();
  const migrate = useMigrateMutation(migrator.id);
  const [file, setFile] = useState<File | null>(null);
  const accept = migrator.accept ?? '';
  const maxSize = info.data?.maxFileSize ?? '';
  const problem = file ? fileProblem(file, accept, parseSize(info.data?.maxFileSize)) : null;
  const problemText =
    problem === 'wrongType'
      ? t('migration.wrongType', { types: acceptedExtensions(accept) })
      : problem === 'tooLarge'
        ? t('migration.tooLarge', { max: maxSize })
        : null;

  function pick(picked: File) {
    setFile(picked);
    migrate.reset();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (file && !problem && !migrate.isPending) migrate.mutate({ file });
  }

  if (migrate.isSuccess) return <MigrationDone name={name} finished />;
  return (
    <StatusGate service={migrator.id} name={name} busy={migrate.isPending}>
      <form className="migration-card" onSubmit={submit} aria-busy={migrate.isPending}>
        <FilePicker
          id={`migration-file-${migrator.id}`}
          accept={accept}
          file={file}
          problem={problemText}
          disabled={migrate.isPending}
          onPick={pick}
        />
        {migrate.isError && <ErrorBox error={migrate.error} />}
        {migrate.isPending && <MigrationBusy name={name} />}
        <div className="migration-actions">
          <button type="submit" className="btn btn-primary" disabled={!file || problem !== null || migrate.isPending}>
            {migrate.isError ? t('common.retry') : t('migration.start')}
          </button>
        </div>
      </form>
    </StatusGate>
  );
}
