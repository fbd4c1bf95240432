import { expect } from "vitest";
import { crossfootMatchers } from "./matchers.js";
import "./augment.js";

// The vitest setup entry: `setupFiles: ["@crossfoot/vitest/setup"]`, or
// `import "@crossfoot/vitest/setup"` in a setup file.
expect.extend(crossfootMatchers);
