import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

// Codes already used in this page's life: an OAuth code works once, and StrictMode runs effects twice.
const consumed = new Set<string>();

/**
 * Takes the `?code=` an OAuth service sent the browser back with: strips it from the address and
 * hands it to `start` exactly once. Returns whether this screen was opened with a code.
 */
export function useOAuthCode(start: (code: string) => void): boolean {
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const [arrivedWithCode] = useState(() => code !== null && code !== '');
  useEffect(() => {
    if (code === null) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('code');
        return next;
      },
      { replace: true },
    );
    if (code === '' || consumed.has(code)) return;
    consumed.add(code);
    start(code);
  }, [code, setParams, start]);
  return arrivedWithCode;
}
