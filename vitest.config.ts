import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': import.meta.dirname,
  // `import 'server-only'` marks the server modules (lib/db, lib/content, lib/auth, …): Next
  // fails the build when a client module reaches one. Outside Next the package throws on
  // import, so the tests (which run those modules directly) load its empty module instead.
  'server-only': path.join(import.meta.dirname, 'node_modules/server-only/empty.js'),
};

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        oxc: { jsx: { runtime: 'automatic' } },
        test: { name: 'component', environment: 'jsdom', include: ['tests/component/**/*.test.tsx'], setupFiles: ['tests/component/setup.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
