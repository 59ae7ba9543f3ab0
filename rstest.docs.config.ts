import { defineConfig } from '@rstest/core';

/**
 * Documentation checks: real builds backing page claims, config examples
 * type-checked, CLI and option coverage. Separate from the unit tests
 * because builds take seconds each.
 */
export default defineConfig({
  include: ['tests/docs/**/*.test.ts'],
  testTimeout: 240_000,
  // Setup hooks run the CLI or build fixtures too; a busy machine needs more than the 10 s default.
  hookTimeout: 240_000,
  maxConcurrency: 4,
});
