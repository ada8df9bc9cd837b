// The code rules checked in `npm test` (docs/ARCHITECTURE.md, "Rules checked, not hoped for"):
// typescript-eslint, the React hooks rules, and the import boundaries between layers.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders of src/lib that are pure: no browser, no stores, no network. The server may import only these. */
const pureFolders = ['addresses', 'config', 'contracts', 'dns', 'domains', 'formatting', 'permissions', 'pql', 'resources', 'routes', 'schemas', 'screens', 'validation', 'values'];

const islandsNeverReachHttp = {
  group: ['~/lib/http', '~/lib/http/*', '**/lib/http', '**/lib/http/*'],
  message: 'Islands reach the API through src/lib/data (docs/ARCHITECTURE.md, "One data path").',
};
const libNeverImportsIslands = {
  group: ['~/islands/*', '**/islands/*'],
  message: 'src/lib is framework-free and never imports islands (docs/ARCHITECTURE.md, "Layers").',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.astro/', 'data/', 'test-results/', 'playwright-report/', 'screenshots/', 'src/env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hooks rules; the React Compiler's rules stay off until the islands are written for it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [islandsNeverReachHttp] }],
    },
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [libNeverImportsIslands] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: `src/lib/(?!(${pureFolders.join('|')})/)`,
          message: `The server imports only the pure folders of src/lib (${pureFolders.join(', ')}): docs/ARCHITECTURE.md, "Layers".`,
        }],
      }],
    },
  },
);
