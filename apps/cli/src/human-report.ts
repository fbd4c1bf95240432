import { type Report, renderSummaryHead } from "crossfoot";
import type { Colors } from "./color.js";

/**
 * The report of `crossfoot check`: the head line every crossfoot report
 * starts with (the outcome in colour), then one aligned line a claim (✓ or
 * ✗, the figure, its status, the evidence), then the issues.
 *
 * @example
 * // FAILED · 2 claims · 1 failed · score 0.50
 * //   ✓ 12%     derived      % change revenue_2023 (2,870,000,000) -> …
 * //   ✗ $3.6bn  unsupported  no source value or derivation matches at the stated precision
 */
export function renderHumanReport(report: Report, c: Colors): string {
  const head = renderSummaryHead(report, (outcome) =>
    c.bold(report.passed ? c.green(outcome) : c.red(outcome)),
  );
  const textWidth = Math.max(0, ...report.claims.map((claim) => claim.text.length));
  const statusWidth = Math.max(0, ...report.claims.map((claim) => claim.status.length));
  const lines = [head];
  for (const claim of report.claims) {
    const paint = claim.passed ? c.green : c.red;
    lines.push(
      `  ${paint(claim.passed ? "✓" : "✗")} ${claim.text.padEnd(textWidth)}  ${paint(
        claim.status.padEnd(statusWidth),
      )}  ${claim.evidence}`,
    );
  }
  for (const issue of report.issues) lines.push(`  ${c.red("!")} ${issue.message}`);
  return lines.join("\n");
}
