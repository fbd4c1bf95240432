import type { Claim, Diagnostic, Issue, Report } from "crossfoot";
import type { GradingResult } from "./types.js";

/** A claim as the CLI prints it: `[status] figure - evidence`. */
function claimLine(claim: Claim): string {
  return `[${claim.status}] ${claim.text} - ${claim.evidence}`;
}

function issueLine(issue: Issue): string {
  return `[${issue.type}] ${issue.message}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function diagnosticLine(d: Diagnostic): string {
  return `warning: source ${d.recordId}${d.path ? ` ${d.path}` : ""}: ${d.message}`;
}

/**
 * Turns a crossfoot report into the GradingResult promptfoo shows and scores.
 * Source diagnostics (a part of a source that could not be read) do not fail
 * the test on their own, as in the CLI, but are listed in the reason.
 */
export function toGradingResult(
  report: Report,
  diagnostics: readonly Diagnostic[] = [],
): GradingResult {
  const failures = report.failures;
  const head = report.passed
    ? `crossfoot: all ${plural(report.claims.length, "figure")} grounded (score ${report.score.toFixed(2)})`
    : `crossfoot: ${failures.length} of ${plural(report.claims.length, "figure")} not grounded${
        report.issues.length > 0 ? `, ${plural(report.issues.length, "issue")}` : ""
      } (score ${report.score.toFixed(2)})`;
  // The reason names what failed and why; passing claims stay in componentResults.
  const reason = [
    head,
    ...failures.map(claimLine),
    ...report.issues.map(issueLine),
    ...diagnostics.map(diagnosticLine),
  ].join("\n");
  const componentResults: GradingResult[] = [
    ...report.claims.map((c) => ({
      pass: c.passed,
      score: c.passed ? 1 : 0,
      reason: claimLine(c),
    })),
    ...report.issues.map((i) => ({ pass: false, score: 0, reason: issueLine(i) })),
  ];
  return {
    pass: report.passed,
    score: report.score,
    reason,
    componentResults,
    namedScores: { crossfoot: report.score, crossfoot_pass: report.passed ? 1 : 0 },
  };
}

/** The failing result for input the assertion cannot check: it fails closed, with the reason. */
export function inputFailure(message: string): GradingResult {
  return {
    pass: false,
    score: 0,
    reason: `crossfoot: ${message}`,
    namedScores: { crossfoot: 0, crossfoot_pass: 0 },
  };
}
