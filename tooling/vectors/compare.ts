import type { CheckCase, ClaimLike, ExpectedClaim, ReportLike } from "./types.js";

/** Absolute tolerance for `score`. */
const SCORE_TOLERANCE = 1e-9;
/** Relative tolerance for a claim's `value`. */
const VALUE_TOLERANCE = 1e-12;

/** The outcome of comparing one report with one case's expectation. */
export interface Comparison {
  /** True when every expected field matches. */
  readonly matches: boolean;
  /** One line per field that differs, e.g. `claims[1].status: expected "derived", got "unsupported"`. */
  readonly mismatches: readonly string[];
  /** A readable account: the output, the mismatches, and expected vs got for every claim. */
  readonly diff: string;
}

/**
 * Compare a report with a case's expectation, field by field: `passed`;
 * `score` (±1e-9) and the `issues` count when given; the claim list's length
 * and order; each claim's `text` and `status`; and `value` (relative ±1e-12),
 * `kind` and `evidence` (as a substring) when given.
 */
export function compareReport(c: CheckCase, report: ReportLike): Comparison {
  const expect = c.expect;
  const mismatches: string[] = [];
  if (report.passed !== expect.passed) {
    mismatches.push(`passed: expected ${expect.passed}, got ${report.passed}`);
  }
  if (expect.score !== undefined) {
    const want = Number(expect.score);
    if (!(Math.abs(report.score - want) <= SCORE_TOLERANCE)) {
      mismatches.push(`score: expected ${expect.score}, got ${report.score}`);
    }
  }
  if (expect.issues !== undefined && report.issues.length !== expect.issues) {
    mismatches.push(`issues: expected ${expect.issues}, got ${report.issues.length}`);
  }
  if (report.claims.length !== expect.claims.length) {
    mismatches.push(`claims: expected ${expect.claims.length}, got ${report.claims.length}`);
  }
  const count = Math.min(report.claims.length, expect.claims.length);
  for (let i = 0; i < count; i++) {
    const want = expect.claims[i];
    const got = report.claims[i];
    if (want === undefined || got === undefined) continue;
    mismatches.push(...compareClaim(i, want, got));
  }
  const matches = mismatches.length === 0;
  return { matches, mismatches, diff: matches ? "" : renderDiff(c, report, mismatches) };
}

function compareClaim(i: number, want: ExpectedClaim, got: ClaimLike): string[] {
  const out: string[] = [];
  const at = `claims[${i}]`;
  if (got.text !== want.text) {
    out.push(`${at}.text: expected ${JSON.stringify(want.text)}, got ${JSON.stringify(got.text)}`);
  }
  if (got.status !== want.status) {
    out.push(`${at}.status: expected ${want.status}, got ${got.status}`);
  }
  if (want.value !== undefined && !sameValue(Number(want.value), got.value)) {
    out.push(`${at}.value: expected ${want.value}, got ${got.value}`);
  }
  if (want.kind !== undefined && got.kind !== want.kind) {
    out.push(`${at}.kind: expected ${want.kind}, got ${got.kind}`);
  }
  if (want.evidence !== undefined && !String(got.evidence).includes(want.evidence)) {
    out.push(
      `${at}.evidence: expected to contain ${JSON.stringify(want.evidence)}, got ${JSON.stringify(got.evidence)}`,
    );
  }
  if (want.places !== undefined) {
    const places = placesOf(got.details);
    if (JSON.stringify(places) !== JSON.stringify(want.places))
      out.push(
        `${at}.places: expected ${JSON.stringify(want.places)}, got ${JSON.stringify(places)}`,
      );
  }
  return out;
}

interface RefLike {
  readonly recordId: string;
  readonly place?:
    | {
        readonly type: "cell";
        readonly table: number;
        readonly row: number;
        readonly column: number;
        readonly rowLabel?: string;
        readonly columnLabel?: string;
      }
    | { readonly type: "text"; readonly start: number; readonly end: number }
    | { readonly type: "field"; readonly field: string };
}

