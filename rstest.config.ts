import { defineConfig } from '@rstest/core';

export default defineConfig({
  // The bench's own helpers are tested beside them.
  include: ['tests/unit/**/*.test.ts', 'bench/**/*.test.ts'],
});
