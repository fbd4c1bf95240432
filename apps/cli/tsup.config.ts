import { packageBuild } from "@crossfoot/tooling/tsup";

// The library entry builds as ESM and CJS; the bin is ESM only (Node runs it
// directly). tsup runs both builds at once, so neither cleans `dist/`: the
// build script empties it first, and no build can delete the other's output.
export default [
  packageBuild({ clean: false }),
  packageBuild({ entry: { bin: "src/bin.ts" }, format: ["esm"], dts: false, clean: false }),
];
