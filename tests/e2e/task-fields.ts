import type { Locator } from '@playwright/test';

/** Shows a field of the open task detail from its "Add field" menu: a field without a value is not shown. */
export async function addField(dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByRole('button', { name, exact: true }).click();
}
