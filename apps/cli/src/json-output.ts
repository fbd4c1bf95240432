import type { CaseOutcome } from "./eval-runner.js";
import type { EvalOutput, EvalSummary } from "./eval-summary.js";
import { Spool } from "./spool.js";

/**
 * `eval --json`: one object `{ total, correct, errors, accuracy, cases }`,
 * formatted as `JSON.stringify(result, null, 2)` would. The cases are spooled
 * to a temporary file and the object written at the end, so the totals come
 * first and memory does not grow with the number of cases.
 */
export class JsonOutput implements EvalOutput {
  private readonly spool = new Spool();
  private count = 0;

  constructor(private readonly write: (text: string) => void) {}

  case(o: CaseOutcome): void {
    const value =
      o.got === "error"
        ? { id: o.id, line: o.line, got: o.got, error: o.error }
        : {
            id: o.id,
            expect: o.expect,
            got: o.got,
            claims: o.claims.map((c) => ({ text: c.text, status: c.status, evidence: c.evidence })),
          };
    const json = JSON.stringify(value, null, 2).replace(/\n/g, "\n    ");
    this.spool.write(`${this.count++ === 0 ? "\n" : ",\n"}    ${json}`);
  }

  finish(s: EvalSummary): void {
    this.write(
      `{\n  "total": ${s.total},\n  "correct": ${s.correct},\n  "errors": ${s.errors},\n  "accuracy": ${JSON.stringify(s.accuracy)},\n  "cases": [`,
    );
    this.spool.copyTo(this.write);
    this.write(this.count > 0 ? "\n  ]\n}\n" : "]\n}\n");
    this.dispose();
  }

  dispose(): void {
    this.spool.dispose();
  }
}
