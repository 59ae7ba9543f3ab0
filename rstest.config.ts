import { defineConfig } from '@rstest/core';

/**
 * Unit tests that need a document run in happy-dom; the others in plain
 * Node, where nothing can lean on a DOM by accident.
 */
const DOM_TESTS = [
  'tests/unit/rspress-contract/head-behaviour.test.ts',
  'tests/unit/rspress-contract/head-served.test.ts',
];

export default defineConfig({
  projects: [
    {
      name: 'unit',
      // The bench's own helpers are tested beside them.
      include: ['tests/unit/**/*.test.ts', 'bench/**/*.test.ts'],
      exclude: DOM_TESTS,
    },
    {
      name: 'dom',
      include: DOM_TESTS,
      testEnvironment: {
        name: 'happy-dom',
        // The head's scripts and stylesheets are tags to compare, not files to fetch.
        options: {
          settings: {
            disableJavaScriptFileLoading: true,
            disableCSSFileLoading: true,
            handleDisabledFileLoadingAsSuccess: true,
          },
        },
      },
    },
  ],
});
