import { useCallback, useState } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';

type Options = Parameters<SetURLSearchParams>[1];

/**
 * useSearchParams for controls bound to the address. A data router commits a new address a few ticks after
 * the change, so a checkbox or field bound to the address alone flips back at the end of the click or
 * keystroke (React restores a controlled input) and only then shows the new value. This copy answers at
 * once, and follows the address again whenever it changes (back and forward included).
 */
export function useInstantSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: Options) => void] {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState(params);
  const [seen, setSeen] = useState(params);
  if (params !== seen) {
    setSeen(params);
    setLocal(params);
  }
  const set = useCallback(
    (next: URLSearchParams, options?: Options) => {
      setLocal(next);
      void setParams(next, options);
    },
    [setParams],
  );
  return [local, set];
}
