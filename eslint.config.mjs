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
    ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'lib/db/migrations/**'],
  },
];

export default config;
