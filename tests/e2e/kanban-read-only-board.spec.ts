import { test } from './test';
import { apiAs, registerUser } from './fixtures';
import { openKanban, expectReadOnlyBoard, projectWithTask } from './kanban-board-fixtures';

test('kanban: a read-only share shows a board nobody can change', { tag: '@release' }, async ({ page }) => {
  const { owner, project, task, view, first } = await projectWithTask('kbro');
  const reader = await registerUser('kbreader');
  await apiAs(owner.token, 'PUT', `/projects/${project.id}/users`, { username: reader.username, permission: 0 });
  await openKanban(page, reader, project.id, view.id);
  await expectReadOnlyBoard(page, owner, task.id, first.title);
});

test('kanban: an archived project shows its owner a board nobody can change', { tag: '@release' }, async ({ page }) => {
  const { owner, project, task, view, first } = await projectWithTask('kbarch');
  await apiAs(owner.token, 'POST', `/projects/${project.id}`, { ...project, is_archived: true });
  await openKanban(page, owner, project.id, view.id);
  await expectReadOnlyBoard(page, owner, task.id, first.title);
});
