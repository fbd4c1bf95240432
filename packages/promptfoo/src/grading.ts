import { type Diagnostic, type Report, renderClaimLine, renderIssueLine } from "crossfoot";
import type { GradingResult } from "./types.js";

function diagnosticLine(d: Diagnostic): string {
  return `warning: source ${d.recordId}${d.path ? ` ${d.path}` : ""}: ${d.message}`;
}

/**
 * Turns a crossfoot report into the GradingResult promptfoo shows and scores.
 * The reason is the report's summary with the failing claims only (every
 * claim stays in componentResults), as every crossfoot report words it:
 *
 * ```text
 * FAILED · 3 claims · 1 failed · score 0.67
 * [wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]
 * ```
 *
 * Source diagnostics (a part of a source that could not be read) do not fail
 * the test on their own, as in the CLI, but are listed in the reason.
 */
export function toGradingResult(
  report: Report,
  diagnostics: readonly Diagnostic[] = [],
): GradingResult {
  const reason = [report.summary({ claims: "failing" }), ...diagnostics.map(diagnosticLine)].join(
    "\n",
  );
  const componentResults: GradingResult[] = [
    ...report.claims.map((c) => ({
      pass: c.passed,
      score: c.passed ? 1 : 0,
      reason: renderClaimLine(c),
    })),
    ...report.issues.map((i) => ({ pass: false, score: 0, reason: renderIssueLine(i) })),
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
