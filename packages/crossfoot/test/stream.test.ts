import { loadVectorFiles } from "@crossfoot/tooling/vectors";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CheckStreamEvent, check, checkStream, checkTransform } from "../src/index.js";

/** The text cut into chunks at the given places. */
function cut(text: string, places: readonly number[]): string[] {
  const at = [...new Set(places.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let from = 0;
  for (const p of [...at, text.length]) {
    out.push(text.slice(from, p));
    from = p;
  }
  return out;
}

async function* streamOf(chunks: readonly string[]): AsyncGenerator<string> {
  for (const c of chunks) yield c;
}

async function collect(chunks: readonly string[], sources: unknown, options = {}) {
  const events: CheckStreamEvent[] = [];
  for await (const e of checkStream(streamOf(chunks), sources, options)) events.push(e);
  return events;
}

// The end-to-end vectors' answers and sources, as streams to cut.
const CASES = loadVectorFiles("check")
  .flatMap((f) => f.cases)
  .filter((c) => c.pending === undefined)
  .map((c) => ({ id: c.id, output: c.output, sources: c.sources, options: c.options ?? {} }));

// 10,000 random chunkings in all, spread over the vectors' answers.
const RUNS = 10_000;

describe("checkStream", () => {
  it("ends with check()'s report, and streams each claim as the report has it, over random chunkings of the vectors' answers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: CASES.length - 1 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        async (k, places) => {
          const c = CASES[k] as (typeof CASES)[number];
          const events = await collect(cut(c.output, places), c.sources, c.options);
          const last = events[events.length - 1];
          if (last?.type !== "report") throw new Error("the last event is no report");
          expect(last.text).toBe(c.output);
          expect(JSON.stringify(last.report)).toBe(
            JSON.stringify(check(c.output, c.sources, c.options)),
          );
          const streamed = events.flatMap((e) => (e.type === "claim" ? [e.claim] : []));
          // Every streamed verdict is the final one, unless the report lists it as revised.
          const revised = new Set(last.revised.map((r) => `${r.start}:${r.end}`));
          const final = last.report.claims.filter((r) => !revised.has(`${r.start}:${r.end}`));
          expect(streamed.filter((s) => !revised.has(`${s.start}:${s.end}`))).toEqual(final);
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);

  it("finalises a figure only once its sentence has ended: '1', '8', 'ms' is one claim, and '$3.' then '2bn' is $3.2bn", async () => {
    const sources = [{ id: "R1", text: "The median latency was 18ms and revenue was $3.2bn." }];
    const events = await collect(
      ["Latency was 1", "8", "ms [R1]", ". Revenue was $3.", "2bn [R1]", "."],
      sources,
    );
    const claims = events.flatMap((e) => (e.type === "claim" ? [e.claim] : []));
    expect(claims.map((c) => [c.text, c.status])).toEqual([
      ["18ms", "supported_exact"],
      ["$3.2bn", "supported_exact"],
    ]);
    // The first sentence's claim comes as soon as the second has begun with a whole word.
    const kinds = events.map((e) => e.type);
    expect(kinds).toEqual(["claim", "claim", "report"]);
  });

  it("reads a web ReadableStream, and refuses chunks that are no strings", async () => {
    const stream = new ReadableStream<string>({
      start(controller) {
        for (const c of ["Revenue was ", "$3.2bn [R1]."]) controller.enqueue(c);
        controller.close();
      },
    });
    const events: CheckStreamEvent[] = [];
    for await (const e of checkStream(stream, [{ id: "R1", text: "Revenue was $3.2bn." }]))
      events.push(e);
    expect(events.at(-1)).toMatchObject({ type: "report", revised: [] });
    await expect(collect([42 as never], [])).rejects.toThrow(/a streamed chunk must be a string/);
    await expect(collect(["x"], [], { signal: "no" as never })).rejects.toThrow(/AbortSignal/);
  });

  it("stops with the signal's reason when aborted", async () => {
    const controller = new AbortController();
    const chunks = (async function* () {
      yield "Revenue was $3.2bn [R1]. ";
      controller.abort(new Error("reader left"));
      yield "Costs were $1bn.";
    })();
    const events: CheckStreamEvent[] = [];
    await expect(
      (async () => {
        for await (const e of checkStream(chunks, [{ id: "R1", text: "Revenue was $3.2bn." }], {
          signal: controller.signal,
        }))
          events.push(e);
      })(),
    ).rejects.toThrow("reader left");
  });
});

describe("checkTransform", () => {
  it("passes the text through unchanged and emits the verdicts beside it, ending with check()'s report", async () => {
    const sources = [{ id: "R1", text: "Revenue was $3.2bn and costs were $1.1bn." }];
    const answer = "Revenue was $3.2bn [R1]. Costs were $1.5bn [R1]. That is all.";
    const text = new ReadableStream<string>({
      start(controller) {
        for (let i = 0; i < answer.length; i += 4) controller.enqueue(answer.slice(i, i + 4));
        controller.close();
      },
    });
    const checking = checkTransform(sources);
    const passed: string[] = [];
    const events: CheckStreamEvent[] = [];
    await Promise.all([
      (async () => {
        for await (const chunk of text.pipeThrough(checking)) passed.push(chunk);
      })(),
      (async () => {
        for await (const e of checking.verdicts) events.push(e);
      })(),
    ]);
    expect(passed.join("")).toBe(answer);
    expect(
      events.map((e) => (e.type === "claim" ? `${e.claim.text} ${e.claim.status}` : e.type)),
    ).toEqual(["$3.2bn supported_exact", "$1.5bn unsupported", "report"]);
    const last = events.at(-1);
    expect(last?.type === "report" && JSON.stringify(last.report)).toBe(
      JSON.stringify(check(answer, sources)),
    );
  });

  it("errors its verdicts when the text stream errors", async () => {
    const checking = checkTransform([]);
    const writer = checking.writable.getWriter();
    const reading = (async () => {
      for await (const _ of checking.readable) {
        // drained
      }
    })();
    await writer.write(42 as never).catch(() => undefined);
    await expect(reading).rejects.toThrow(/a streamed chunk must be a string/);
    await expect(checking.verdicts.getReader().read()).rejects.toThrow(
      /a streamed chunk must be a string/,
    );
  });
});
