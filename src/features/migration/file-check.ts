import { matchesAccept } from '@/api/migration';

/** The extensions of an `accept` list, for telling people what to pick (".zip, .csv"). */
export function acceptedExtensions(accept: string | undefined): string {
  return (accept ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('.'))
    .join(', ');
}

/** Why a file cannot be imported, or null when it can be sent. */
export function fileProblem(
  file: Pick<File, 'name' | 'size'>,
  accept: string | undefined,
  maxBytes: number,
): 'wrongType' | 'tooLarge' | null {
  if (!matchesAccept(file.name, accept)) return 'wrongType';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
