import type { Report } from "crossfoot";

/**
 * Thrown by a `CrossfootCheck` built with `onFail: "throw"` when an answer's
 * figures do not all pass. Carries the report, so a fallback or a retry can
 * see which figures failed and why.
 */
export class CrossfootCheckError extends Error {
  /** The report of the failed check. */
  readonly report: Report;

  constructor(report: Report) {
    const failed = [
      ...report.failures.map((c) => `[${c.status}] ${c.text} - ${c.evidence}`),
      ...report.issues.map((i) => `issue: ${i.message}`),
    ];
    super(`crossfoot: the answer's figures are not grounded in its context\n${failed.join("\n")}`);
    this.name = "CrossfootCheckError";
    this.report = report;
  }
}
