import type { Report } from "crossfoot";

/**
 * The default caveat appended to a failing answer with `onFail: "caveat"`:
 * which figures could not be verified and why, in words a reader follows.
 *
 * @example
 * // "\n\nNote: 2 of 3 figures in this answer could not be verified against its
 * //  sources: 21% (unsupported), 1,850 (wrong record)."
 */
export function defaultCaveat(report: Report): string {
  const failures = report.failures;
  const parts: string[] = [];
  if (failures.length > 0) {
    const figures = failures.map((c) => `${c.text} (${c.status.replaceAll("_", " ")})`).join(", ");
    parts.push(
      `${failures.length} of ${report.claims.length} figure${report.claims.length === 1 ? "" : "s"} in this answer could not be verified against its sources: ${figures}.`,
    );
  }
  if (report.issues.length > 0) {
    parts.push(
      `It cites sources that were not provided: ${report.issues.map((i) => i.message).join("; ")}.`,
    );
  }
  return `\n\nNote: ${parts.join(" ")}`;
}
