import zlib from 'node:zlib';
import { pngDeclaring } from '../../server/test/png.ts';

/** Fills a fresh account with a few projects, labels and tasks, so screenshots show a used product. */

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** A picture for a card's cover: an evening sky over two hills, drawn pixel by pixel. */
function coverPng(width = 480, height = 240): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = y / height;
      const far = height * (0.62 - 0.12 * Math.sin((x / width) * Math.PI * 1.3));
      const near = height * (0.8 - 0.1 * Math.cos((x / width) * Math.PI * 2.1));
      const rgb =
        y > near
          ? [38, 92, 74]
          : y > far
            ? [72, 128, 112]
            : [Math.round(60 + 190 * t), Math.round(110 + 60 * t), 230 - Math.round(60 * t)];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  return pngDeclaring(width, height, zlib.deflateSync(Buffer.concat(rows)), 2);
}

/** A JSON client for one user of the local server. */
export function client(apiUrl: string, token: string): Call {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers:
        body instanceof FormData
          ? { authorization: `Bearer ${token}` }
          : { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Uploads the cover picture to a task and makes it the task's cover. */
async function attachCover(call: Call, taskId: number) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(coverPng())], { type: 'image/png' }), 'palette.png');
  const uploaded = await call<{ success: Array<{ id: number }> }>('PUT', `/tasks/${taskId}/attachments`, form);
  const task = await call<Record<string, unknown>>('GET', `/tasks/${taskId}`);
  await call('POST', `/tasks/${taskId}`, { ...task, cover_image_attachment_id: uploaded.success[0]?.id });
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
    color?: string;
  }> = [
    {
      title: 'Write the launch announcement',
      due: 2,
      priority: 4,
      description: '<p>Draft for the blog and the newsletter.</p>',
      labels: [urgent.id],
      favorite: true,
    },
    { title: 'Choose the new colour palette', due: 5, priority: 2, labels: [design.id], color: '8e5ce6' },
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
      hex_color: task.color ?? '',
    });
    ids.push(created.id);
    for (const label of task.labels ?? []) await call('PUT', `/tasks/${created.id}/labels`, { label_id: label });
  }
  const [first, , , , fifth, sixth] = ids as [number, number, number, number, number, number];
  await call('PUT', `/tasks/${first}/comments`, { comment: '<p>The draft is in the shared folder.</p>' });
  await call('PUT', `/tasks/${first}/relations`, { other_task_id: fifth, relation_kind: 'subtask' });
  await call('PUT', `/tasks/${first}/relations`, { other_task_id: sixth, relation_kind: 'subtask' });
  const me = await call<Created>('GET', '/user');
  await call('PUT', `/tasks/${first}/assignees`, { user_id: me.id });
  await call('PUT', `/tasks/${ids[2]}/assignees`, { user_id: me.id });
  await attachCover(call, ids[1]!);
  return { projectId: website.id, taskId: first };
}
