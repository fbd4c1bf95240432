import { Document } from "@langchain/core/documents";
import { AIMessage } from "@langchain/core/messages";
import { StringOutputParser } from "@langchain/core/output_parsers";
import { ChatPromptTemplate } from "@langchain/core/prompts";
import { RunnableLambda, RunnablePassthrough, RunnableSequence } from "@langchain/core/runnables";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { Report } from "crossfoot";
import { describe, expect, expectTypeOf, it } from "vitest";
import { CrossfootCheck, CrossfootCheckError, toSources } from "../src/index.js";

const docs = [
  new Document({
    pageContent: "Acme's revenue was $3,214 million in FY2024, up from $2,870 million in FY2023.",
    metadata: { id: "R1", source: "annual-report.pdf" },
  }),
  new Document({
    pageContent: "Acme employed 1,850 people at the end of FY2024.",
    metadata: { id: "R2" },
  }),
];

const GOOD = "Revenue grew 12% to $3.2bn [R1]. Acme had 1,850 employees [R2].";
const BAD = "Revenue grew 21% to $3.4bn [R1]. Acme had 1,850 employees [R1].";

const prompt = ChatPromptTemplate.fromTemplate(
  "Answer from the context and cite sources as [id].\n{context}\n\nQuestion: {question}",
);

function formatDocs(context: Document[]): string {
  return context.map((d) => `[${d.metadata.id}] ${d.pageContent}`).join("\n");
}

// A type alias, not an interface: RunnablePassthrough.assign wants an index signature.
type RagInput = { question: string; context: Document[] };
type Answered = RagInput & { answer: string };

/** prompt → fake chat model → string parser, keeping question and context beside the answer. */
function ragChain(responses: string[], check: CrossfootCheck<Answered>) {
  const model = new FakeListChatModel({ responses });
  const answer = RunnableSequence.from([
    (input: RagInput) => ({ question: input.question, context: formatDocs(input.context) }),
    prompt,
    model,
    new StringOutputParser(),
  ]);
  return RunnablePassthrough.assign<RagInput, { answer: string }>({ answer }).pipe(check);
}

