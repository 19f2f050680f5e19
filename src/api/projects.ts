import type { ApiClient } from './client';
import { isProjectShape, isRecord, shaped, shapedList } from './shape';
import type { Project, ProjectView } from './types';

/** Every project the user can see, with their rights; archived ones only when asked (the projects page). */
export async function listProjects(client: ApiClient, opts: { includeArchived?: boolean } = {}): Promise<Project[]> {
  return shapedList(await client.listAll<Project>('/projects', { is_archived: opts.includeArchived ?? false, expand: 'permissions' }), isProjectShape, 'project');
}

export async function getProject(client: ApiClient, id: number): Promise<Project> {
  return shaped((await client.get<Project>(`/projects/${id}`)).data, isProjectShape, 'project');
}

export async function createProject(
  client: ApiClient,
  input: Pick<Project, 'title'> & Partial<Pick<Project, 'description' | 'hexColor' | 'parentProjectId' | 'identifier'>>,
): Promise<Project> {
  return (await client.put<Project>('/projects', input)).data;
}

export async function listViews(client: ApiClient, projectId: number): Promise<ProjectView[]> {
  const views = (await client.get<ProjectView[] | null>(`/projects/${projectId}/views`)).data ?? [];
  return shapedList(views, (v) => isRecord(v) && typeof v.id === 'number', 'view');
}

/** Vikunja updates with POST and the whole project: send it with the changes applied. */
export async function updateProject(client: ApiClient, project: Project): Promise<Project> {
  return (await client.post<Project>(`/projects/${project.id}`, project)).data;
}

export async function deleteProject(client: ApiClient, id: number): Promise<void> {
  await client.del(`/projects/${id}`);
}

/** Copies a project with its tasks; the answer carries the copy. */
export async function duplicateProject(client: ApiClient, id: number, parentProjectId = 0): Promise<Project> {
  const { data } = await client.put<{ duplicatedProject: Project }>(`/projects/${id}/duplicate`, { projectId: id, parentProjectId });
  return data.duplicatedProject;
}
