import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { check } from "crossfoot";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CrossfootGroundingError,
  crossfootMiddleware,
  defaultCaveat,
  getCrossfootReport,
} from "../src/index.js";
import { mockModel, usage } from "./mock-model.js";

const sources = [
  {
    id: "R1",
    fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 },
  },
  { id: "R2", text: "Acme employed 1,850 people at the end of FY2024." },
];
const GOOD = "Revenue grew 12% to $3.2bn [R1]. Acme had 1,850 employees [R2].";
const BAD = "Revenue grew 21% to $3.4bn [R1]. Acme had 1,850 employees [R1].";
const crossfoot = { crossfoot: { sources } };

function wrapped(text: string, settings?: Parameters<typeof crossfootMiddleware>[0]) {
  const model = mockModel(text);
  return {
    mock: model,
    model: wrapLanguageModel({ model, middleware: crossfootMiddleware(settings) }),
  };
}

describe("generateText through wrapLanguageModel", () => {
  it("attaches a passing report as provider metadata and leaves the answer alone", async () => {
    const { model } = wrapped(GOOD);
    const result = await generateText({
      model,
      prompt: "How did Acme do?",
      providerOptions: crossfoot,
    });
    expect(result.text).toBe(GOOD);
    const report = getCrossfootReport(result.providerMetadata);
    expect(report?.passed).toBe(true);
    expect(report?.score).toBe(1);
    expect(report?.claims.map((c) => [c.text, c.status])).toEqual([
      ["12%", "derived"],
      ["$3.2bn", "supported_rounded"],
      ["1,850", "supported_exact"],
    ]);
    expect(result.providerMetadata?.crossfoot?.diagnostics).toEqual([]);
  });

  it("attaches a failing report with each figure's reason, by default changing nothing else", async () => {
    const { model } = wrapped(BAD);
    const result = await generateText({ model, prompt: "q", providerOptions: crossfoot });
    expect(result.text).toBe(BAD);
    const report = getCrossfootReport(result.providerMetadata);
    expect(report?.passed).toBe(false);
    expect(report?.score).toBe(0);
    expect(Object.fromEntries(report?.claims.map((c) => [c.text, c.status]) ?? [])).toEqual({
      "21%": "unsupported",
      "$3.4bn": "unsupported",
      "1,850": "wrong_record",
    });
    // The same verdicts crossfoot gives outside the AI SDK.
    expect(report).toEqual(JSON.parse(JSON.stringify(check(BAD, sources))));
  });

  it("appends the caveat to a failing answer with onFail: 'caveat', and not to a passing one", async () => {
    const bad = await generateText({
      model: wrapped(BAD, { onFail: "caveat" }).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    expect(bad.text).toBe(
      `${BAD}\n\nNote: All 3 figures in this answer could not be verified against its sources (21%, $3.4bn and 1,850).`,
    );
    expect(getCrossfootReport(bad.providerMetadata)?.passed).toBe(false);

    const good = await generateText({
      model: wrapped(GOOD, { onFail: "caveat" }).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    expect(good.text).toBe(GOOD);
  });

  it("uses a custom caveat", async () => {
    const result = await generateText({
      model: wrapped(BAD, {
        onFail: "caveat",
        caveat: (r) => ` [unverified: ${r.failures.length}]`,
      }).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    expect(result.text).toBe(`${BAD} [unverified: 3]`);
  });

  it("throws a CrossfootGroundingError with the report with onFail: 'throw'", async () => {
    const { model } = wrapped(BAD, { onFail: "throw" });
    const error = await generateText({
      model,
      prompt: "q",
      providerOptions: crossfoot,
      maxRetries: 0,
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CrossfootGroundingError);
    const grounding = error as CrossfootGroundingError;
    expect(grounding.report.passed).toBe(false);
    // The summary every crossfoot report starts with, then the failing claims.
    expect(grounding.message).toBe(grounding.report.summary({ claims: "failing" }));
    expect(grounding.message).toMatch(/^FAILED · \d+ claims? · [1-9]\d* failed · score \d\.\d\d\n/);
    expect(grounding.message).toContain("[wrong_record] 1,850 - value is in [R2]");

    const ok = await generateText({
      model: wrapped(GOOD, { onFail: "throw" }).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    expect(ok.text).toBe(GOOD);
  });

  it("takes sources from a callback when the call passes none, and sees the call's prompt", async () => {
    const prompts: string[] = [];
    const { model } = wrapped(GOOD, {
      sources: ({ params, type }) => {
        prompts.push(`${type}:${JSON.stringify(params.prompt).includes("How did Acme do?")}`);
        return Promise.resolve(sources);
      },
    });
    const result = await generateText({ model, prompt: "How did Acme do?" });
    expect(getCrossfootReport(result.providerMetadata)?.passed).toBe(true);
    expect(prompts).toEqual(["generate:true"]);
  });

  it("prefers the call's own sources and merges its options over the middleware's", async () => {
    const answer = "Revenue was $3.2bn in FY2024.";
    const { model } = wrapped(answer, { sources: () => [], options: { requireCitations: true } });
    const strict = await generateText({ model, prompt: "q", providerOptions: crossfoot });
    expect(getCrossfootReport(strict.providerMetadata)?.claims[0]?.status).toBe("uncited");
    const loose = await generateText({
      model,
      prompt: "q",
      providerOptions: { crossfoot: { sources, options: { requireCitations: false } } },
    });
    expect(getCrossfootReport(loose.providerMetadata)?.passed).toBe(true);
  });

  it("keeps the provider's own metadata beside the report", async () => {
    const model = wrapLanguageModel({
      model: mockModel(GOOD, { acme: { requestId: "abc" } }),
      middleware: crossfootMiddleware(),
    });
    const result = await generateText({ model, prompt: "q", providerOptions: crossfoot });
    expect(result.providerMetadata?.acme).toEqual({ requestId: "abc" });
    expect(getCrossfootReport(result.providerMetadata)?.passed).toBe(true);
  });

  it("reports what it could not read in the sources", async () => {
    const { model } = wrapped(GOOD);
    const result = await generateText({
      model,
      prompt: "q",
      providerOptions: { crossfoot: { sources: [...sources, { id: "R3", feilds: { x: 1 } }] } },
    });
    expect(result.providerMetadata?.crossfoot?.diagnostics).toEqual([
      expect.objectContaining({
        recordId: "R3",
        message: expect.stringContaining('unknown record key "feilds"'),
      }),
    ]);
  });

  it("fails before calling the model when a call has no sources or bad crossfoot options", async () => {
    const { model, mock } = wrapped(GOOD);
    await expect(generateText({ model, prompt: "q", maxRetries: 0 })).rejects.toThrow(
      "this call has no sources to check the answer against",
    );
    await expect(
      generateText({
        model,
        prompt: "q",
        maxRetries: 0,
        providerOptions: { crossfoot: { source: [] } },
      }),
    ).rejects.toThrow(
      "unknown key in providerOptions.crossfoot: source (expected sources, options)",
    );
    await expect(
      generateText({
        model,
        prompt: "q",
        maxRetries: 0,
        providerOptions: { crossfoot: { sources, options: { strict: true } } },
      }),
    ).rejects.toThrow('invalid option "strict": no such option');
    expect(mock.doGenerateCalls).toHaveLength(0);
  });

  it("checks the answer step of a tool loop and leaves the tool-call step alone", async () => {
    const mock = new MockLanguageModelV3({
      doGenerate: [
        {
          content: [{ type: "tool-call", toolCallId: "c1", toolName: "lookup", input: "{}" }],
          finishReason: { unified: "tool-calls", raw: "tool_calls" },
          usage,
          warnings: [],
        },
        {
          content: [{ type: "text", text: BAD }],
          finishReason: { unified: "stop", raw: "stop" },
          usage,
          warnings: [],
        },
      ],
    });
    const result = await generateText({
      model: wrapLanguageModel({ model: mock, middleware: crossfootMiddleware() }),
      prompt: "q",
      tools: { lookup: tool({ inputSchema: z.object({}), execute: async () => "R1, R2" }) },
      stopWhen: stepCountIs(2),
      providerOptions: crossfoot,
    });
    expect(result.steps).toHaveLength(2);
    expect(result.steps[0]?.providerMetadata?.crossfoot).toBeUndefined();
    expect(getCrossfootReport(result.steps[1]?.providerMetadata)?.passed).toBe(false);
    expect(getCrossfootReport(result.providerMetadata)?.passed).toBe(false);
  });

  it("rejects bad middleware settings when the model is wrapped", () => {
    expect(() => crossfootMiddleware({ onFail: "warn" as never })).toThrow(
      'onFail must be "attach", "caveat" or "throw"',
    );
    expect(() => crossfootMiddleware({ sources: sources as never })).toThrow(
      "sources must be a function of the call",
    );
    expect(() => crossfootMiddleware({ options: { maxCoincidence: -1 } })).not.toThrow();
  });
});

describe("streamText through wrapLanguageModel (checked at the end of the stream)", () => {
  it("gives onClaim each figure's claim as its sentence ends, before the stream does", async () => {
    const seen: { text: string; status: string; deltas: number }[] = [];
    let deltas = 0;
    const result = streamText({
      model: wrapped(BAD, {
        onClaim: (claim) => seen.push({ text: claim.text, status: claim.status, deltas }),
      }).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    for await (const _ of result.textStream) deltas++;
    const report = getCrossfootReport(await result.providerMetadata);
    // The claims of the first sentence came while its deltas were still arriving.
    expect(seen.map((s) => [s.text, s.status])).toEqual(
      report?.claims.map((c) => [c.text, c.status]),
    );
    expect(seen[0]?.deltas).toBeLessThan(deltas);
    expect(report?.passed).toBe(false);
  });

  it("refuses an onClaim that is no function", () => {
    expect(() => crossfootMiddleware({ onClaim: "log" as never })).toThrow(
      /onClaim must be a function/,
    );
  });

  it("streams the answer unchanged and attaches the report to the finish metadata", async () => {
    const result = streamText({
      model: wrapped(GOOD).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(GOOD);
    expect(getCrossfootReport(await result.providerMetadata)?.passed).toBe(true);
  });

  it("reports a failing stream", async () => {
    const result = streamText({
      model: wrapped(BAD).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    expect(await result.text).toBe(BAD);
    const report = getCrossfootReport(await result.providerMetadata);
    expect(report?.passed).toBe(false);
    expect(report?.claims.filter((c) => !c.passed).map((c) => c.text)).toEqual([
      "21%",
      "$3.4bn",
      "1,850",
    ]);
  });

  it("streams the caveat as a last text block with onFail: 'caveat'", async () => {
    const result = streamText({
      model: wrapped(BAD, { onFail: "caveat" }).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    expect(await result.text).toBe(BAD + defaultCaveat(check(BAD, sources)));
  });

  it("errors the stream at its end with onFail: 'throw'", async () => {
    const result = streamText({
      model: wrapped(BAD, { onFail: "throw" }).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    const parts: string[] = [];
    const error = await (async () => {
      for await (const part of result.fullStream) parts.push(part.type);
    })().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CrossfootGroundingError);
    expect((error as CrossfootGroundingError).report.passed).toBe(false);
    // The text was streamed before the end; the finish never arrives.
    expect(parts).toContain("text-delta");
    expect(parts).not.toContain("finish");
    await expect(result.text).rejects.toBeInstanceOf(CrossfootGroundingError);
  });

  it("does not error a grounded stream with onFail: 'throw'", async () => {
    const result = streamText({
      model: wrapped(GOOD, { onFail: "throw" }).model,
      prompt: "q",
      providerOptions: crossfoot,
    });
    expect(await result.text).toBe(GOOD);
    expect(getCrossfootReport(await result.providerMetadata)?.passed).toBe(true);
  });
});
