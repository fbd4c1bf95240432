import type { CrossfootMatchers } from "./types.js";

// Types `expect(x).toBeGroundedIn(…)` and the asymmetric
// `expect.toBeGroundedIn(…)` in vitest once this file is in the program
// (importing `@crossfoot/vitest/setup` brings it in). Since vitest 3.2 the
// way to add to its `Assertion` is its `Matchers` interface, which both
// `Assertion<T>` and `expect` itself extend: declaring `Assertion` here does
// not reach the `Assertion` that `expect()` returns in vitest 4.
declare module "vitest" {
  // `any` because vitest declares Matchers<T = any> and merged declarations must match.
  interface Matchers<T = any> extends CrossfootMatchers<T> {}
}
