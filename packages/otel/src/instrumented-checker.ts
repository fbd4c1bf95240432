import { Checker, type CheckOptions, type Report } from "crossfoot";
import { type TelemetryOptions, tracedCheck } from "./traced-check.js";

/**
 * A crossfoot `Checker` that reports every check to OpenTelemetry: one
 * `crossfoot.check` span with claim counts overall and per status, a
 * `crossfoot.claim.failed` event per failing claim, and the
 * `crossfoot.claims` (by status) and `crossfoot.checks` (by outcome)
 * counters. The sources are loaded and indexed once, when it is made.
 *
 * @example
 * const checker = new InstrumentedChecker(sources, { requireCitations: true });
 * const report = checker.check(answer); // and a span, events and counts
 */
export class InstrumentedChecker {
  /** The checker doing the work, with the loaded sources. */
  readonly checker: Checker;
  private readonly telemetry: TelemetryOptions;

  constructor(sources: unknown, options: CheckOptions = {}, telemetry: TelemetryOptions = {}) {
    this.checker = new Checker(sources, options);
    this.telemetry = telemetry;
  }

  /** Check one answer inside a `crossfoot.check` span. */
  check(answer: string): Report {
    return tracedCheck(answer, () => this.checker, this.telemetry);
  }
}

/**
 * Check one answer like crossfoot's `check()`, inside a `crossfoot.check`
 * span (which also covers loading the sources), with the same events and
 * counters as {@link InstrumentedChecker}.
 *
 * @example
 * const report = checkWithTelemetry("Revenue was $3.2bn [R1].", sources);
 */
export function checkWithTelemetry(
  answer: string,
  sources: unknown,
  options: CheckOptions = {},
  telemetry: TelemetryOptions = {},
): Report {
  return tracedCheck(answer, () => new Checker(sources, options), telemetry);
}
