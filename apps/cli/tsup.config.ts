import { packageBuild } from "@crossfoot/tooling/tsup";

// The library entry builds as ESM and CJS; the bin is ESM only (Node runs it directly).
export default [
  packageBuild(),
  packageBuild({ entry: { bin: "src/bin.ts" }, format: ["esm"], dts: false, clean: false }),
];
