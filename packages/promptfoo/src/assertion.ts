import { Checker, SourceError } from "crossfoot";
import { inputFailure, toGradingResult } from "./grading.js";
import { AssertionInputError, readOptions, readSources } from "./inputs.js";
import type { AssertionContext, GradingResult } from "./types.js";

const CONFIG_KEYS = new Set(["sourcesVar", "options"]);

/**
 * A promptfoo `javascript` assertion that checks every number in the output
 * against the test's sources with crossfoot.
 *
 * Sources come from `vars.sources` (or the variable `config.sourcesVar`
 * names); checker options from `config.options` and `vars.crossfoot_options`
 * (the latter wins, key by key; camelCase or snake_case). Input it cannot
 * use (no sources, malformed JSON, an unknown option) fails the assertion
 * with a reason instead of throwing.
 *
 * @example
 * # promptfooconfig.yaml
 * defaultTest:
 *   assert:
 *     - type: javascript
 *       value: file://node_modules/@crossfoot/promptfoo/dist/index.js
 */
export function crossfootAssertion(output: unknown, context: AssertionContext = {}): GradingResult {
  try {
    if (typeof output !== "string") {
      throw new AssertionInputError(
        `the output must be text to check its figures, got ${output === null ? "null" : typeof output}`,
      );
    }
    const config = context.config ?? {};
    const unknown = Object.keys(config).filter((k) => !CONFIG_KEYS.has(k));
    if (unknown.length > 0) {
      throw new AssertionInputError(
        `unknown assertion config key(s) ${unknown.map((k) => `"${k}"`).join(", ")} (allowed: sourcesVar, options)`,
      );
    }
    const sourcesVar = config.sourcesVar ?? "sources";
    if (typeof sourcesVar !== "string" || sourcesVar === "") {
      throw new AssertionInputError("config.sourcesVar must be the name of a test variable");
    }
    const vars = context.vars ?? {};
    const sources = readSources(vars, sourcesVar);
    const options = {
      ...readOptions(config.options, "config.options"),
      ...readOptions(vars.crossfoot_options, "vars.crossfoot_options"),
    };
    const checker = new Checker(sources, options);
    return toGradingResult(checker.check(output), checker.sources.diagnostics);
  } catch (error) {
    // Input the checker rejects (bad options, unreadable sources) fails the
    // test with its message; anything else is a bug and must surface.
    if (error instanceof AssertionInputError || error instanceof SourceError) {
      return inputFailure(error.message);
    }
    if (error instanceof TypeError && error.message.startsWith("crossfoot: ")) {
      return inputFailure(error.message.slice("crossfoot: ".length));
    }
    throw error;
  }
}
