import { useEffect } from 'react';
import type { FrontendSettings } from '@/api/types';

/** Applies the user's colour scheme: light or dark forced by data-theme, auto follows the system. */
export function useColorScheme(schema: FrontendSettings['colorSchema'] | 'system' | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    if (schema === 'light' || schema === 'dark') root.dataset.theme = schema;
    else delete root.dataset.theme;
  }, [schema]);
}
