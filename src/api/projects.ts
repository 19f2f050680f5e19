import type { ApiClient } from './client';
import type { Project, ProjectView } from './types';

export function listProjects(client: ApiClient, opts: { includeArchived?: boolean } = {}): Promise<Project[]> {
  return client.listAll<Project>('/projects', { is_archived: opts.includeArchived ?? false, expand: 'permissions' });
}

export async function getProject(client: ApiClient, id: number): Promise<Project> {
  return (await client.get<Project>(`/projects/${id}`)).data;
}

export async function createProject(
  client: ApiClient,
  input: Pick<Project, 'title'> & Partial<Pick<Project, 'description' | 'hexColor' | 'parentProjectId' | 'identifier'>>,
): Promise<Project> {
  return (await client.put<Project>('/projects', input)).data;
}

export async function listViews(client: ApiClient, projectId: number): Promise<ProjectView[]> {
  return (await client.get<ProjectView[] | null>(`/projects/${projectId}/views`)).data ?? [];
}