describe("CrossfootCheck in a real @langchain/core chain", () => {
  it("attaches a passing report to a grounded answer", async () => {
    const chain = ragChain([GOOD], new CrossfootCheck<Answered>());
    const out = await chain.invoke({ question: "How did Acme do?", context: docs });
    expect(out.answer).toBe(GOOD);
    expect(out.question).toBe("How did Acme do?");
    expectTypeOf(out.question).toEqualTypeOf<string>();
    expectTypeOf(out.report).toEqualTypeOf<Report>();
    expect(out.context).toBe(docs);
    expect(out.report).toBeInstanceOf(Report);
    expect(out.report.passed).toBe(true);
    expect(out.report.score).toBe(1);
    expect(out.report.claims.map((c) => [c.text, c.status])).toEqual([
      ["12%", "derived"],
      ["$3.2bn", "supported_rounded"],
      ["1,850", "supported_exact"],
    ]);
    expect(out.report.claims[1]?.cited).toEqual(["R1"]);
  });

  it("attaches a failing report, with the reason per figure, to an ungrounded answer", async () => {
    const chain = ragChain([BAD], new CrossfootCheck<Answered>());
    const out = await chain.invoke({ question: "How did Acme do?", context: docs });
    expect(out.report.passed).toBe(false);
    expect(out.report.score).toBe(0);
    const statuses = Object.fromEntries(out.report.claims.map((c) => [c.text, c.status]));
    expect(statuses).toEqual({
      "21%": "unsupported",
      "$3.4bn": "unsupported",
      "1,850": "wrong_record",
    });
    expect(out.report.summary()).toContain("[wrong_record] 1,850 - value is in [R2]");
  });

  it("composes with RunnableSequence.from and checks each call of a batch on its own", async () => {
    const model = new FakeListChatModel({ responses: [GOOD, BAD] });
    const chain = RunnableSequence.from([
      RunnablePassthrough.assign({
        answer: RunnableSequence.from([
          (i: { question: string; context: Document[] }) => ({
            question: i.question,
            context: formatDocs(i.context),
          }),
          prompt,
          model,
          new StringOutputParser(),
        ]),
      }),
      new CrossfootCheck(),
      (out) => ({ answer: out.answer, passed: out.report.passed, score: out.report.score }),
    ]);
    const results = await chain.batch(
      [
        { question: "first", context: docs },
        { question: "second", context: docs },
      ],
      { maxConcurrency: 1 },
    );
    expect(results).toEqual([
      { answer: GOOD, passed: true, score: 1 },
      { answer: BAD, passed: false, score: 0 },
    ]);
  });

  it("throws a CrossfootCheckError with the report when onFail is 'throw', so a fallback can run", async () => {
    const strict = ragChain([BAD], new CrossfootCheck({ onFail: "throw" }));
    const error = (await strict.invoke({ question: "q", context: docs }).then(
      () => undefined,
      (e: unknown) => e,
    )) as CrossfootCheckError;
    expect(error).toBeInstanceOf(CrossfootCheckError);
    expect(error.report.passed).toBe(false);
    // The summary every crossfoot report starts with, then the failing claims.
    expect(error.message).toBe(error.report.summary({ claims: "failing" }));
    expect(error.message).toMatch(/^FAILED · \d+ claims? · [1-9]\d* failed · score \d\.\d\d\n/);
    expect(error.message).toContain("[unsupported] 21%");
    expect(error.message).toContain("[wrong_record] 1,850");

    const withFallback = strict.withFallbacks([
      RunnableLambda.from((input: RagInput) => ({
        ...input,
        answer: "I cannot answer with verified figures.",
        report: new Report([]),
      })),
    ]);
    const out = await withFallback.invoke({ question: "q", context: docs });
    expect(out.answer).toBe("I cannot answer with verified figures.");

    const good = ragChain([GOOD], new CrossfootCheck({ onFail: "throw" }));
    expect((await good.invoke({ question: "q", context: docs })).report.passed).toBe(true);
  });

  it("passes crossfoot options through (requireCitations makes an uncited figure fail)", async () => {
    const answer = "Revenue was $3.2bn in FY2024.";
    const loose = await new CrossfootCheck().invoke({ answer, context: docs });
    const strict = await new CrossfootCheck({ options: { requireCitations: true } }).invoke({
      answer,
      context: docs,
    });
    expect(loose.report.passed).toBe(true);
    expect(strict.report.claims[0]?.status).toBe("uncited");
  });

  it("checks the AIMessage of a chain without an output parser", async () => {
    const model = new FakeListChatModel({ responses: [GOOD] });
    const chain = RunnablePassthrough.assign<{ context: Document[] }, { answer: AIMessage }>({
      answer: RunnableLambda.from((i: { context: Document[] }) => formatDocs(i.context))
        .pipe((context) => prompt.invoke({ context, question: "q" }))
        .pipe(model),
    }).pipe(new CrossfootCheck<{ context: Document[]; answer: AIMessage }>());
    const out = await chain.invoke({ context: docs });
    expect(out.answer).toBeInstanceOf(AIMessage);
    expect(out.report.passed).toBe(true);
  });

  it("runs as a traced step whose outputs carry the report", async () => {
    const events: { name: string; passed?: boolean }[] = [];
    const chain = ragChain([BAD], new CrossfootCheck<Answered>());
    await chain.invoke(
      { question: "q", context: docs },
      {
        callbacks: [
          {
            handleChainEnd(outputs) {
              const report = (outputs as { report?: Report }).report;
              if (report) events.push({ name: "end", passed: report.passed });
            },
            handleChainStart(_chain, _inputs, _runId, _parent, _tags, _metadata, _type, name) {
              events.push({ name: String(name) });
            },
          },
        ],
      },
    );
    expect(events.some((e) => e.name === "CrossfootCheck")).toBe(true);
    expect(events.some((e) => e.passed === false)).toBe(true);
  });

  it("streams one final chunk with the report", async () => {
    const chain = ragChain([GOOD], new CrossfootCheck<Answered>());
    const chunks = [];
    for await (const chunk of await chain.stream({ question: "q", context: docs }))
      chunks.push(chunk);
    const last = chunks.at(-1);
    expect(last?.report.passed).toBe(true);
  });
});

