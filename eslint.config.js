import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // The core is framework-free: no React anywhere below src/core.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react-*', '@preact/signals-react*', '@r2wc/*'] }],
    },
  },
);
