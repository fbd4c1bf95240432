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
    this.spool.write(`${this.count++ === 0 ? "\n" : ",\n"}    ${caseJson(o)}`);
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

/**
 * One case as `JSON.stringify(value, null, 2)` prints it, every line after
 * the first indented four spaces more (its place in the `cases` array), with
 * `value` `{ id, line, got, error }` for an error case and `{ id, expect, got,
 * claims: [{ text, status, evidence }] }` otherwise. Written out rather than
 * printed and re-indented: that printed every case twice over (once with the
 * indentation, once replacing each line break) and made an object per claim.
 */
export function caseJson(o: CaseOutcome): string {
  let s = "{";
  let first = true;
  // A key whose value is undefined is left out, as JSON.stringify leaves it out.
  const field = (key: string, value: unknown) => {
    if (value === undefined) return;
    s += `${first ? "" : ","}\n      "${key}": ${JSON.stringify(value)}`;
    first = false;
  };
  field("id", o.id);
  if (o.got === "error") {
    field("line", o.line);
    field("got", o.got);
    field("error", o.error);
    return `${s}\n    }`;
  }
  field("expect", o.expect);
  field("got", o.got);
  s += `${first ? "" : ","}\n      "claims": [`;
  for (let k = 0; k < o.claims.length; k++) {
    const c = o.claims[k] as CaseOutcome["claims"][number];
    s += `${k === 0 ? "" : ","}\n        {\n          "text": ${JSON.stringify(c.text)},\n          "status": ${JSON.stringify(c.status)},\n          "evidence": ${JSON.stringify(c.evidence)}\n        }`;
  }
  return `${s}${o.claims.length > 0 ? "\n      ]" : "]"}\n    }`;
}
