import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ and what each may import (docs/architecture.md). An import is checked by the
 * file it resolves to, static or dynamic (`import()`), type-only imports included.
 */
export const LAYER_ZONES = [
  {
    target: 'src/core',
    from: ['src/widgets', 'src/server', 'src/host-demo'],
    message: 'The core imports only the core and packages (docs/architecture.md).',
  },
  {
    target: 'src/widgets',
    from: ['src/server', 'src/host-demo'],
    message: 'The widgets import the core, the widgets and packages, never the server (docs/architecture.md).',
  },
  {
    target: 'src/server',
    from: ['src/widgets', 'src/host-demo'],
    message: 'The server imports the core, the server and packages, never the widgets (docs/architecture.md).',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly',
        localStorage: 'readonly', sessionStorage: 'readonly', fetch: 'readonly', URL: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        HTMLElement: 'readonly', customElements: 'readonly', CustomEvent: 'readonly', AbortController: 'readonly',
        CSSStyleSheet: 'readonly', Response: 'readonly', Headers: 'readonly', URLSearchParams: 'readonly',
        history: 'readonly', location: 'readonly', navigator: 'readonly', Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    // Layers point one way: nothing imports a layer above it (docs/architecture.md)…
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      // and modules never import each other in a circle (the report kinds, the database and its drivers)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The core is framework-free: no React anywhere below src/core.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react-*', '@preact/signals-react*', '@r2wc/*'] }],
    },
  },
);
