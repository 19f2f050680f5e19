import type { ApiClient } from './client';
import type { User } from './types';

export interface FilterQuery {
  filter: string;
  filterIncludeNulls: boolean;
  s?: string;
  sortBy?: string[];
  orderBy?: Array<'asc' | 'desc'>;
}

export interface SavedFilter {
  id: number;
  title: string;
  description: string;
  filters: FilterQuery;
  isFavorite?: boolean;
  owner?: User;
  created: string | null;
  updated: string | null;
}

/** Saved filters appear as pseudo-projects with id -(filterId) - 1 (id -1 is Favourites). */
export const filterIdOf = (projectId: number): number | null => (projectId < -1 ? -projectId - 1 : null);
export const projectIdOfFilter = (filterId: number): number => -filterId - 1;

export async function getFilter(client: ApiClient, id: number): Promise<SavedFilter> {
  return (await client.get<SavedFilter>(`/filters/${id}`)).data;
}

export async function createFilter(
  client: ApiClient,
  input: Omit<SavedFilter, 'id' | 'created' | 'updated'>,
): Promise<SavedFilter> {
  return (await client.put<SavedFilter>('/filters', input)).data;
}

export async function updateFilter(client: ApiClient, filter: SavedFilter): Promise<SavedFilter> {
  return (await client.post<SavedFilter>(`/filters/${filter.id}`, filter)).data;
}

export async function deleteFilter(client: ApiClient, id: number): Promise<void> {
  await client.del(`/filters/${id}`);
}
