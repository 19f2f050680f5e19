import { createProject } from '@/api/projects';
import { createTeam } from '@/api/teams';
import type { ApiClient } from '@/api/client';

/**
 * Runs the palette's project and team commands with the typed text; answers the app route to open
 * afterwards. "New task" goes through quick add instead (see QuickActions), like every other task entry.
 */
export async function runCommand(client: ApiClient, command: 'newProject' | 'newTeam', text: string): Promise<string> {
  const title = text.trim();
  if (command === 'newProject') {
    const project = await createProject(client, { title });
    return `/projects/${project.id}`;
  }
  const team = await createTeam(client, { name: title });
  return `/teams/${team.id}/edit`;
}
