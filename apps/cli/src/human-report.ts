import { type Report, renderSummaryHead } from "crossfoot";
import type { Colors } from "./color.js";
import { printable } from "./printable.js";

/** Figures longer than this are not padded to, so one cannot widen every line. */
const MAX_TEXT_WIDTH = 24;

/**
 * The report of `crossfoot check`: the head line every crossfoot report
 * starts with (the outcome in colour), then one aligned line a claim (✓ or
 * ✗, the figure, its status, the evidence), then the issues. Text from the input is shown with its control characters
 * escaped (see `printable`).
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
  // A loop, not Math.max(...spread): a spread of 200,000 claims overflows the
  // stack. One long figure widens its own line only, never every line.
  let textWidth = 0;
  let statusWidth = 0;
  for (const claim of report.claims) {
    const shown = printable(claim.text).length;
    if (shown <= MAX_TEXT_WIDTH) textWidth = Math.max(textWidth, shown);
    statusWidth = Math.max(statusWidth, claim.status.length);
  }
  const lines = [head];
  for (const claim of report.claims) {
    const paint = claim.passed ? c.green : c.red;
    lines.push(
      `  ${paint(claim.passed ? "✓" : "✗")} ${printable(claim.text).padEnd(textWidth)}  ${paint(
        claim.status.padEnd(statusWidth),
      )}  ${printable(claim.evidence)}`,
    );
  }
  for (const issue of report.issues) lines.push(`  ${c.red("!")} ${printable(issue.message)}`);
  return lines.join("\n");
}
