import { Report } from "@crossfoot/verdict";
import { type CheckOptions } from "./base/options.js";
import { Checker } from "./checker.js";

/**
 * Check the numbers in an answer against its sources.
 *
 * Every figure must be a source value, a rounding of one at the precision the
 * answer states, or a derivation of source values whose direction words
 * agree. What cannot be proved fails.
 *
 * @param output The answer to check.
 * @param sources Strings, records `{ id, text, fields, rows }`, or an array of them.
 * @example
 * const report = check("Revenue grew 12% to $3.2bn [R1].", [
 *   { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
 * ]);
 * report.passed // true
 */
export function check(output: string, sources: unknown, options: CheckOptions = {}): Report {
  return new Checker(sources, options).check(output);
}
