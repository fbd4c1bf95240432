import { defineConfig } from "vitest/config";

/**
 * Per-package vitest config. Each package runs its own `vitest run` through
 * turbo (there is deliberately no root vitest config: vitest would find it
 * from inside the packages). Every run also writes `test-results.json`,
 * which `tooling/scripts/test-all.mjs` adds up into the closing tally.
 */
export function packageTests() {
  return defineConfig({
    test: {
      include: ["test/**/*.test.ts"],
      reporters: ["default", ["json", { outputFile: "test-results.json" }]],
      testTimeout: 30_000,
    },
  });
}
