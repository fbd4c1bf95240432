import { packageBuild } from "@crossfoot/tooling/tsup";

// The library entry builds as ESM and CJS (with shims, so the CJS build has
// `import.meta.url` to find package.json); the bin and the worker it runs
// checks in are ESM only (Node runs them directly). tsup runs both builds at once, so neither cleans `dist/`: the
// build script empties it first, and no build can delete the other's output.
export default [
  packageBuild({ clean: false, shims: true }),
  packageBuild({
    entry: { bin: "src/bin.ts", "check-worker": "src/check-worker.ts" },
    format: ["esm"],
    dts: false,
    clean: false,
  }),
];
