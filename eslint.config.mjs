import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

// Import direction (issue 17, docs/architecture.md): what a file group may not reach. A path
// is matched as written: `@/lib/…` or relative `../…/lib/…`.
const lib = (folder) => `^(@/|(\\.\\./)+)lib/${folder}`;

/** The database: only server code reaches it, never a component or a client island, not even for a type. */
const DATABASE = {
  regex: `${lib('db')}(/|$)`,
  message: 'Components and client islands never reach lib/db: take the data as props from a server page or a lib/content getter.',
};

/**
 * The server modules (they `import 'server-only'`, so Next refuses them in a client bundle): a
 * client island may import their types only. Listed exceptions are the browser halves that
 * live beside them (API clients, validation shared with the form).
 */
const SERVER_MODULES = {
  regex: [
    `${lib('ingest')}(/|$)`,
    `${lib('content')}(/(?!(cards-from-api|slug|story-types|story-elements)$).*)?$`,
    `${lib('auth')}(/(?!(client|validation)$).*)?$`,
    `${lib('comments')}(/(?!(client|page-size)$).*)?$`,
    `${lib('members')}(/(?!(client|integration-token-id|offline|saves-client)$).*)?$`,
    `${lib('(config/(env|secret|hosts)|meter/meter|push/(messages|tokens)|api/.*)')}$`,
  ].join('|'),
  allowTypeImports: true,
  message: 'A client island never imports a server module (lib/content, lib/auth, lib/comments, lib/members, lib/ingest, lib/api, secrets, configuration): pass the data as props, or call the API through the module\'s client half.',
};

/** The content tables of lib/db/schema.ts: written by lib/ingest (and the seed), read only through lib/content. */
const CONTENT_TABLES = [
  'sections', 'authors', 'tags', 'entities', 'stories', 'storyAuthors', 'storySections', 'storyTags', 'storyEntities', 'storySearch',
  'storyTranslations', 'collections', 'collectionItems', 'menuGroups', 'menuItems', 'breakingNews', 'polls', 'pollOptions',
  'staticPages', 'redirects', 'districts',
];

const ONLY_CONTENT_READS = 'Only lib/content reads content: call a loader of lib/content (stories: lib/content/stories/) instead of querying its tables.';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // In-site links are plain <a> elements by design: one document listener makes their clicks
      // client navigations (lib/navigation/in-app.ts), without next/link's code and prefetches (issue 22).
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Who the client is and which host it asked for are settled once, in lib/http (issue 14):
    // absolute URLs come from the host map, forwarding headers only from trusted proxies.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['lib/http/**', 'tests/**', 'scripts/**'],
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
    // Only lib/content reads content (issue 17): the tables of stories, sections, collections,
    // authors, tags, entities, menus, breaking news, polls, static pages and redirects are
    // read through its loaders (lib/content/stories/ for stories). Their writers (lib/ingest,
    // the demo seed, the search indexer lib/search/store.ts) and lib/db itself are exempt;
    // accounts, sessions, comments, saves, reads, push and the meter keep their own tables.
    // Before the component and client-island rules, which are stricter for their files.
    files: ['lib/**/*.ts', 'app/**/*.ts', 'app/**/*.tsx'],
    ignores: ['lib/content/**', 'lib/db/**', 'lib/ingest/**', 'lib/seed/**', 'lib/search/store.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/lib/|(\\.\\./)+(lib/)?)db/schema$',
              importNames: [...CONTENT_TABLES],
              allowTypeImports: true,
              message: ONLY_CONTENT_READS,
            },
          ],
        },
      ],
    },
  },
  {
    // The public API parses, serialises and caches; it holds no queries of its own.
    files: ['lib/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: ONLY_CONTENT_READS }],
          patterns: [{ regex: '^(@/lib/|(\\.\\./)+(lib/)?)db/schema$', importNames: [...CONTENT_TABLES], allowTypeImports: true, message: ONLY_CONTENT_READS }],
        },
      ],
    },
  },
  {
    // Components render; the server pages and lib/content fetch. Neither they nor the client
    // islands reach the database, and no component parses the host map (lib/config/hosts.ts
    // parses it once; siteHosts() hands out the parsed map).
    files: ['components/**/*.ts', 'components/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@/lib/config/hosts', importNames: ['parseSiteHosts', 'hostsFromEnv'], message: 'The host map is parsed once, in lib/config/hosts.ts: use siteHosts() or take it as a prop.' }],
          patterns: [DATABASE],
        },
      ],
    },
  },
  {
    // Client islands ('use client' modules are named *.client.tsx): nothing server-side.
    files: ['**/*.client.tsx', '**/*.client.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@/lib/config/hosts', importNames: ['parseSiteHosts', 'hostsFromEnv'], message: 'The host map is parsed once, in lib/config/hosts.ts: use siteHosts() or take it as a prop.' }],
          patterns: [DATABASE, SERVER_MODULES],
        },
      ],
    },
  },
  {
    // The API reads content (lib/api → lib/content), never the other way round: lib/content
    // holds the read model and its shapes (the API's story included), lib/api serialises.
    files: ['lib/content/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/lib/api|(\\.\\./)+api|(\\.\\./)+lib/api)(/|$)',
              message: 'lib/content never imports lib/api: the API is built on content. Move the code that needs both into lib/api.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'lib/db/migrations/**'],
  },
];

export default config;
