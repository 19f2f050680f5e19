import { textFile, type World } from '../world.ts';

/** Labels, and what hangs off a task: labels, assignees, relations, attachments. */
export async function labelsAndAssignees(w: World): Promise<void> {
  const { r } = w;
  const a = w.alice.token;
  const t = w.task.id;
  const label = await r.call('PUT', '/labels', a, { title: 'Urgent', hex_color: 'e8445a' });
  const spare = await r.call('PUT', '/labels', a, { title: 'Spare' });
  await r.call('GET', '/labels', a);
  await r.call('GET', `/labels/${label.id}`, a);
  await r.call('PUT', `/labels/${label.id}`, a, { ...label, description: 'Soon' });
  await r.call('DELETE', `/labels/${spare.id}`, a);

  await r.call('PUT', `/tasks/${t}/labels`, a, { label_id: label.id });
  await r.call('GET', `/tasks/${t}/labels`, a);
  await r.call('DELETE', `/tasks/${t}/labels/${label.id}`, a);
  await r.call('POST', `/tasks/${t}/labels/bulk`, a, { labels: [{ id: label.id }] });

  const me = w.alice.id;
  await r.call('PUT', `/tasks/${t}/assignees`, a, { user_id: me });
  await r.call('GET', `/tasks/${t}/assignees`, a);
  await r.call('DELETE', `/tasks/${t}/assignees/${me}`, a);
  await r.call('POST', `/tasks/${t}/assignees/bulk`, a, { assignees: [{ id: me }] });

  const other = w.task2.id;
  await r.call('PUT', `/tasks/${t}/relations`, a, { other_task_id: other, relation_kind: 'subtask' });
  await r.call('PUT', `/tasks/${t}/relations`, a, { other_task_id: other, relation_kind: 'related' });
  await r.call('DELETE', `/tasks/${t}/relations/related/${other}`, a);

  const up = await r.send('PUT', `/tasks/${t}/attachments`, {
    token: a,
    form: { files: textFile('notes.txt', 'hello') },
  });
  // One file too big for the server's 1MB limit: the answer lists it under errors.
  await r.send('PUT', `/tasks/${t}/attachments`, {
    token: a,
    form: { files: [textFile('spare.txt', 'bye'), textFile('big.txt', 'x'.repeat(1100 * 1024))] },
  });
  const list = await r.call('GET', `/tasks/${t}/attachments`, a);
  await r.call('DELETE', `/tasks/${t}/attachments/${list[list.length - 1].id}`, a);
  await r.call('POST', `/tasks/${t}`, a, { ...w.task, cover_image_attachment_id: up.body.success[0].id });
  // The task now carries labels, assignees, reminders, a subtask, an attachment and a favourite flag.
  await r.call('GET', `/tasks/${t}`, a);
  await r.call('GET', `/projects/${w.project.id}/views/${w.listView.id}/tasks?expand=subtasks`, a);
}

/** Comments, reactions on tasks and comments, and subscriptions. */
export async function conversation(w: World): Promise<void> {
  const { r } = w;
  const a = w.alice.token;
  const t = w.task.id;
  const comment = await r.call('PUT', `/tasks/${t}/comments`, a, { comment: 'First' });
  const spare = await r.call('PUT', `/tasks/${t}/comments`, a, { comment: 'Second' });
  await r.call('GET', `/tasks/${t}/comments`, a);
  await r.call('GET', `/tasks/${t}/comments/${comment.id}`, a);
  await r.call('POST', `/tasks/${t}/comments/${comment.id}`, a, { comment: 'First, edited' });
  await r.call('DELETE', `/tasks/${t}/comments/${spare.id}`, a);

  for (const [kind, id] of [
    ['tasks', t],
    ['comments', comment.id],
  ] as const) {
    await r.call('PUT', `/${kind}/${id}/reactions`, a, { value: '👍' });
    await r.call('PUT', `/${kind}/${id}/reactions`, a, { value: '🎉' });
    await r.call('GET', `/${kind}/${id}/reactions`, a);
    await r.call('POST', `/${kind}/${id}/reactions/delete`, a, { value: '🎉' });
  }
  await r.call('GET', `/tasks/${t}/comments`, a);
  // 1.x on embed the comments and the task's buckets when asked (0.24's task has neither field).
  if (w.mode !== '0.24') await r.call('GET', `/tasks/${t}?expand[]=comments&expand[]=buckets`, a);

  // Answers carry the caller's subscription while it exists.
  await r.call('PUT', `/subscriptions/project/${w.project.id}`, a);
  await r.call('GET', `/projects/${w.project.id}`, a);
  await r.call('PUT', `/subscriptions/task/${t}`, a);
  await r.call('GET', `/tasks/${t}`, a);
  await r.call('DELETE', `/subscriptions/task/${t}`, a);
  await r.call('DELETE', `/subscriptions/project/${w.project.id}`, a);
}
