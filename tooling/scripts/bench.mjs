#!/usr/bin/env node
/**
 * Run a TypeScript benchmark on plain Node, so the code it times runs as
 * users run it.
 *
 *   node [node flags] tooling/scripts/bench.mjs benchmarks/speed/check.ts [args…]
 *   pnpm bench benchmarks/speed/check.ts [args…]
 *
 * Why not `tsx`: tsx compiles every module it loads, the packages' built
 * `dist/` files included, with esbuild's `keepNames`, which wraps each
 * function made at run time in a `__name(…)` call. In `check()`'s hot paths
 * (closures made per claim) that is several per cent of the time measured
 * (a CPU profile of the typical answer under tsx showed `__name` at 8.7% of
 * samples). Here esbuild bundles only the benchmark's own files (and any
 * package source it imports by path) into one module beside the entry, with
 * packages left as imports, so the built packages load untouched.
 *
 * Node flags given before the script (`--expose-gc`) are passed on.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { build } from "esbuild";

const [entry, ...args] = process.argv.slice(2);
if (!entry?.endsWith(".ts")) {
  console.error("usage: node tooling/scripts/bench.mjs BENCHMARK.ts [args…]");
  process.exit(2);
}
// Beside the entry, so `import.meta.url`-relative paths and package imports resolve as from the source.
const out = join(dirname(resolve(entry)), `.${basename(entry, ".ts")}.bench.mjs`);
try {
  await build({
    entryPoints: [entry],
    bundle: true,
    packages: "external",
    format: "esm",
    platform: "node",
    target: "node20",
    outfile: out,
    logLevel: "warning",
  });
  const run = spawnSync(process.execPath, [...process.execArgv, out, ...args], {
    stdio: "inherit",
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(out, { force: true });
}
