import { packageBuild } from "@crossfoot/tooling/tsup";

// Two builds, run at once (so neither cleans `dist/`: the build script
// empties it first, and no build can delete the other's output):
//
// - the library entry, ESM and CJS, its dependencies left as imports; `shims`
//   gives the CJS build an `import.meta.url`, which finds the worker script;
// - the bin and the eval worker, ESM only (Node runs them directly), with
//   every dependency bundled in and split into chunks loaded when a command
//   runs. Start-up is what a per-answer pipeline step pays: one bundled file
//   loads in about three quarters of the time of the hundred-odd modules of
//   crossfoot, its packages and zod (benchmarks/results/eval-speed.md).
export default [
  packageBuild({ clean: false, shims: true }),
  packageBuild({
    entry: { bin: "src/bin.ts", "eval-worker": "src/eval-worker.ts" },
    format: ["esm"],
    dts: false,
    clean: false,
    splitting: true,
    noExternal: [/./],
  }),
];
