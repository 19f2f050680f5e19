import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@/app/context';

const WRITE_DELAY_MS = 300;

/**
 * A text field's value, kept in the platform's storage while it is typed, so that a reload, a crash or a
 * session that ends mid-sentence (and the sign-in that follows) never loses it. Without a key it is plain
 * state. `clear(sent)` empties the field and forgets the stored copy once `sent` was used, unless the
 * person has typed something else meanwhile.
 */
export function useStoredText(key: string | undefined): [string, (next: string) => void, (sent: string) => void] {
  const { storage } = usePlatform();
  const [text, setText] = useState('');
  const latest = useRef('');
  const pending = useRef<{ key: string; value: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const write = pending.current;
    pending.current = null;
    if (write) void (write.value ? storage.set(write.key, write.value) : storage.remove(write.key));
  }, [storage]);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void storage.get<string>(key).then((stored) => {
      // Only into an empty field: what the person typed meanwhile wins.
      if (live && typeof stored === 'string' && !latest.current) {
        latest.current = stored;
        setText(stored);
      }
    });
    return () => {
      live = false;
      flush(); // leaving (a redirect to sign-in, say): write what is still waiting
    };
  }, [storage, key, flush]);

  const change = useCallback(
    (next: string) => {
      latest.current = next;
      setText(next);
      if (!key) return;
      pending.current = { key, value: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, WRITE_DELAY_MS);
    },
    [key, flush],
  );

  const clear = useCallback(
    (sent: string) => {
      if (latest.current !== sent) return;
      latest.current = '';
      clearTimeout(timer.current);
      pending.current = null;
      setText('');
      if (key) void storage.remove(key);
    },
    [key, storage],
  );

  return [text, change, clear];
}
