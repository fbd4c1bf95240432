import { defineConfig } from "tsup";

/**
 * The one build every published package uses: ESM and CJS side by side in
 * `dist/`, each with its own declaration file (`.d.ts` / `.d.cts`), so both
 * module systems resolve correct types (the packaging check proves it).
 * Plain JavaScript because tsup loads configs through Node, which cannot
 * import a TypeScript file from another workspace package.
 *
 * @param {import("tsup").Options} [overrides]
 */
export function packageBuild(overrides = {}) {
  return defineConfig({
    entry: ["src/index.ts"],
    format: ["esm", "cjs"],
    dts: true,
    clean: true,
    target: "node20",
    sourcemap: false,
    splitting: false,
    treeshake: true,
    ...overrides,
  });
}
