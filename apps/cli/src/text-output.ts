import type { Colors } from "./color.js";
import type { CaseOutcome } from "./eval-runner.js";
import {
  asExpected,
  caseSummary,
  type EvalOutput,
  type EvalSummary,
  totalsLine,
} from "./eval-summary.js";
import { printable } from "./printable.js";

/**
 * The plain `eval` report, written as the cases arrive: for every case not
 * as expected (every case with `-v`), `ok|FAIL <id> <outcome> · N claims ·
 * F failed · score S · as expected|expected <outcome>` and the case's claims
 * and issues; `ERROR <id> <what is wrong>` for a line that is not a valid
 * case; then the totals line.
 *
 * @example
 * // FAIL mislabelled FAILED · 1 claim · 1 failed · score 0.00 · expected PASSED
 * // [unsupported] $3.6bn - no source value or derivation matches at the stated precision
 * // FAILED · 1/2 cases as expected · accuracy 50.00% · threshold 100.00%
 */
export class TextOutput implements EvalOutput {
  constructor(
    private readonly write: (text: string) => void,
    private readonly verbose: boolean,
    private readonly c: Colors,
  ) {}

  case(o: CaseOutcome): void {
    const { c } = this;
    if (o.got === "error") {
      this.write(`${c.red(c.bold("ERROR"))} ${printable(o.id)} ${printable(o.error ?? "")}\n`);
      return;
    }
    const ok = asExpected(o);
    if (ok && !this.verbose) return;
    let text = `${ok ? c.green("ok") : c.red(c.bold("FAIL"))} ${printable(o.id)} ${caseSummary(o)}\n`;
    for (const claim of o.claims) {
      const status = claim.passed ? c.green(claim.status) : c.red(claim.status);
      text += `[${status}] ${printable(claim.text)} - ${printable(claim.evidence)}\n`;
    }
    for (const issue of o.issues ?? []) text += `issue: ${printable(issue)}\n`;
    this.write(text);
  }

  finish(s: EvalSummary): void {
    const { c } = this;
    const line = totalsLine(s, (outcome) => c.bold(s.passed ? c.green(outcome) : c.red(outcome)));
    this.write(`${line}\n`);
  }

  dispose(): void {}
}
