import type { ApiClient } from './client';
import { fillListedPermissions, withHeaderPermission, withPermission } from './project-permissions';
import { isProjectShape, isRecord, shaped, shapedList } from './shape';
import type { Project, ProjectView } from './types';

/**
 * Every project the user can see, with their permissions (asked with expand=permissions from 1.x on; 0.24's
 * lists carry none, so they are filled in); archived ones only when asked (the projects page).
 */
export async function listProjects(client: ApiClient, opts: { includeArchived?: boolean } = {}): Promise<Project[]> {
  const listed = await client.listAll<Project>('/projects', {
    is_archived: opts.includeArchived ?? false,
    expand: 'permissions',
  });
  return fillListedPermissions(client, shapedList(listed, isProjectShape, 'project'));
}

/** One project, with the caller's permission taken from the answer's header. */
export async function getProject(client: ApiClient, id: number): Promise<Project> {
  const { data, headers } = await client.get<Project>(`/projects/${id}`);
  return withHeaderPermission(shaped(data, isProjectShape, 'project'), headers);
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

/**
 * Vikunja updates with POST and the whole project: send it with the changes applied. The answer's body
 * carries no permission, so the one the caller had is kept.
 */
export async function updateProject(client: ApiClient, project: Project): Promise<Project> {
  const { data } = await client.post<Project>(`/projects/${project.id}`, project);
  return withPermission(data, project.maxPermission ?? project.maxRight);
}

export async function deleteProject(client: ApiClient, id: number): Promise<void> {
  await client.del(`/projects/${id}`);
}

/** Copies a project with its tasks; the answer carries the copy. */
export async function duplicateProject(client: ApiClient, id: number, parentProjectId = 0): Promise<Project> {
  const { data } = await client.put<{ duplicatedProject: Project }>(`/projects/${id}/duplicate`, {
    projectId: id,
    parentProjectId,
  });
  return data.duplicatedProject;
}
