import { describe, expect, test } from "vitest";
import type { CaseOutcome } from "../src/eval-runner.js";
import { caseJson } from "../src/json-output.js";

/** What `eval --json` printed for a case before caseJson wrote it out. */
function printed(o: CaseOutcome): string {
  const value =
    o.got === "error"
      ? { id: o.id, line: o.line, got: o.got, error: o.error }
      : {
          id: o.id,
          expect: o.expect,
          got: o.got,
          claims: o.claims.map((c) => ({ text: c.text, status: c.status, evidence: c.evidence })),
        };
  return JSON.stringify(value, null, 2).replace(/\n/g, "\n    ");
}

const claim = (text: string, status: string, evidence: string) => ({
  text,
  status,
  evidence,
  passed: status.startsWith("supported"),
  start: 0,
  end: text.length,
});

describe("caseJson", () => {
  const outcomes: CaseOutcome[] = [
    { id: "c1", line: 1, expect: "pass", got: "pass", claims: [], ms: 1 },
    {
      id: 'q"1\\',
      line: 2,
      expect: "fail",
      got: "pass",
      claims: [
        claim("$2.3 million", "supported_exact", "[R1] revenue_2024 = 2,300,000"),
        claim("15.0%", "derived", "(2,300,000 − 2,000,000) / 2,000,000 × 100 = 15%\n\t\u2028"),
      ],
      ms: 0.5,
    },
    { id: "line-3", line: 3, got: "error", claims: [], error: "x.jsonl:3:1: invalid JSON", ms: 0 },
    { id: "line-4", line: 4, expect: "pass", got: "error", claims: [], ms: 0 },
    { id: "c5", line: 5, got: "fail", claims: [claim("", "", "")], ms: 0 },
  ];
  test("prints each case as JSON.stringify(value, null, 2) re-indented did", () => {
    for (const o of outcomes) expect(caseJson(o)).toBe(printed(o));
  });
});
