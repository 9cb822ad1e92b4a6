import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureBoundaries(),
);

/**
 * A web feature is used from outside only through its own index.ts (docs/DECISIONS.md): static imports of another
 * feature's folders fail lint. The router's lazy import() of a page or panel module is the one way around it.
 */
function featureBoundaries() {
  const message = 'Import another feature through its index.ts, not its internals (see docs/DECISIONS.md).';
  const outside = { regex: String.raw`(^|/)features/[\w-]+/(?!index\.ts$)`, message };
  const rule = (regex) => ({
    'no-restricted-imports': ['error', { patterns: [outside, { regex, message }] }],
  });
  return [
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { patterns: [outside] }] },
    },
    { files: ['apps/web/src/features/*/*.{ts,tsx}'], rules: rule(String.raw`^\.\./[\w-]+/(?!index\.ts$)`) },
    {
      files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
      rules: {
        ...rule(String.raw`^\.\./\.\./[\w-]+/(?!index\.ts$)`),
        // A feature does not load another one lazily either (esquery regexes cannot hold '/', hence \x2F).
        'no-restricted-syntax': [
          'error',
          {
            selector: String.raw`ImportExpression > Literal[value=/^\.\.\x2F\.\.\x2F[\w-]+\x2F/]`,
            message: 'Features do not load each other; the router in apps/web/src/app puts them together.',
          },
        ],
      },
    },
  ];
}
