import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  GROUNDING_JUDGE_PROMPT,
  type GroundingJudge,
  gate,
  InvalidOptionError,
  type JudgeRequest,
  loadSources,
  readJudgeReply,
  sourcesBlock,
} from "../src/index.js";

const SOURCES = [
  { id: "R1", fields: { orchard_sales: 4_200_000, cider_sales: 1_300_000, staff: 48 } },
];
const PASSING = [
  "Orchard sales reached $4.2 million [R1].",
  "Cider sales were $1.3 million [R1].",
  "Staff numbered 48 [R1].",
];
const FAILING = [
  "Cider sales reached $9.9 million [R1].",
  "Staff rose to 61 [R1].",
  "Orchard sales hit $7 million [R1].",
];
const GAPS = [" ", "  ", "\n", "\n\n", " \n"];

/** An answer of the given sentences, each after its gap. */
const answerOf = (parts: readonly { sentence: string; gap: string }[]) =>
  parts.map((p, k) => (k === 0 ? p.sentence : `${p.gap}${p.sentence}`)).join("");

describe("gate", () => {
  it("keeps every kept sentence byte for byte, in order, with the gap written before it", async () => {
    const part = fc.record({
      sentence: fc.constantFrom(...PASSING, ...FAILING),
      gap: fc.constantFrom(...GAPS),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { minLength: 1, maxLength: 6 }), async (parts) => {
        const answer = answerOf(parts);
        const outcome = await gate(answer, SOURCES, { keepRatio: 0 });
        const kept = parts.filter((p) => PASSING.includes(p.sentence));
        // What the gate keeps is the answer made of the kept sentences alone.
        expect(outcome.answer).toBe(answerOf(kept));
        expect(outcome.removed).toEqual(
          parts.filter((p) => FAILING.includes(p.sentence)).map((p) => p.sentence),
        );
        expect(outcome.keepRatio).toBeCloseTo(kept.length / parts.length, 12);
      }),
      { numRuns: 200 },
    );
  });

  it("gives an answer whose figures all pass back exactly as written, and gating it again changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ sentence: fc.constantFrom(...PASSING), gap: fc.constantFrom(...GAPS) }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.constantFrom("", "\n", "  "),
        async (parts, tail) => {
          const answer = answerOf(parts) + tail;
          const once = await gate(answer, SOURCES);
          expect(once.answer).toBe(answer);
          expect(once.removed).toEqual([]);
          expect((await gate(once.answer, SOURCES)).answer).toBe(answer);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("carries the check of the whole answer, and each sentence's claims", async () => {
    const outcome = await gate(`${PASSING[0]} ${FAILING[0]}`, SOURCES);
    expect(outcome.report.claims.map((c) => c.status)).toEqual(["supported_exact", "unsupported"]);
    expect(outcome.verdicts.map((v) => v.claims.map((c) => c.text))).toEqual([
      ["$4.2 million"],
      ["$9.9 million"],
    ]);
    expect(outcome.verdicts[1]?.detail).toMatch(/^\$9\.9 million: unsupported, /);
  });

  it("asks the judge with the documented prompt, the sentence, temperature 0 and one sources block for every sentence", async () => {
    const requests: JudgeRequest[] = [];
    const judge: GroundingJudge = {
      chat(request) {
        requests.push(request);
        return Promise.resolve({ content: "SUPPORTED" });
      },
    };
    await gate(
      "The co-op grows apples. Growers meet each spring.",
      [{ id: "R1", text: "The co-op grows apples." }],
      {
        judge,
      },
    );
    expect(requests.map((r) => r.userMessage)).toEqual([
      "Sentence: The co-op grows apples.",
      "Sentence: Growers meet each spring.",
    ]);
    for (const r of requests) {
      expect(r.systemPrompt).toBe(GROUNDING_JUDGE_PROMPT);
      expect(r.temperature).toBe(0);
      expect(r.cachePrefix).toBe("Sources:\n[R1]\nThe co-op grows apples.\n\n");
    }
  });

  it("runs no more judge calls at once than its concurrency", async () => {
    let open = 0;
    let most = 0;
    const judge: GroundingJudge = {
      async chat() {
        open++;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 5));
        open--;
        return { content: "SUPPORTED" };
      },
    };
    const answer = ["north", "south", "east", "west", "upper", "lower", "main", "old", "new"]
      .map((hall) => `Growers meet in the ${hall} hall.`)
      .join(" ");
    const outcome = await gate(answer, [{ id: "R1", text: "Growers meet." }], {
      judge,
      concurrency: 2,
    });
    expect(most).toBe(2);
    expect(outcome.verdicts.map((v) => v.reason)).toEqual(Array(9).fill("judge_supported"));
  });

  it("rejects with the signal's reason when aborted, before or while the judge is asked", async () => {
    const before = new AbortController();
    before.abort(new Error("stopped early"));
    await expect(gate("Growers meet.", SOURCES, { signal: before.signal })).rejects.toThrow(
      "stopped early",
    );
    const during = new AbortController();
    const judge: GroundingJudge = { chat: () => new Promise(() => {}) };
    const gated = gate("Growers meet. The co-op grows apples.", SOURCES, {
      judge,
      signal: during.signal,
    });
    setTimeout(() => during.abort(), 10);
    await expect(gated).rejects.toMatchObject({ name: "AbortError" });
  });

  it("refuses bad options with an InvalidOptionError that names the option", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ keepRatio: 1.5 }, "keepRatio"],
      [{ keepRatio: "half" }, "keepRatio"],
      [{ ratioOf: "claims" }, "ratioOf"],
      [{ judge: {} }, "judge"],
      [{ secondOpinion: "yes" }, "secondOpinion"],
      [{ timeoutMs: 0 }, "timeoutMs"],
      [{ timeoutMs: Number.POSITIVE_INFINITY }, "timeoutMs"],
      [{ concurrency: 1.5 }, "concurrency"],
      [{ signal: {} }, "signal"],
      [{ sourcesBlock: 3 }, "sourcesBlock"],
      [{ keepratio: 0.5 }, "keepratio"],
      [{ allowRounding: "no" }, "allowRounding"],
    ];
    for (const [options, option] of bad) {
      const error = await gate("Growers meet.", SOURCES, options).catch((e: unknown) => e);
      expect(error, option).toBeInstanceOf(InvalidOptionError);
      expect((error as InvalidOptionError).option).toBe(option);
    }
    const unknown = await gate("Growers meet.", SOURCES, { keepratio: 0.5 } as never).catch(
      (e: unknown) => e,
    );
    // The message lists the gate's own options beside the check's.
    expect((unknown as InvalidOptionError).message).toContain("keepRatio");
    await expect(gate(42 as never, SOURCES)).rejects.toThrow(TypeError);
  });
});

