import { createProject } from '@/api/projects';
import { createTeam } from '@/api/teams';
import { createTask } from '@/api/tasks';
import type { ApiClient } from '@/api/client';
import type { Command } from './results';

/** Runs a palette command with the typed text; answers the app route to open afterwards. */
export async function runCommand(client: ApiClient, command: Command, text: string, projectId: number | null): Promise<string> {
  const title = text.trim();
  switch (command) {
    case 'newTask': {
      if (!projectId) throw new Error('NO_PROJECT');
      const task = await createTask(client, projectId, { title });
      return `/tasks/${task.id}`;
    }
    case 'newProject': {
      const project = await createProject(client, { title });
      return `/projects/${project.id}`;
    }
    case 'newTeam': {
      const team = await createTeam(client, { name: title });
      return `/teams/${team.id}/edit`;
    }
  }
}
