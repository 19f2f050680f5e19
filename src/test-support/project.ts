import type { Project } from '@/api/types';

/** A plain project for tests: no parent, not archived, placed by its id. */
export const testProject = (id: number, title: string, identifier = ''): Project => ({
  id,
  title,
  identifier,
  description: '',
  hexColor: '',
  parentProjectId: 0,
  isArchived: false,
  isFavorite: false,
  position: id,
  created: null,
  updated: null,
});
