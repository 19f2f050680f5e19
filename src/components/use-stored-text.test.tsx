import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@/api/client';
import type { Platform } from '@/platform/types';
import { memoryStorage, providers } from '@/test-support/screen';
import { useStoredText } from './use-stored-text';

function setup(initial: Record<string, unknown> = {}) {
  const storage = memoryStorage(initial);
  const client = createClient({ baseUrl: () => 'http://vikunja.test/api/v1', token: () => null });
  const wrapper = providers(client, { kind: 'web', storage } as Platform);
  return { storage, wrapper };
}

describe('useStoredText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('brings back what was typed before a reload', async () => {
    const { wrapper } = setup({ 'draft.x': 'Call Anna tomorrow' });
    const { result } = renderHook(() => useStoredText('draft.x'), { wrapper });
    await act(() => vi.runAllTimersAsync());
    expect(result.current[0]).toBe('Call Anna tomorrow');
  });

  it('writes a short pause after typing, and at once when the field goes away', async () => {
    const { storage, wrapper } = setup();
    const { result, unmount } = renderHook(() => useStoredText('draft.x'), { wrapper });
    act(() => result.current[1]('Buy milk'));
    expect(await storage.get('draft.x')).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await storage.get('draft.x')).toBe('Buy milk');
    act(() => result.current[1]('Buy milk and bread'));
    unmount(); // e.g. the session ended and the app went to the sign-in page
    await act(() => vi.runAllTimersAsync());
    expect(await storage.get('draft.x')).toBe('Buy milk and bread');
  });

  it('forgets the stored copy when cleared or emptied', async () => {
    const { storage, wrapper } = setup({ 'draft.x': 'Old' });
    const { result } = renderHook(() => useStoredText('draft.x'), { wrapper });
    await act(() => vi.runAllTimersAsync());
    act(() => result.current[2]('Old'));
    expect(result.current[0]).toBe('');
    await act(() => vi.runAllTimersAsync());
    expect(await storage.get('draft.x')).toBeUndefined();
    act(() => result.current[1]('New'));
    act(() => result.current[1](''));
    await act(() => vi.runAllTimersAsync());
    expect(await storage.get('draft.x')).toBeUndefined();
  });

  it('keeps what was typed while the text was being used', async () => {
    const { storage, wrapper } = setup();
    const { result } = renderHook(() => useStoredText('draft.x'), { wrapper });
    act(() => result.current[1]('First task'));
    act(() => result.current[1]('Second task, typed while the first was sent'));
    act(() => result.current[2]('First task'));
    await act(() => vi.runAllTimersAsync());
    expect(result.current[0]).toBe('Second task, typed while the first was sent');
    expect(await storage.get('draft.x')).toBe('Second task, typed while the first was sent');
  });

  it('lets what was typed meanwhile win over a late stored copy', async () => {
    const { wrapper } = setup({ 'draft.x': 'Stored' });
    const { result } = renderHook(() => useStoredText('draft.x'), { wrapper });
    act(() => result.current[1]('Typed first'));
    await act(() => vi.runAllTimersAsync());
    expect(result.current[0]).toBe('Typed first');
  });

  it('is plain state without a key', async () => {
    const { storage, wrapper } = setup();
    const { result } = renderHook(() => useStoredText(undefined), { wrapper });
    act(() => result.current[1]('Nothing kept'));
    await act(() => vi.runAllTimersAsync());
    expect(result.current[0]).toBe('Nothing kept');
    expect(await storage.get('undefined')).toBeUndefined();
  });
});
