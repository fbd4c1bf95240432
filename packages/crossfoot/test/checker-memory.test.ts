import { describe, expect, test } from "vitest";
import { Checker } from "../src/index.js";

// A Checker is meant to be kept and fed answer after answer (a service, or
// `crossfoot eval` sharing one sources file across its cases): the work it
// keeps must stay bounded however many different answers it reads.
describe("a long-lived Checker", () => {
  const rows = [["Line", "2022", "2023", "2024"]];
  const names = ["Revenue", "Cost of sales", "Gross profit", "Operating expenses", "Net income"];
  names.forEach((n, i) => {
    rows.push([n, String(1000 + i * 37), String(1100 + i * 41), String(1250 + i * 43)]);
  });

  test("keeps a bounded amount of work across thousands of different answers", () => {
    const checker = new Checker([{ id: "T", table: rows }]);
    const kept = () => {
      const cache = Reflect.get(checker, "cache") as {
        operands: Map<unknown, unknown>;
        bound: Map<unknown, Map<unknown, unknown>>;
        scopes: Map<unknown, unknown>;
      };
      let bound = 0;
      for (const byContext of cache.bound.values()) bound += byContext.size;
      return cache.operands.size + bound + cache.scopes.size;
    };
    const answer = (i: number) => {
      const a = names[i % names.length] as string;
      const b = names[(i * 3 + 1) % names.length] as string;
      // A word of its own in every answer: every sentence narrows the table anew.
      return `${a} rose ${(i % 97) + 1}.${i % 10}% in ${2022 + (i % 3)} while ${b} was ${1000 + (i % 500)} for unit w${i.toString(36)}x [T].`;
    };
    for (let i = 0; i < 1000; i++) checker.check(answer(i));
    const after1000 = kept();
    for (let i = 1000; i < 4000; i++) checker.check(answer(i));
    expect(kept()).toBeLessThanOrEqual(Math.max(after1000, 600));
    // And what it keeps still serves: the same answer gets the same report.
    expect(checker.check(answer(7)).claims).toEqual(
      new Checker([{ id: "T", table: rows }]).check(answer(7)).claims,
    );
  });
});
