import type { Claim, Diagnostic, Issue, Report } from "crossfoot";

/** A claim as the CLI prints it: `[status] figure - evidence`. */
export function claimLine(claim: Claim): string {
  return `[${claim.status}] ${claim.text} - ${claim.evidence}`;
}

function issueLine(issue: Issue): string {
  return `[${issue.type}] ${issue.message}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

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

/** A short verdict, then one line per failing figure and issue. */
export function reasonText(report: Report): string {
  if (report.passed) {
    return report.claims.length === 0
      ? "The answer states no figures to check."
      : report.claims.length === 1
        ? "The figure is grounded in the sources."
        : `All ${report.claims.length} figures are grounded in the sources.`;
  }
  const issues = report.issues.length > 0 ? `, ${plural(report.issues.length, "issue")}` : "";
  return [
    `${report.failures.length} of ${plural(report.claims.length, "figure")} not grounded${issues}:`,
    ...report.failures.map(claimLine),
    ...report.issues.map(issueLine),
  ].join("\n");
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
