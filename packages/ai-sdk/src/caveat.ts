import type { Report } from "crossfoot";

/**
 * The default caveat appended to a failing answer with `onFail: "caveat"`:
 * crossfoot's own {@link Report.caveat} sentence, after a blank line.
 *
 * @example
 * // "\n\nNote: 2 of the 3 figures in this answer could not be verified
 * //  against its sources (21% and 1,850)."
 */
export function defaultCaveat(report: Report): string {
  const note = report.caveat();
  return note === "" ? "" : `\n\n${note}`;
}
