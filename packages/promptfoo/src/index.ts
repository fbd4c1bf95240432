import { crossfootAssertion } from "./assertion.js";

export { crossfootAssertion } from "./assertion.js";
export type {
  AssertionContext,
  CrossfootAssertionConfig,
  GradingResult,
} from "./types.js";

/**
 * The assertion as the default export, for `value: file://…/dist/index.js`.
 *
 * promptfoo's module loader unwraps a module's default export before it
 * looks up a `:functionName` (and `package:` looks names up on it too), so
 * the named export is also reachable as a property of the default.
 */
const assertion: typeof crossfootAssertion & { crossfootAssertion: typeof crossfootAssertion } =
  Object.assign(
    (output: unknown, context?: Parameters<typeof crossfootAssertion>[1]) =>
      crossfootAssertion(output, context),
    { crossfootAssertion },
  );

export default assertion;
