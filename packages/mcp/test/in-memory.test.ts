import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCrossfootServer, TOOL_NAME, VERSION } from "../src/index.js";
import { BAD, GOOD, sources, textOf } from "./fixtures.js";

const client = new Client({ name: "crossfoot-test", version: "0.0.0" });

beforeAll(async () => {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await createCrossfootServer().connect(serverTransport);
  await client.connect(clientTransport);
});
afterAll(() => client.close());

/** A call of check_numbers with arguments the schema may reject. */
function call(args: Record<string, unknown>) {
  return client.callTool({ name: TOOL_NAME, arguments: args });
}

describe("the crossfoot MCP server over the SDK's in-memory transport", () => {
  it("introduces itself and lists check_numbers with input and output schemas", async () => {
    expect(client.getServerVersion()).toMatchObject({ name: "crossfoot", version: VERSION });
    expect(client.getInstructions()).toContain("check_numbers");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["check_numbers"]);
    const tool = tools[0];
    expect(tool?.description).toContain("before you give the answer");
    expect(tool?.inputSchema.required).toEqual(["answer", "sources"]);
    expect(Object.keys(tool?.inputSchema.properties ?? {})).toEqual([
      "answer",
      "sources",
      "options",
    ]);
    expect(tool?.outputSchema?.required).toEqual(
      expect.arrayContaining(["passed", "score", "counts", "claims", "issues", "diagnostics"]),
    );
    expect(tool?.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true });
  });

  it("passes a grounded answer: the summary as text, the report as structured content", async () => {
    const result = await call({ answer: GOOD, sources });
    expect(result.isError).toBeFalsy();
    expect(textOf(result).split("\n")[0]).toBe("PASSED · 3 claims · 0 failed · score 1.00");
    const report = result.structuredContent as {
      passed: boolean;
      score: number;
      claims: { text: string; status: string; evidence: string }[];
      diagnostics: unknown[];
    };
    expect(report.passed).toBe(true);
    expect(report.score).toBe(1);
    expect(report.claims.map((c) => [c.text, c.status])).toEqual([
      ["12%", "derived"],
      ["$3.2bn", "supported_rounded"],
      ["1,850", "supported_exact"],
    ]);
    expect(report.diagnostics).toEqual([]);
  });

  it("fails an ungrounded answer with each figure's reason, as a result rather than a tool error", async () => {
    const result = await call({ answer: BAD, sources });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text).toContain("FAILED · 3 claims · 2 failed");
    expect(text).toContain("[unsupported] 21% - no source value or derivation matches");
    expect(text).toContain("[wrong_record] 1,850 - value is in [R2]");
    const report = result.structuredContent as { passed: boolean; counts: Record<string, number> };
    expect(report.passed).toBe(false);
    expect(report.counts).toMatchObject({ unsupported: 1, wrong_record: 1, supported_rounded: 1 });
  });

  it("applies the options and reads plain strings as sources", async () => {
    const answer = "Acme shipped 12,400 units, up 24%.";
    const text = "In FY2024 Acme shipped 12,400 units, up from 10,000 in FY2023.";
    const loose = await call({ answer, sources: [text] });
    expect((loose.structuredContent as { passed: boolean }).passed).toBe(true);
    const strict = await call({ answer, sources: [text], options: { requireCitations: true } });
    const claims = (strict.structuredContent as { claims: { status: string }[] }).claims;
    expect(claims.map((c) => c.status)).toEqual(["uncited", "uncited"]);
  });

  it("reports a citation of a missing source as an issue", async () => {
    const result = await call({ answer: "Revenue was $3.2bn [R9].", sources });
    expect(textOf(result)).toContain("issue: [R9] cites no source (known ids: R1, R2)");
    expect((result.structuredContent as { passed: boolean }).passed).toBe(false);
  });

  it("returns what it could not read in the sources as warnings and diagnostics", async () => {
    const result = await call({
      answer: GOOD,
      sources: [...sources, { id: "R3", fields: { margin_pct: "12.x%" } }],
    });
    expect(textOf(result)).toContain("warning: source R3 fields.margin_pct: cannot read a number");
    expect(
      (result.structuredContent as { diagnostics: { recordId: string }[] }).diagnostics,
    ).toEqual([expect.objectContaining({ recordId: "R3", path: "fields.margin_pct" })]);
  });

  it("answers bad arguments with a tool error naming the problem, and keeps serving", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ answer: GOOD }, /sources/],
      [{ answer: 42, sources }, /answer/],
      [{ answer: GOOD, sources: "R1" }, /sources/],
      [{ answer: GOOD, sources: [] }, /sources/],
      [{ answer: GOOD, sources: [{ id: "R1", feilds: { x: 1 } }] }, /feilds/],
      [{ answer: GOOD, sources, options: { requireCitation: true } }, /requireCitation/],
      [{ answer: GOOD, sources, options: { maxCoincidence: -1 } }, /maxCoincidence/],
      [{ answer: GOOD, sources, extra: 1 }, /extra/],
    ];
    for (const [args, pattern] of cases) {
      const result = await call(args);
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(textOf(result)).toMatch(/Invalid arguments for tool check_numbers/);
      expect(textOf(result)).toMatch(pattern);
    }
    const after = await call({ answer: GOOD, sources });
    expect((after.structuredContent as { passed: boolean }).passed).toBe(true);
  });
});