describe("context and answer input", () => {
  it("numbers plain strings and id-less documents by position, citable as [1] or [S1]", async () => {
    const context = [
      "Acme employed 1,850 people.",
      new Document({ pageContent: "Beta employed 920 people." }),
    ];
    const check = new CrossfootCheck();
    const out = await check.invoke({
      answer: "Acme had 1,850 staff [1]; Beta had 920 [S2].",
      context,
    });
    expect(out.report.passed).toBe(true);
    const wrong = await check.invoke({ answer: "Acme had 920 staff [1].", context });
    expect(wrong.report.claims[0]?.status).toBe("wrong_record");
  });

  it("joins chunks that share an id, so one citation covers them all", () => {
    expect(
      toSources([
        new Document({ pageContent: "part one", metadata: { id: "R1" } }),
        "loose text",
        new Document({ pageContent: "part two", metadata: { id: "R1" } }),
      ]),
    ).toEqual([
      { id: "R1", text: "part one\n\npart two" },
      { id: "S2", text: "loose text" },
    ]);
  });

  it("reads the id from another metadata key when told to", async () => {
    const context = [
      new Document({
        pageContent: "Revenue was $512 million.",
        metadata: { source: "annual-report.pdf" },
      }),
    ];
    const out = await new CrossfootCheck({ idKey: "source" }).invoke({
      answer: "Revenue was $512m [annual-report.pdf].",
      context,
    });
    expect(out.report.passed).toBe(true);
  });

  it("accepts a single string as the context", async () => {
    const out = await new CrossfootCheck().invoke({
      answer: "Sales rose 24% to 12,400 units.",
      context: "Acme shipped 12,400 units in FY2024, up from 10,000 in FY2023.",
    });
    expect(out.report.passed).toBe(true);
  });

  it("fails an answer that cites a source the context does not have", async () => {
    const out = await new CrossfootCheck().invoke({
      answer: "Revenue was $3.2bn [R9].",
      context: docs,
    });
    expect(out.report.passed).toBe(false);
    expect(out.report.issues[0]?.message).toContain("[R9] cites no source");
  });

  it("rejects bad input with a clear error, not a silent pass", async () => {
    const check = new CrossfootCheck();
    await expect(check.invoke({ answer: 42, context: docs } as never)).rejects.toThrow(
      "input.answer must be a string or a chat message, got number",
    );
    await expect(check.invoke({ answer: "x" } as never)).rejects.toThrow(
      "the input has no context",
    );
    await expect(check.invoke("just a string" as never)).rejects.toThrow(
      "expects { answer, context }, got string",
    );
    await expect(
      check.invoke({ answer: "x", context: [{ text: "no pageContent" }] } as never),
    ).rejects.toThrow("context[0] must be a string or a Document with pageContent, got an object");
    await expect(
      check.invoke({
        answer: "x",
        context: [new Document({ pageContent: "a", metadata: { id: { nested: 1 } } })],
      }),
    ).rejects.toThrow("context[0].metadata.id must be a string or a number, got an object");
  });

  it("rejects bad options when the chain is built", () => {
    expect(() => new CrossfootCheck({ options: { requireCitation: true } as never })).toThrow(
      /invalid option/,
    );
    expect(() => new CrossfootCheck({ onFail: "warn" as never })).toThrow(
      'onFail must be "attach" or "throw"',
    );
  });
});
