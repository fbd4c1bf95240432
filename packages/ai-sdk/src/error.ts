import type { Report } from "crossfoot";

/**
 * Thrown (or, in a stream, raised at its end) by the middleware with
 * `onFail: "throw"` when a figure of the answer is not grounded in its
 * sources. Carries the report. The message is the report's summary with the
 * failing claims only, as every crossfoot report words it:
 *
 * ```text
 * FAILED · 3 claims · 1 failed · score 0.67
 * [wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]
 * ```
 */
export class CrossfootGroundingError extends Error {
  /** The report of the failed check. */
  readonly report: Report;

  constructor(report: Report) {
    super(report.summary({ claims: "failing" }));
    this.name = "CrossfootGroundingError";
    this.report = report;
  }
}
