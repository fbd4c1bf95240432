import { Checker, type CheckOptions, type Report } from "crossfoot";
import { splitOptions } from "./options.js";
import { groundingScore, reasonText } from "./report.js";
import { readTestCase } from "./test-case.js";

/** Constructor options: DeepEval's metric options plus crossfoot's checker options. */
export interface NumericGroundingMetricOptions extends CheckOptions {
  /** The lowest passing score, from 0 to 1 (default 1: every figure grounded). */
  readonly threshold?: number;
  /**
   * DeepEval's strict mode: the score is 1 or 0 and the threshold is 1.
   * (Rounding is a separate checker option: `allowRounding: false`.)
   */
  readonly strictMode?: boolean;
  /** Set `reason` after each measurement (default true). */
  readonly includeReason?: boolean;
  /** Keep the full report summary in `verboseLogs` (default false). */
  readonly verboseMode?: boolean;
}

/**
 * A deterministic DeepEval-style metric: every number in `actualOutput` must
 * be grounded in the test case's `retrievalContext` (else `context`), as
 * crossfoot decides. Shaped like DeepEval's `BaseMetric`.
 *
 * The score is grounded figures over figures plus issues (a citation of a
 * missing source counts as a failed item); `success` needs the score to
 * reach the threshold and no such issue.
 *
 * @example
 * const metric = new NumericGroundingMetric({ requireCitations: true });
 * metric.measure({ input: q, actualOutput: answer, retrievalContext: chunks });
 * metric.isSuccessful(); // false when a figure is not grounded
 * metric.reason;         // each failing figure and why
 */
export class NumericGroundingMetric {
  readonly threshold: number;
  readonly strictMode: boolean;
  readonly includeReason: boolean;
  readonly verboseMode: boolean;
  /** Always false: the metric is synchronous; `aMeasure` exists for DeepEval's async runners. */
  readonly asyncMode = false;
  /** No model grades this metric. */
  readonly evaluationModel = "crossfoot (deterministic, no model)";
  /** No model calls, so no cost. */
  readonly evaluationCost = 0;
  score: number | undefined = undefined;
  success: boolean | undefined = undefined;
  reason: string | undefined = undefined;
  error: string | undefined = undefined;
  verboseLogs: string | undefined = undefined;
  /** The crossfoot report of the last measurement. */
  report: Report | undefined = undefined;
  private readonly checkOptions: CheckOptions;

  constructor(options: NumericGroundingMetricOptions = {}) {
    this.checkOptions = splitOptions("NumericGroundingMetric", options, [
      "threshold",
      "strictMode",
      "includeReason",
      "verboseMode",
    ]);
    const threshold = options.threshold ?? 1;
    if (typeof threshold !== "number" || !(threshold >= 0 && threshold <= 1)) {
      throw new RangeError(
        `NumericGroundingMetric: threshold must be a number from 0 to 1, got ${String(threshold)}`,
      );
    }
    this.strictMode = options.strictMode ?? false;
    this.threshold = this.strictMode ? 1 : threshold;
    this.includeReason = options.includeReason ?? true;
    this.verboseMode = options.verboseMode ?? false;
  }

  /** The metric's name, as DeepEval's `__name__`. */
  get name(): string {
    return "Numeric Grounding";
  }

  /**
   * Checks the test case and sets `score`, `success`, `reason` and `report`;
   * returns the score. A test case that cannot be checked (no answer, no
   * sources, sources of the wrong type) sets `error` and throws.
   */
  measure(testCase: unknown): number {
    this.score =
      this.success =
      this.reason =
      this.error =
      this.verboseLogs =
      this.report =
        undefined;
    try {
      const { answer, sources, sourcesField } = readTestCase(testCase);
      const checker = new Checker(sources, this.checkOptions);
      const report = checker.check(answer);
      let score = groundingScore(report);
      if (this.strictMode) score = score === 1 ? 1 : 0;
      this.report = report;
      this.score = score;
      this.success = score >= this.threshold && report.issues.length === 0;
      if (this.includeReason)
        this.reason = `${reasonText(report)}\nChecked against ${sourcesField}.`;
      if (this.verboseMode) {
        const warnings = checker.sources.diagnostics.map(
          (d) => `warning: source ${d.recordId}${d.path ? ` ${d.path}` : ""}: ${d.message}`,
        );
        this.verboseLogs = [report.summary(), ...warnings].join("\n");
      }
      return score;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      this.success = false;
      throw error;
    }
  }

  /** `measure` for DeepEval's async runners; the check itself is synchronous. */
  async aMeasure(testCase: unknown): Promise<number> {
    return this.measure(testCase);
  }

  /** True when the last measurement succeeded; false before any or after an error. */
  isSuccessful(): boolean {
    return this.error === undefined && this.success === true;
  }
}