/**
 * A source reference's place as vectors write it: `R1 cell 0:2:1 (Revenue / 2024)`
 * (table, row, column, then the row and column labels), `S1 text 26-32`,
 * `R1 field revenue_2024`, or `R1 (no place)`.
 */
export function placeString(ref: RefLike): string {
  const p = ref.place;
  if (p === undefined) return `${ref.recordId} (no place)`;
  switch (p.type) {
    case "cell":
      return `${ref.recordId} cell ${p.table}:${p.row}:${p.column} (${p.rowLabel ?? ""} / ${p.columnLabel ?? ""})`;
    case "text":
      return `${ref.recordId} text ${p.start}-${p.end}`;
    case "field":
      return `${ref.recordId} field ${p.field}`;
  }
}

/** The places of the source values a claim's evidence names, in order. */
function placesOf(details: unknown): string[] {
  const d = details as {
    type?: string;
    source?: RefLike;
    operands?: readonly RefLike[];
    nearest?: readonly RefLike[];
  };
  if (d === undefined || d === null) return [];
  if (d.type === "match" || d.type === "elsewhere") return d.source ? [placeString(d.source)] : [];
  if (d.type === "derivation") return (d.operands ?? []).map(placeString);
  if (d.type === "none") return (d.nearest ?? []).map(placeString);
  return [];
}

/** Equal within a relative tolerance; zero must be exactly zero. */
function sameValue(want: number, got: number | undefined): boolean {
  if (want === got) return true;
  if (got === undefined || !Number.isFinite(want) || !Number.isFinite(got)) return false;
  return Math.abs(want - got) <= VALUE_TOLERANCE * Math.max(Math.abs(want), Math.abs(got));
}

function renderDiff(c: CheckCase, report: ReportLike, mismatches: readonly string[]): string {
  const lines: string[] = [];
  lines.push(`vector ${c.id}: ${c.description}`);
  lines.push(`output:  ${JSON.stringify(c.output)}`);
  if (c.options !== undefined) lines.push(`options: ${JSON.stringify(c.options)}`);
  lines.push("mismatches:");
  for (const m of mismatches) lines.push(`  - ${m}`);
  const e = c.expect;
  lines.push(
    `report:   expected passed=${e.passed}${e.score === undefined ? "" : ` score=${e.score}`}${
      e.issues === undefined ? "" : ` issues=${e.issues}`
    }`,
  );
  lines.push(
    `          got      passed=${report.passed} score=${report.score} issues=${report.issues.length}`,
  );
  for (const issue of report.issues) lines.push(`          issue: ${describeIssue(issue)}`);
  lines.push("claims (expected / got):");
  const count = Math.max(e.claims.length, report.claims.length);
  for (let i = 0; i < count; i++) {
    const want = e.claims[i];
    const got = report.claims[i];
    lines.push(`  #${i} expected: ${want === undefined ? "(none)" : renderExpected(want)}`);
    lines.push(`     got:      ${got === undefined ? "(none)" : renderGot(got)}`);
  }
  return lines.join("\n");
}

function renderExpected(claim: ExpectedClaim): string {
  const parts = [`[${claim.status}] ${claim.text}`];
  if (claim.value !== undefined) parts.push(`value=${claim.value}`);
  if (claim.kind !== undefined) parts.push(`kind=${claim.kind}`);
  if (claim.evidence !== undefined)
    parts.push(`evidence contains ${JSON.stringify(claim.evidence)}`);
  if (claim.places !== undefined) parts.push(`places ${JSON.stringify(claim.places)}`);
  return parts.join("  ");
}

function renderGot(claim: ClaimLike): string {
  return `[${claim.status}] ${claim.text}  value=${claim.value}  kind=${claim.kind}  - ${claim.evidence}`;
}

function describeIssue(issue: unknown): string {
  if (typeof issue === "string") return issue;
  if (issue !== null && typeof issue === "object" && "message" in issue) {
    return String((issue as { message: unknown }).message);
  }
  return JSON.stringify(issue);
}
