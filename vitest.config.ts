import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** Per-test limit: a test that asserts behaviour must not fail because a shared 2-core machine is busy. */
const BUSY_MACHINE_TIMEOUT_MS = 20_000;
const where = (ext: string) => [`src/**/*.test.${ext}`, `entrypoints/**/*.test.${ext}`, `tests/unit/**/*.test.${ext}`];

// Three projects. Components (.tsx) get jsdom; pure and extension logic (.ts) runs in plain node, where a
// test file starts several times faster (a .ts test that needs a DOM but renders nothing says so with `@vitest-environment jsdom`);
// the local server runs in node. Every core runs files: Vitest's default leaves one idle.
export default defineConfig({
  test: {
    maxWorkers: '100%',
    projects: [
      {
        plugins: [WxtVitest()],
        resolve: { alias: { '@': src } },
        test: {
          name: 'unit',
          testTimeout: BUSY_MACHINE_TIMEOUT_MS,
          environment: 'node',
          include: where('ts'),
          setupFiles: ['tests/setup-node.ts'],
        },
      },
      {
        plugins: [WxtVitest(), react()],
        resolve: { alias: { '@': src } },
        test: {
          name: 'dom',
          testTimeout: BUSY_MACHINE_TIMEOUT_MS,
          environment: 'jsdom',
          include: where('tsx'),
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
