import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Two projects: browser-side code (jsdom, WXT's fake browser) and the local server (node).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest(), react()],
        resolve: { alias: { '@': src } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'entrypoints/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-unit.ts'],
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 30000,
        },
      },
    ],
  },
});
