// ESLint: only rules that catch bugs (formatting is Prettier's job, layering is dependency-cruiser's).
// Type-aware: typescript-eslint's project service reads the root tsconfig.json, so lint sees the same types as tsc.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Test code: specs, the fixtures and kits in `testing/` folders next to the code they serve, the browser tests, the
// api's generated-test worlds, and the benches (which drive the API as the tests do). The same set as
// .dependency-cruiser.cjs's `production-never-imports-tests`.
const TEST_FILES = [
  '**/*.spec.{ts,tsx,mjs}',
  '**/testing/**',
  'api/src/permission-matrix/**',
  'api/src/fuzz/**',
  'e2e/**',
  'bench/**',
];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'data/',
    '.data-*/',
    '.tmp/',
    'coverage/',
    'test-results/',
    'playwright-report/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    // Lines stay within Prettier's 120 columns: Prettier wraps code, not comments, and a string or URL may run on.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    rules: {
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its rejection. `void f()` marks fire-and-forget on purpose.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Y.Text prints its text, though its type declares no toString of its own.
      '@typescript-eslint/no-base-to-string': [
        'error',
        { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', 'YText'] },
      ],
      // Events, commands and states are unions: a new member must be handled everywhere it is switched on.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        {
          allowDefaultCaseForExhaustiveSwitch: true,
          considerDefaultExhaustiveForUnions: false,
          requireDefaultForNonUnion: false,
        },
      ],
      // A check the types say can never matter is either dead code or a wrong type.
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: 'only-allowed-literals' },
      ],
      // React Router loaders throw a redirect `Response` or `data(...)` to stop and answer with it.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      // `_` names a value kept on purpose: the `const _: never = x` of an exhaustive switch, a skipped argument.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Off: an `async` method without `await` is how a Promise-returning interface is implemented here, and
      // dropping `async` would turn its throws into synchronous exceptions.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read response bodies as `any` (and build loose fakes) and fail on the assertion when the shape is wrong;
    // they spy on methods (`expect(store.append).toHaveBeenCalled()`), which is not a call that loses `this`.
    files: TEST_FILES,
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // A test declares `let server: Server` filled in beforeAll and guards it in afterAll for when setup failed, and
      // flips flags from event handlers: narrowing sees neither, so the guards read as "unnecessary".
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Mock fetches stringify the input and body the app always sends as strings.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter's pattern, so `async ({}, testInfo)` must stay.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
