/** Fills a fresh account with a few projects, labels and tasks, so screenshots show a used product. */

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** A JSON client for one user of the local server. */
export function client(apiUrl: string, token: string): Call {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

interface Created {
  id: number;
}

const day = 24 * 60 * 60 * 1000;
const inDays = (now: Date, days: number) => new Date(now.getTime() + days * day).toISOString();

/** Creates the demo projects and tasks; returns the id of the project to show. */
export async function seedDemo(call: Call, now: Date): Promise<{ projectId: number; taskId: number }> {
  const website = await call<Created>('PUT', '/projects', {
    title: 'Website relaunch',
    hex_color: '1973ff',
    description: '<p>New design, faster pages and a blog, live before the spring campaign.</p>',
    is_favorite: true,
  });
  await call('PUT', '/projects', {
    title: 'Home',
    hex_color: '2fb344',
    description: '<p>Repairs, shopping and the garden.</p>',
  });
  await call('PUT', '/projects', { title: 'Reading list', hex_color: 'e8445a' });
  await call('PUT', '/projects', {
    title: 'Trip to Lisbon',
    hex_color: 'f5a623',
    description: '<p>Flights, hotel and what to see.</p>',
  });

  const urgent = await call<Created>('PUT', '/labels', { title: 'Urgent', hex_color: 'e8445a' });
  const design = await call<Created>('PUT', '/labels', { title: 'Design', hex_color: '8e5ce6' });

  const tasks: Array<{
    title: string;
    due?: number;
    priority?: number;
    description?: string;
    labels?: number[];
    done?: boolean;
    favorite?: boolean;
  }> = [
    {
      title: 'Write the launch announcement',
      due: 2,
      priority: 4,
      description: '<p>Draft for the blog and the newsletter.</p>',
      labels: [urgent.id],
      favorite: true,
    },
    { title: 'Choose the new colour palette', due: 5, priority: 2, labels: [design.id] },
    { title: 'Move the blog to the new server', due: -1, priority: 3 },
    {
      title: 'Check every page on a phone',
      due: 7,
      description: '<ul data-type="taskList"><li data-checked="true">Home</li><li data-checked="false">Blog</li></ul>',
    },
    { title: 'Ask Anna for the photos', priority: 1 },
    { title: 'Set up redirects for old addresses', done: true },
  ];
  const ids: number[] = [];
  for (const task of tasks) {
    const created = await call<Created>('PUT', `/projects/${website.id}/tasks`, {
      title: task.title,
      description: task.description ?? '',
      priority: task.priority ?? 0,
      due_date: task.due === undefined ? null : inDays(now, task.due),
      start_date: task.due === undefined ? null : inDays(now, task.due - 3),
      end_date: task.due === undefined ? null : inDays(now, task.due),
      done: task.done ?? false,
      is_favorite: task.favorite ?? false,
    });
    ids.push(created.id);
    for (const label of task.labels ?? []) await call('PUT', `/tasks/${created.id}/labels`, { label_id: label });
  }
  const [first, , , , fifth, sixth] = ids as [number, number, number, number, number, number];
  await call('PUT', `/tasks/${first}/comments`, { comment: '<p>The draft is in the shared folder.</p>' });
  await call('PUT', `/tasks/${first}/relations`, { other_task_id: fifth, relation_kind: 'subtask' });
  await call('PUT', `/tasks/${first}/relations`, { other_task_id: sixth, relation_kind: 'subtask' });
  return { projectId: website.id, taskId: first };
}
