import type { Project } from '@/api/types';
import { useBackgroundQuery } from '@/queries/backgrounds';

/** Whether the server says the project has a background (GET /projects/{id}/background then answers it). */
export const hasBackground = (project: Project | undefined): boolean =>
  project?.backgroundInformation !== undefined && project.backgroundInformation !== null;

/** The project's background image as a blob, fetched through the API client; nothing without one. */
export function useBackgroundImage(project: Project | undefined) {
  const has = hasBackground(project);
  // The information names the stored file, so a new upload means a new key (and a fresh fetch).
  return useBackgroundQuery(project?.id ?? 0, has ? JSON.stringify(project?.backgroundInformation) : '', has);
}
