import type { Colors } from "./color.js";
import type { CaseOutcome } from "./eval-runner.js";
import { asExpected, type EvalOutput, type EvalSummary, percent } from "./eval-summary.js";

/**
 * The Python crossfoot's `eval` lines: `ok|FAIL <id> expected=… got=…` and the
 * case's claims for every case not as expected (every case with `-v`),
 * `ERROR <id> <what is wrong>` for a line that is not a valid case, then one
 * summary line. Written as the cases arrive.
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
      this.write(`${c.red(c.bold("ERROR"))} ${o.id} ${o.error}\n`);
      return;
    }
    const ok = asExpected(o);
    if (ok && !this.verbose) return;
    let text = `${ok ? c.green("ok") : c.red(c.bold("FAIL"))} ${o.id} expected=${o.expect} got=${o.got}\n`;
    for (const claim of o.claims) {
      const status = claim.passed ? c.green(claim.status) : c.red(claim.status);
      text += `[${status}] ${claim.text} - ${claim.evidence}\n`;
    }
    this.write(text);
  }

  finish(s: EvalSummary): void {
    const errors = s.errors > 0 ? `, ${s.errors} error${s.errors === 1 ? "" : "s"}` : "";
    const line = `${s.correct}/${s.total} cases as expected${errors} (accuracy ${percent(s.accuracy)}, threshold ${percent(s.threshold)})`;
    this.write(`${s.passed ? line : this.c.red(line)}\n`);
  }

  dispose(): void {}
}
