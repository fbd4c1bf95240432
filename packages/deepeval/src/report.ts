import type { Diagnostic, Report } from "crossfoot";

/**
 * The score the metric and the scorers report: grounded figures over
 * figures plus issues. An answer that cites a missing source fails even when
 * its figures pass, so each issue counts as one more failed item; without
 * issues this is `report.score`.
 */
export function groundingScore(report: Report): number {
  const grounded = report.claims.length - report.failures.length;
  const items = report.claims.length + report.issues.length;
  return items === 0 ? 1 : grounded / items;
}

/**
 * The reason the metric and the scorers give: the head line every crossfoot
 * report starts with, then one line per failing figure and issue.
 *
 * @example
 * // FAILED · 3 claims · 1 failed · score 0.67
 * // [wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]
 */
export function reasonText(report: Report): string {
  return report.summary({ claims: "failing" });
}

/**
 * What the scorers attach as metadata: plain JSON, so runners can store it.
 * (A type alias, not an interface, so it fits autoevals' `Record<string, unknown>`.)
 */
export type GroundingMetadata = {
  /** The report passed: every figure grounded, no citation of a missing source. */
  readonly passed: boolean;
  /** Grounded figures / figures (1 with no figures), before issues count. */
  readonly reportScore: number;
  readonly reason: string;
  /** Every figure with its status and evidence. */
  readonly claims: readonly {
    readonly text: string;
    readonly status: string;
    readonly evidence: string;
  }[];
  readonly issues: readonly string[];
  /** Parts of the sources that could not be read. */
  readonly warnings: readonly string[];
};

export function groundingMetadata(
  report: Report,
  diagnostics: readonly Diagnostic[],
): GroundingMetadata {
  return {
    passed: report.passed,
    reportScore: report.score,
    reason: reasonText(report),
    claims: report.claims.map((c) => ({ text: c.text, status: c.status, evidence: c.evidence })),
    issues: report.issues.map((i) => i.message),
    warnings: diagnostics.map(
      (d) => `source ${d.recordId}${d.path ? ` ${d.path}` : ""}: ${d.message}`,
    ),
  };
}
