import { expect, test } from './test';
import { openProject, openMenuLink } from './project-settings-fixtures';

test('views: create with a validated title, rename, reorder, open the new tab, delete', async ({ page }) => {
  const { projectId } = await openProject(page, 'pviews', 'Roadmap');
  await openMenuLink(page, 'Views');
  const dialog = page.getByRole('dialog', { name: 'Views' });
  await expect(dialog.getByTestId('view-row')).toHaveCount(4);

  const create = dialog.getByRole('region', { name: 'New view' });
  await create.getByRole('button', { name: 'Create view' }).click();
  await expect(create.getByText('Please provide a title.')).toBeVisible();
  await create.getByLabel('Title').fill('Board');
  await create.getByLabel('Kind').selectOption('kanban');
  await expect(create.getByRole('radio', { name: /Manual/ })).toBeChecked();
  await create.getByRole('button', { name: 'Create view' }).click();
  await expect(page.getByText('The view “Board” was created.')).toBeVisible();
  await expect(dialog.getByTestId('view-row')).toHaveCount(5);
  await expect(dialog.getByTestId('view-row').last()).toContainText('Board');

  await dialog.getByRole('button', { name: 'Edit the view Board' }).click();
  await dialog.locator('.view-row.is-editing').getByLabel('Title').fill('Sprint board');
  await dialog.locator('.view-row.is-editing').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByTestId('view-row').last()).toContainText('Sprint board');
  await dialog.getByRole('button', { name: 'Move Sprint board up' }).click();
  await expect(dialog.getByTestId('view-row').nth(3)).toContainText('Sprint board');

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const tabs = page.getByRole('navigation', { name: 'Views' });
  await expect(tabs.getByRole('link')).toHaveText(['List', 'Gantt', 'Table', 'Sprint board', 'Kanban']);
  await tabs.getByRole('link', { name: 'Sprint board' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/\\d+$`));
  await expect(page.getByRole('heading', { name: 'To-Do' })).toBeVisible();

  await openMenuLink(page, 'Views');
  await dialog.getByRole('button', { name: 'Delete the view Sprint board' }).click();
  await dialog
    .getByRole('group', { name: 'Delete the view “Sprint board”?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(dialog.getByTestId('view-row')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Sprint board' })).toHaveCount(
    0,
  );
});
