import { describe, expect, test } from "vitest";
import { Checker, check, loadSources, ReportJsonSchema } from "../src/index.js";

const R1 = { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } };
const shipments = "In FY2024 Acme shipped 12,400 units, up from 10,000 in FY2023.";

describe("check", () => {
  test("should pass the Python crossfoot's API example with a score of 1", () => {
    const report = check("Revenue grew 12% to $3.2bn [R1]. Shipments rose 24% [S2].", [
      R1,
      shipments,
    ]);
    expect(report.passed).toBe(true);
    expect(report.score).toBe(1);
    expect(report.claims.map((c) => [c.text, c.status])).toEqual([
      ["12%", "derived"],
      ["$3.2bn", "supported_rounded"],
      ["24%", "derived"],
    ]);
  });

  test("should give every claim offsets into the whole answer", () => {
    const output = "Intro sentence. Revenue was $3.2bn [R1].";
    const [claim] = check(output, [R1]).claims;
    expect(claim && output.slice(claim.start, claim.end)).toBe("$3.2bn");
    expect(claim?.sentence).toBe(1);
    expect(claim?.cited).toEqual(["R1"]);
  });

  test("should carry structured evidence a reviewer can follow", () => {
    const [growth, amount] = check("Revenue grew 12% to $3.2bn [R1].", [R1]).claims;
    expect(growth?.details).toMatchObject({
      type: "derivation",
      operation: "percent_change",
      direction: "increase",
      statedDirection: "increase",
      operands: [
        {
          recordId: "R1",
          label: "revenue_2023",
          value: 2_870_000_000,
          location: "field revenue_2023",
          period: "2023",
        },
        {
          recordId: "R1",
          label: "revenue_2024",
          value: 3_214_000_000,
          location: "field revenue_2024",
          period: "2024",
        },
      ],
    });
    expect(growth?.evidence).toContain(
      "% change revenue_2023 (2,870,000,000) -> revenue_2024 (3,214,000,000)",
    );
    expect(amount?.details).toMatchObject({
      type: "match",
      exact: false,
      source: { recordId: "R1" },
    });
    expect(amount?.evidence).toBe("[R1] revenue_2024 = 3,214,000,000");
  });

  test("should report unknown citations as issues that fail the report", () => {
    const report = check("Revenue was $3.2bn [R1, R9].", [R1]);
    expect(report.claims[0]?.status).toBe("supported_rounded");
    expect(report.issues).toHaveLength(1);
    expect(report.issues[0]?.message).toContain("[R9]");
    expect(report.passed).toBe(false);
  });

  test("should produce JSON that the report schema accepts", () => {
    const report = check("Revenue grew 12% to $3.6bn [R1]. Staff: 40 [R9].", [R1]);
    const json = JSON.parse(JSON.stringify(report));
    expect(() => ReportJsonSchema.parse(json)).not.toThrow();
  });

  test("should reject options of the wrong type or unknown options with a clear error", () => {
    expect(() => check("x", [R1], { requireCitations: "yes" as unknown as boolean })).toThrow(
      /requireCitations/,
    );
    expect(() => check("x", [R1], { requireCitaions: true } as never)).toThrow(
      /invalid option "requireCitaions": no such option \(known options: requireCitations, /,
    );
  });

  test("should reject sources that are no list, record, table or text", () => {
    for (const bad of [42, null, undefined, true]) {
      expect(() => check("x", bad)).toThrow(
        /sources must be a string, a record, a table or an array/,
      );
    }
  });

  test("should reject an answer that is not a string", () => {
    expect(() => check(42 as unknown as string, [R1])).toThrow(/must be a string/);
  });

  test("should never throw on hostile answer text", () => {
    const hostile = `${"9,".repeat(20_000)}${"(".repeat(5_000)}${" bn".repeat(5_000)}[R1`;
    expect(() => check(hostile, [R1])).not.toThrow();
  });

  // Past the number of arguments a spread may pass (about 120,000 here): a
  // sentence's claims were once pushed with push(...claims) and overflowed the stack.
  test("should check a sentence of 150,000 figures without overflowing the stack", () => {
    const report = check(`${"9, ".repeat(150_000)}[R1]`, [R1]);
    expect(report.claims).toHaveLength(150_000);
  }, 120_000);
});

describe("Checker", () => {
  test("should load the sources once and check many answers against them", () => {
    const checker = new Checker([R1, shipments], { requireCitations: true });
    expect(checker.sources.records.map((r) => r.id)).toEqual(["R1", "S2"]);
    expect(checker.check("Revenue was $3.2bn [R1].").passed).toBe(true);
    expect(checker.check("Revenue was $3.2bn.").claims[0]?.status).toBe("uncited");
    expect(checker.check("Shipments were 12,400 [2].").passed).toBe(true);
  });

  test("should accept an already loaded SourceSet", () => {
    const set = loadSources([R1]);
    expect(new Checker(set).sources).toBe(set);
  });
});

describe("unknown citations against many records", () => {
  test("should list at most five known ids, then how many more", () => {
    const records = Array.from({ length: 100_000 }, (_, i) => ({
      id: `R${i + 1}`,
      fields: { value: i },
    }));
    const report = check("Headcount was 1,850 [X9].", records);
    const messages = report.issues.map((i) => i.message);
    expect(messages).toEqual([
      "[X9] cites no source (known ids: R1, R2, R3, R4, R5 … and 99,995 more)",
    ]);
  });

  test("should list every known id when there are five or fewer", () => {
    const records = ["R1", "R2", "R3", "R4", "R5"].map((id) => ({ id, fields: { v: 1 } }));
    const [issue] = check("Headcount was 1,850 [X9].", records).issues;
    expect(issue?.message).toBe("[X9] cites no source (known ids: R1, R2, R3, R4, R5)");
  });
});
