import type { Report } from "crossfoot";

/**
 * Thrown (or, in a stream, raised at its end) by the middleware with
 * `onFail: "throw"` when a figure of the answer is not grounded in its
 * sources. Carries the report.
 */
export class CrossfootGroundingError extends Error {
  /** The report of the failed check. */
  readonly report: Report;

  constructor(report: Report) {
    const lines = [
      ...report.failures.map((c) => `[${c.status}] ${c.text} - ${c.evidence}`),
      ...report.issues.map((i) => `issue: ${i.message}`),
    ];
    super(`crossfoot: the answer's figures are not grounded in its sources\n${lines.join("\n")}`);
    this.name = "CrossfootGroundingError";
    this.report = report;
  }
}
