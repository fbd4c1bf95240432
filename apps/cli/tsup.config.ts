import { packageBuild } from "@crossfoot/tooling/tsup";

// The library entry builds as ESM and CJS; the bin and the eval worker are
// ESM only (Node runs them directly), split into chunks so each command is
// loaded only when it runs (start-up of `crossfoot check` stays small). tsup
// runs both builds at once, so neither cleans `dist/`: the build script
// empties it first, and no build can delete the other's output. `shims` gives
// the CJS build an `import.meta.url`, which finds the worker script.
export default [
  packageBuild({ clean: false, shims: true }),
  packageBuild({
    entry: { bin: "src/bin.ts", "eval-worker": "src/eval-worker.ts" },
    format: ["esm"],
    dts: false,
    clean: false,
    splitting: true,
  }),
];
