import type { Claim, Issue } from "./claim.js";

/** What rendering needs of a report. */
export interface RenderableReport {
  readonly passed: boolean;
  readonly score: number;
  readonly claims: readonly Claim[];
  readonly issues: readonly Issue[];
}

/** One claim as `[status] text - evidence`, the Python crossfoot's `eval -v` line. */
export function renderClaimLine(claim: Claim): string {
  return `[${claim.status}] ${claim.text} - ${claim.evidence}`;
}

/**
 * The plain-text summary of a report.
 *
 * @example
 * // PASSED · 2 claims · 0 failed · score 1.00
 * // [derived] 12% - % change revenue_2023 (2,870,000,000) -> revenue_2024 (3,214,000,000)
 * // [supported_rounded] $3.2bn - [R1] revenue_2024 = 3,214,000,000
 */
export function renderSummary(report: RenderableReport): string {
  const failed = report.claims.filter((c) => !c.passed).length;
  const head = `${report.passed ? "PASSED" : "FAILED"} · ${report.claims.length} claim${
    report.claims.length === 1 ? "" : "s"
  } · ${failed} failed · score ${report.score.toFixed(2)}`;
  const lines = [head, ...report.claims.map(renderClaimLine)];
  for (const issue of report.issues) lines.push(`issue: ${issue.message}`);
  return lines.join("\n");
}

/** Format a number the way the evidence strings do: grouped digits, no float noise. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // An integer of up to 12 digits is its own 12-digit rounding: skip
  // toPrecision, the slow step, for the commonest values of all.
  const plain =
    Number.isInteger(value) && Math.abs(value) < 1e12 ? String(value) : twelveDigits(value);
  // Exponent forms (very large or very small) are rare: let Intl spell them out.
  if (plain.includes("e")) {
    return Number(value.toPrecision(12)).toLocaleString("en-US", { maximumFractionDigits: 20 });
  }
  const negative = plain.charCodeAt(0) === 45; // "-"
  const digits = negative ? plain.slice(1) : plain;
  const dot = digits.indexOf(".");
  const int = dot < 0 ? digits : digits.slice(0, dot);
  const frac = dot < 0 ? undefined : digits.slice(dot + 1);
  // Group the integer digits by threes, without a regular expression.
  let grouped = "";
  for (let k = 0; k < int.length; k++) {
    if (k > 0 && (int.length - k) % 3 === 0) grouped += ",";
    grouped += int[k];
  }
  return `${negative ? "-" : ""}${grouped}${frac === undefined ? "" : `.${frac}`}`;
}

/**
 * `String(Number(value.toPrecision(12)))`, without toPrecision when it would
 * change nothing: a value whose shortest decimal has at most 12 significant
 * digits is its own 12-digit rounding (the double lies far closer to that
 * decimal than half a step of the 12-digit grid). Most source values and
 * stated figures are such values ("42.1", "0.153"); float noise ("2.3000000000000043") is not.
 */
function twelveDigits(value: number): string {
  const shortest = String(value);
  let significant = 0;
  let leading = true;
  for (let i = 0; i < shortest.length; i++) {
    const c = shortest.charCodeAt(i);
    if (c === 101) return String(Number(value.toPrecision(12))); // "e": let the slow path decide
    if (c < 48 || c > 57) continue; // "-" and "."
    if (leading && c === 48) continue;
    leading = false;
    significant++;
  }
  return significant <= 12 ? shortest : String(Number(value.toPrecision(12)));
}
