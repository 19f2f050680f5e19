import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './test';
import { openProject, openMenuLink } from './project-settings-fixtures';

test('webhooks: validation, create with a secret, a signed task.created delivery, delete', async ({ page }) => {
  const deliveries: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    await openProject(page, 'phook', 'Integrations');
    await openMenuLink(page, 'Webhooks');
    const dialog = page.getByRole('dialog', { name: 'Webhooks' });
    await expect(dialog.getByText('This project has no webhooks yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(dialog.getByText('Please provide a valid URL.')).toBeVisible();
    await expect(dialog.getByText('You must select at least one event.')).toBeVisible();

    await dialog.getByLabel('Target URL').fill('not a url');
    await dialog.getByRole('checkbox', { name: 'task.created' }).check();
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(dialog.getByText('Please provide a valid URL.')).toBeVisible();
    await expect(dialog.getByText('You must select at least one event.')).toHaveCount(0);

    await dialog.getByLabel('Target URL').fill(target);
    await dialog.getByLabel('Secret (optional)').fill('s3cret');
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(page.getByText('The webhook was created.')).toBeVisible();
    const row = dialog.getByTestId('webhook-row');
    await expect(row).toContainText(target);
    await expect(row).toContainText('task.created');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await page.getByLabel('New task').fill('Call the plumber');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('task-row').filter({ hasText: 'Call the plumber' })).toBeVisible();
    await expect.poll(() => deliveries.length).toBeGreaterThan(0);
    const delivery = deliveries[0]!;
    const payload = JSON.parse(delivery.body) as { event_name: string; data: { task: { title: string } } };
    expect(payload.event_name).toBe('task.created');
    expect(payload.data.task.title).toBe('Call the plumber');
    expect(delivery.headers['x-vikunja-signature']).toBe(
      createHmac('sha256', 's3cret').update(delivery.body).digest('hex'),
    );

    await openMenuLink(page, 'Webhooks');
    await dialog.getByRole('button', { name: `Delete the webhook to ${target}` }).click();
    await dialog
      .getByRole('group', { name: `Delete the webhook to ${target}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(dialog.getByText('This project has no webhooks yet.')).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
