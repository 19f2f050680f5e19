import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7's package exports name only its development build, so a production bundle would run its
 * development-only checks and warnings on every load (remix-run/react-router#14102). Builds take the production
 * build the package ships beside it; the dev server and tests keep the development one.
 */
export function reactRouterProduction(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = join(root, 'dist/production/index.mjs');
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'react-router' ? production : null),
  };
}
