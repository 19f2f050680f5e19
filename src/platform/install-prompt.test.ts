import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, promptInstall, useInstallPrompt, type InstallPromptEvent } from './install-prompt';

/** What Chromium fires when the web app can be installed. */
function fakeInstallEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent & {
    prompt: ReturnType<typeof vi.fn>;
  };
  Object.assign(event, { prompt: vi.fn(() => Promise.resolve()), userChoice: Promise.resolve({ outcome }) });
  return event;
}

beforeEach(() => useInstallPrompt.setState({ event: null }));

describe('install prompt', () => {
  it('keeps the browser prompt for later instead of the browser banner', () => {
    const target = new EventTarget();
    captureInstallPrompt(target as Window);
    const event = fakeInstallEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(useInstallPrompt.getState().event).toBe(event);
  });

  it('forgets the prompt once the app is installed', () => {
    const target = new EventTarget();
    captureInstallPrompt(target as Window);
    target.dispatchEvent(fakeInstallEvent());
    target.dispatchEvent(new Event('appinstalled'));
    expect(useInstallPrompt.getState().event).toBeNull();
  });

  it('shows the dialog once and reports the choice', async () => {
    const event = fakeInstallEvent('dismissed');
    useInstallPrompt.setState({ event });
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(useInstallPrompt.getState().event).toBeNull();
    await expect(promptInstall()).resolves.toBe('unavailable');
  });
});
