import { readFileSync } from "node:fs";
import { packageBuild } from "@crossfoot/tooling/tsup";

// The server reports this package's version; it is fixed at build time so
// neither build has to find package.json at run time.
const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
const define = { __CROSSFOOT_MCP_VERSION__: JSON.stringify(version) };

// The library entry builds as ESM and CJS; the bin is ESM only (Node runs it
// directly). tsup runs both builds at once, so neither cleans `dist/`: the
// build script empties it first, and no build can delete the other's output.
export default [
  packageBuild({ clean: false, define }),
  packageBuild({ entry: { bin: "src/bin.ts" }, format: ["esm"], dts: false, clean: false, define }),
];
