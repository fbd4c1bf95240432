import { packageBuild } from "@crossfoot/tooling/tsup";

// Four builds, run at once (so none cleans `dist/`: the build script empties
// it first, and no build can delete another's output):
//
// - the library entry, ESM and CJS, its dependencies left as imports; `shims`
//   gives the CJS build an `import.meta.url`, which finds the worker script;
// - `bin.js`, the command's entry: a few lines that run `cli.cjs` through a
//   V8 code cache (src/compile-cache.ts);
// - `cli.cjs`, the whole CLI with every dependency bundled into one minified
//   CommonJS file. Start-up is what a per-answer pipeline step pays: one file
//   loads faster than the hundred-odd modules of crossfoot, its packages and
//   zod, and a CommonJS file can use a code cache on Node 20
//   (benchmarks/results/eval-speed.md);
// - `eval-worker.js`, the worker thread of `eval --workers N`, bundled too.
export default [
  packageBuild({ clean: false, shims: true }),
  packageBuild({ entry: { bin: "src/bin.ts" }, format: ["esm"], dts: false, clean: false }),
  packageBuild({
    entry: { cli: "src/cli-main.ts" },
    format: ["cjs"],
    dts: false,
    clean: false,
    shims: true,
    noExternal: [/./],
    minify: true,
  }),
  packageBuild({
    entry: { "eval-worker": "src/eval-worker.ts" },
    format: ["esm"],
    dts: false,
    clean: false,
    noExternal: [/./],
    minify: true,
  }),
];