describe("readJudgeReply", () => {
  it("reads the two words in any case and dress, and nothing else", () => {
    expect(
      ["SUPPORTED", "supported", " Supported. ", '"SUPPORTED"', "**SUPPORTED**", "`supported`"].map(
        readJudgeReply,
      ),
    ).toEqual(Array(6).fill("supported"));
    expect(["UNSUPPORTED", "unsupported.", "_Unsupported_"].map(readJudgeReply)).toEqual(
      Array(3).fill("unsupported"),
    );
    expect(
      ["", "Yes", "SUPPORTED, mostly", "NOT SUPPORTED", undefined, 1, null].map(readJudgeReply),
    ).toEqual(Array(7).fill("unreadable"));
  });
});

describe("sourcesBlock", () => {
  it("writes each record under its id: its text, its word fields, and each field or cell not in its text", () => {
    const block = sourcesBlock(
      loadSources([
        { id: "R1", fields: { company: "Acme", revenue_2024: 3_214 } },
        { id: "R2", text: "| Line | 2024 |\n|---|---|\n| Staff | 48 |" },
        { id: "R3", rows: [{ line: "Staff", y2024: 51 }] },
      ]),
    );
    expect(block).toBe(
      [
        "[R1]\ncompany: Acme\nrevenue_2024: 3214",
        "[R2]\n| Line | 2024 |\n|---|---|\n| Staff | 48 |",
        "[R3]\ny2024[Staff]: 51",
      ].join("\n\n"),
    );
  });
});
