import type { Claim, Issue } from "./claim.js";

/** What rendering needs of a report. */
export interface RenderableReport {
  readonly passed: boolean;
  readonly score: number;
  readonly claims: readonly Claim[];
  readonly issues: readonly Issue[];
}

/**
 * What the head line of a summary reads of a report. A {@link Report} is
 * one; so is any record of the same counts (an eval case's outcome).
 */
export interface SummaryHeadInput {
  /** The answer's outcome: `PASSED` or `FAILED`. */
  readonly passed: boolean;
  /** Passing claims / claims, shown with two decimals. */
  readonly score: number;
  /** Every claim checked; those with `passed: false` are counted as failed. */
  readonly claims: readonly { readonly passed: boolean }[];
  /** Issues of the answer as a whole (a citation of a missing source), counted when there are any. */
  readonly issues: readonly unknown[];
}

/** The outcome word of a summary's head line. */
export type SummaryOutcome = "PASSED" | "FAILED";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The head line every crossfoot report starts with, in the CLI, the library
 * and every integration: the outcome, the claims checked, how many failed,
 * the score with two decimals, and the number of issues when there are any.
 *
 * @param paint styles the outcome word (the CLI colours it); the text is unchanged without it
 *
 * @example
 * renderSummaryHead(report); // "FAILED · 3 claims · 1 failed · score 0.67"
 * renderSummaryHead(reportWithAMissingSource); // "FAILED · 1 claim · 0 failed · score 1.00 · 1 issue"
 */
export function renderSummaryHead(
  report: SummaryHeadInput,
  paint?: (outcome: SummaryOutcome) => string,
): string {
  let failed = 0;
  for (const claim of report.claims) if (!claim.passed) failed++;
  const outcome: SummaryOutcome = report.passed ? "PASSED" : "FAILED";
  let head = `${paint ? paint(outcome) : outcome} · ${plural(report.claims.length, "claim")} · ${failed} failed · score ${report.score.toFixed(2)}`;
  if (report.issues.length > 0) head += ` · ${plural(report.issues.length, "issue")}`;
  return head;
}

/** One claim as `[status] text - evidence`, the line every report lists a claim with. */
export function renderClaimLine(claim: Claim): string {
  return `[${claim.status}] ${claim.text} - ${claim.evidence}`;
}

/** One issue as `issue: message`, the line every report lists an issue with. */
export function renderIssueLine(issue: Issue): string {
  return `issue: ${issue.message}`;
}

/** Which claims a summary lists under its head line. */
export interface SummaryOptions {
  /**
   * `all` (the default) lists every claim; `failing` only the claims that
   * failed, as the integrations' failure reasons do.
   */
  readonly claims?: "all" | "failing";
}

/**
 * The plain-text summary of a report: the head line
 * ({@link renderSummaryHead}), one line per claim ({@link renderClaimLine}),
 * then one line per issue ({@link renderIssueLine}).
 *
 * @example
 * // PASSED · 2 claims · 0 failed · score 1.00
 * // [derived] 12% - % change revenue_2023 (2,870,000,000) -> revenue_2024 (3,214,000,000)
 * // [supported_rounded] $3.2bn - [R1] revenue_2024 = 3,214,000,000
 *
 * @example
 * renderSummary(report, { claims: "failing" });
 * // FAILED · 3 claims · 1 failed · score 0.67
 * // [unsupported] $3.6bn - no source value or derivation matches at the stated precision
 */
export function renderSummary(report: RenderableReport, options: SummaryOptions = {}): string {
  const claims =
    options.claims === "failing" ? report.claims.filter((c) => !c.passed) : report.claims;
  const lines = [renderSummaryHead(report), ...claims.map(renderClaimLine)];
  for (const issue of report.issues) lines.push(renderIssueLine(issue));
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
