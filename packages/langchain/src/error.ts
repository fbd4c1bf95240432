import type { Report } from "crossfoot";

/**
 * Thrown by a `CrossfootCheck` built with `onFail: "throw"` when an answer's
 * figures do not all pass. Carries the report, so a fallback or a retry can
 * see which figures failed and why. The message is the report's summary with
 * the failing claims only, as every crossfoot report words it:
 *
 * ```text
 * FAILED · 3 claims · 1 failed · score 0.67
 * [wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]
 * ```
 */
export class CrossfootCheckError extends Error {
  /** The report of the failed check. */
  readonly report: Report;

  constructor(report: Report) {
    super(report.summary({ claims: "failing" }));
    this.name = "CrossfootCheckError";
    this.report = report;
  }
}
