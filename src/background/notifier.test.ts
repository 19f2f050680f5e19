import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Notification } from '@/api/types';
import { createExtensionStorage } from '@/platform/extension';
import { createNotifier, notificationId, parseNotificationId } from './notifier';
import { writeSettings } from './settings';

const note = (id: number, name = 'task.comment', read = false): Notification => ({
  id,
  name,
  notification: { task: { id: 100 + id, title: `Task ${id}` } },
  read,
  readAt: null,
  created: null,
});

function setup() {
  const storage = createExtensionStorage();
  const notifier = createNotifier({
    storage,
    owner: { tokenFor: async () => null, renewStored: async () => null },
    t: (k) => k,
  });
  const shown = async () => Object.keys(await fakeBrowser.notifications.getAll());
  return { storage, notifier, shown };
}

describe('desktop notifications', () => {
  it('are off by default', async () => {
    const { notifier, shown } = setup();
    await notifier.onPolled([]);
    await notifier.onPolled([note(1)]);
    expect(await shown()).toEqual([]);
  });

  it('when on, show only new unread ones, once, with "mark done" for reminders', async () => {
    const { storage, notifier, shown } = setup();
    await writeSettings(storage, { desktopNotifications: true });
    await notifier.onPolled([note(1)]); // first poll: learns what already exists
    expect(await shown()).toEqual([]);
    const create = vi.spyOn(fakeBrowser.notifications, 'create');
    await notifier.onPolled([note(1), note(2, 'task.reminder'), note(3, 'task.comment', true)]);
    await notifier.onPolled([note(1), note(2, 'task.reminder')]);
    expect(await shown()).toEqual([notificationId(note(2, 'task.reminder'))]);
    expect(create).toHaveBeenCalledOnce();
    const options = (create.mock.calls[0] as unknown[])[1] as { buttons?: Array<{ title: string }>; message: string };
    expect(options.message).toBe('Task 2');
    expect(options.buttons?.map((b) => b.title)).toEqual([
      'extension.notification.open',
      'extension.notification.markDone',
    ]);
  });

  it.each([
    [notificationId(note(7, 'task.reminder')), { taskId: 107, reminder: true }],
    [notificationId(note(8)), { taskId: 108, reminder: false }],
    ['someone-else:1', null],
  ])('parses %s', (id, expected) => expect(parseNotificationId(id)).toEqual(expected));
});
