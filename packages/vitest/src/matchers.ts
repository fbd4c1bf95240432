import { Checker, type CheckOptions } from "crossfoot";
import { failureMessage } from "./message.js";
import type { MatcherContext, MatcherResult } from "./types.js";

function describe(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/**
 * Checks the received answer. Input that cannot be checked (an answer that
 * is not text, bad sources or options) throws, so neither the matcher nor
 * its `.not` form can pass on it.
 */
function toBeGroundedIn(
  this: MatcherContext,
  received: unknown,
  sources: unknown,
  options?: CheckOptions,
): MatcherResult {
  if (typeof received !== "string") {
    throw new TypeError(
      `toBeGroundedIn: the received answer must be a string, got ${describe(received)}`,
    );
  }
  if (sources === undefined) {
    throw new TypeError("toBeGroundedIn: pass the sources the answer was written from");
  }
  let checker: Checker;
  if (sources instanceof Checker) {
    // A Checker carries its own options; two sets would be ambiguous.
    if (options !== undefined) {
      throw new TypeError(
        "toBeGroundedIn: options cannot be combined with a Checker (give them to new Checker())",
      );
    }
    checker = sources;
  } else {
    checker = new Checker(sources, options);
  }
  const report = checker.check(received);
  const isNot = this?.isNot === true;
  return { pass: report.passed, message: () => failureMessage(received, report, isNot) };
}

/**
 * The matcher object, for `expect.extend()` in vitest or jest.
 *
 * @example
 * import { crossfootMatchers } from "@crossfoot/vitest";
 * expect.extend(crossfootMatchers);
 * expect(answer).toBeGroundedIn(sources);
 */
export const crossfootMatchers = { toBeGroundedIn } as const;
