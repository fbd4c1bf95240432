import { packageBuild } from "@crossfoot/tooling/tsup";

// Two entries: the matchers, and the vitest setup file that registers them.
export default packageBuild({ entry: ["src/index.ts", "src/setup.ts"] });
