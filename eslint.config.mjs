import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Who the client is and which host it asked for are settled once, in lib/http (issue 14):
    // absolute URLs come from the host map, forwarding headers only from trusted proxies.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['lib/http/**', 'lib/auth/csrf.ts', 'tests/**', 'scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(get|has)$/][arguments.0.value=/^(host|x-forwarded-.*|forwarded|x-real-ip)$/i]",
          message: 'Read the request host with requestEdition() and the client with clientAddress() (lib/http/client.ts); absolute URLs come from lib/routes/absolute.ts.',
        },
      ],
    },
  },
  {
    // Configuration is read and validated once, in lib/config/ (issue 17): everything else asks
    // its getters (loadServerConfig, loadAuthConfig, databaseConfig, apiKeys, the constants of
    // lib/config/public.ts for the browser bundle, …), never process.env.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'],
    ignores: [
      'lib/config/**',
      // Loaded by Next before and outside the app's bundle: it decides the build, and cannot
      // import TypeScript modules of the app.
      'next.config.ts',
      // Cache handlers Next loads with a plain `import()` outside the bundle, as .mjs: they
      // cannot import the TypeScript of lib/config.
      'lib/cache/*.mjs',
      // Command-line tools and the tooling's own configs: they start servers with a tailored
      // environment (copying and editing process.env), which is their job.
      'scripts/**',
      'bench/**',
      'playwright.config.ts',
      'vitest.config.ts',
      // Tests set, read and restore the environment of the code under test.
      'tests/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through a getter of lib/config/ (add one there, typed and validated), not process.env.',
        },
      ],
    },
  },
  {
    ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'lib/db/migrations/**'],
  },
];

export default config;
