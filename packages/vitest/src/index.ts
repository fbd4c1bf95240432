export { crossfootMatchers } from "./matchers.js";
export type { CrossfootMatchers, MatcherContext, MatcherResult } from "./types.js";
