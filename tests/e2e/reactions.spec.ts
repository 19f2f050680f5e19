import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

type ReactionMap = Record<string, Array<{ username: string }> | undefined> | null;

const reactors = async (token: string, path: string, value: string) =>
  ((await apiAs<ReactionMap>(token, 'GET', path))?.[value] ?? []).map((u) => u.username);

/** Adds 👍 from the picker with the keyboard, checks it on the server, then takes it back by clicking the chip. */
async function addAndRemove(reactions: Locator, token: string, path: string, username: string) {
  await reactions.getByRole('button', { name: 'Add a reaction' }).click();
  const picker = reactions.getByRole('group', { name: 'Choose a reaction' });
  await expect(picker.getByRole('button', { name: 'Thumbs up' })).toBeFocused();
  await reactions.page().keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  const mine = reactions.getByRole('button', { name: `👍: 1 reaction by ${username}` });
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => reactors(token, path, '👍')).toEqual([username]);

  await mine.click();
  await expect(reactions.getByRole('button', { name: /^👍/ })).toHaveCount(0);
  await expect.poll(() => reactors(token, path, '👍')).toEqual([]);
}

test('reactions: add and remove on a task and on a comment; a second person’s reaction shows their name', async ({
  page,
}) => {
  const owner = await registerUser('react');
  const friend = await registerUser('friend');
  const project = await inboxOf(owner.token);
  const task = await apiAs<{ id: number }>(owner.token, 'PUT', `/projects/${project}/tasks`, {
    title: 'Plan the party',
  });
  const comment = await apiAs<{ id: number }>(owner.token, 'PUT', `/tasks/${task.id}/comments`, {
    comment: '<p>Cake or pie?</p>',
  });
  await apiAs(owner.token, 'PUT', `/projects/${project}/users`, { username: friend.username, permission: 1 });
  await apiAs(friend.token, 'PUT', `/tasks/${task.id}/reactions`, { value: '🎉' });
  await apiAs(friend.token, 'PUT', `/comments/${comment.id}/reactions`, { value: '👀' });

  await signInStored(page, owner);
  await page.goto(`${serverUrl()}/tasks/${task.id}`);
  const dialog = page.getByRole('dialog', { name: 'Plan the party' });
  const commentItem = dialog.getByRole('listitem').filter({ hasText: 'Cake or pie?' });
  const onComment = commentItem.getByRole('group', { name: 'Reactions' });
  const onTask = dialog.getByRole('group', { name: 'Reactions' }).first();

  // The friend's reactions: their name is the chip's accessible name and its tooltip; not pressed for me.
  const party = onTask.getByRole('button', { name: `🎉: 1 reaction by ${friend.username}` });
  await expect(party).toHaveAccessibleDescription(friend.username);
  await party.hover();
  await expect(page.getByRole('tooltip', { name: friend.username })).toBeVisible();
  await expect(party).toHaveAttribute('aria-pressed', 'false');
  await expect(onComment.getByRole('button', { name: `👀: 1 reaction by ${friend.username}` })).toBeVisible();

  await addAndRemove(onTask, owner.token, `/tasks/${task.id}/reactions`, owner.username);
  await addAndRemove(onComment, owner.token, `/comments/${comment.id}/reactions`, owner.username);

  // Joining the friend's reaction counts us both; the friend's own stays after we take ours back.
  await party.click();
  const both = onTask.getByRole('button', { name: `🎉: 2 reactions by ${friend.username}, ${owner.username}` });
  await expect(both).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => reactors(owner.token, `/tasks/${task.id}/reactions`, '🎉'))
    .toEqual([friend.username, owner.username]);
  await both.click();
  await expect(party).toBeVisible();
  await expect.poll(() => reactors(owner.token, `/tasks/${task.id}/reactions`, '🎉')).toEqual([friend.username]);
});
