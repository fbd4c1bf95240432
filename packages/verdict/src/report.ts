import { renderCaveat } from "./caveat.js";
import type { Claim, Issue } from "./claim.js";
import type { Correction } from "./correction.js";
import { renderSummary, type SummaryOptions } from "./render.js";
import { STATUSES, type Status } from "./status.js";

/** The JSON form of a {@link Report}; validated by `ReportJsonSchema`. */
export interface ReportJson {
  readonly passed: boolean;
  readonly score: number;
  readonly counts: Readonly<Record<Status, number>>;
  readonly claims: readonly Claim[];
  readonly issues: readonly Issue[];
}

/** How a {@link Report} is made besides its claims and issues. */
export interface ReportOptions {
  /**
   * Proposes the corrections of the report's failing figures, called at
   * most once, on the first `report.corrections()`. The checker gives it
   * (it needs the sources); a report made without it proposes none.
   */
  readonly corrections?: (report: Report) => readonly Correction[];
}

/**
 * The verdict on one answer: every claim with its status and evidence, and
 * the issues found in the answer as a whole.
 *
 * @example
 * report.passed   // false when any claim fails or any issue exists
 * report.score    // passing claims / claims (1 when there are none)
 * console.log(report.summary())
 */
export class Report {
  readonly claims: readonly Claim[];
  readonly issues: readonly Issue[];
  /** Works out the corrections on first request; none for a report made without one. */
  readonly #propose: ((report: Report) => readonly Correction[]) | undefined;
  #corrections: readonly Correction[] | undefined;

  constructor(
    claims: readonly Claim[],
    issues: readonly Issue[] = [],
    options: ReportOptions = {},
  ) {
    this.claims = Object.freeze([...claims]);
    this.issues = Object.freeze([...issues]);
    this.#propose = options.corrections;
  }

  /**
   * The corrections proposed for the failing figures: one per figure for
   * which exactly one evidence-backed replacement makes it pass, checked
   * again with every correction applied. None for a report that passed, for
   * `ambiguous` figures, or for a report made without its sources (see
   * {@link ReportOptions.corrections}). Worked out on the first call and kept.
   *
   * @example
   * const fixed = applyCorrections(answer, report.corrections());
   */
  corrections(): readonly Correction[] {
    if (this.#corrections === undefined) {
      const found = this.#propose && this.failures.length > 0 ? this.#propose(this) : [];
      this.#corrections = Object.freeze([...found]);
    }
    return this.#corrections;
  }

  /** True when every claim passes and there is no issue. */
  get passed(): boolean {
    return this.issues.length === 0 && this.claims.every((c) => c.passed);
  }

  /** Share of claims that pass, from 0 to 1; 1 for an answer with no figures. */
  get score(): number {
    if (this.claims.length === 0) return 1;
    return this.claims.filter((c) => c.passed).length / this.claims.length;
  }

  /** The claims that fail. */
  get failures(): readonly Claim[] {
    return this.claims.filter((c) => !c.passed);
  }

  /** How many claims got each status. */
  get counts(): Record<Status, number> {
    const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
    for (const c of this.claims) counts[c.status]++;
    return counts;
  }

  /**
   * The sentence to append to an answer that did not pass, naming the
   * figures that could not be verified and the citations to missing
   * sources; the empty string when it passed.
   *
   * @example
   * answer += report.passed ? "" : `\n\n${report.caveat()}`;
   * // "Note: 1 of the 2 figures in this answer could not be verified against its sources ($3.6bn)."
   */
  caveat(): string {
    return renderCaveat(this.claims, this.issues);
  }

  /**
   * A plain-text summary: the head line, then one line per claim with its
   * evidence (only the failing ones with `{ claims: "failing" }`), then the issues.
   *
   * @example
   * report.summary({ claims: "failing" });
   * // FAILED · 2 claims · 1 failed · score 0.50
   * // [unsupported] $3.6bn - no source value or derivation matches at the stated precision
   */
  summary(options?: SummaryOptions): string {
    return renderSummary(this, options);
  }

  /** The JSON form (what `JSON.stringify(report)` writes). */
  toJSON(): ReportJson {
    return {
      passed: this.passed,
      score: this.score,
      counts: this.counts,
      claims: this.claims,
      issues: this.issues,
    };
  }
}
