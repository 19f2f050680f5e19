import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@/app/context';
import type { KeyValueStorage } from '@/platform/types';

const WRITE_DELAY_MS = 300;

/** The text last sent from each kept field, by key: a field leaving never writes it back. */
const sentTexts = new Map<string, string>();
/** The mounted fields of each key, told when their text was sent. */
const fields = new Map<string, Set<(sent: string) => void>>();

/**
 * Forgets a kept field's text once it was used (sent and accepted): the stored copy goes, and every field of
 * that key still showing exactly that text is emptied. It works from the request's own success, so a field
 * that was left or drawn anew while the request ran (its own callbacks gone) never brings the text back.
 */
export async function forgetSentText(storage: KeyValueStorage, key: string, sent: string): Promise<void> {
  sentTexts.set(key, sent);
  fields.get(key)?.forEach((clear) => clear(sent));
  if ((await storage.get<string>(key)) === sent) await storage.remove(key);
}

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
    if (!write || sentTexts.get(write.key) === write.value) return;
    void (write.value ? storage.set(write.key, write.value) : storage.remove(write.key));
  }, [storage]);

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

  useEffect(() => {
    if (!key) return;
    let live = true;
    void storage.get<string>(key).then((stored) => {
      // Only into an empty field: what the person typed meanwhile wins; a text already sent stays gone.
      if (live && typeof stored === 'string' && !latest.current && sentTexts.get(key) !== stored) {
        latest.current = stored;
        setText(stored);
      }
    });
    const listeners = fields.get(key) ?? new Set();
    fields.set(key, listeners.add(clear));
    return () => {
      live = false;
      listeners.delete(clear);
      flush(); // leaving (a redirect to sign-in, say): write what is still waiting
    };
  }, [storage, key, flush, clear]);

  const change = useCallback(
    (next: string) => {
      latest.current = next;
      setText(next);
      if (!key) return;
      sentTexts.delete(key); // typed anew: this text is the person's again, even if it matches the last one
      pending.current = { key, value: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, WRITE_DELAY_MS);
    },
    [key, flush],
  );

  return [text, change, clear];
}
