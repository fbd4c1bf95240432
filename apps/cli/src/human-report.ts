import type { Report } from "crossfoot";
import type { Colors } from "./color.js";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The report in figured's style: a header line, then one aligned line a
 * claim (✓ or ✗, the figure, its status, the evidence), then the issues.
 *
 * @example
 * // UNGROUNDED · 2 checked · 1 failed
 * //   ✓ 12%     derived      % change revenue_2023 (2,870,000,000) -> …
 * //   ✗ $3.6bn  unsupported  no source value or derivation matches at the stated precision
 */
export function renderHumanReport(report: Report, c: Colors): string {
  const failed = report.claims.filter((claim) => !claim.passed).length;
  const verdict = report.passed ? c.bold(c.green("GROUNDED")) : c.bold(c.red("UNGROUNDED"));
  let head = `${verdict} · ${report.claims.length} checked · ${failed} failed`;
  if (report.issues.length > 0) head += ` · ${plural(report.issues.length, "issue")}`;
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
