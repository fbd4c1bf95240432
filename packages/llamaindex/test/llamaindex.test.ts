import {
  BaseLLM,
  BaseRetriever,
  getResponseSynthesizer,
  MetadataMode,
  type NodeWithScore,
  RetrieverQueryEngine,
  TextNode,
} from "llamaindex";
import { describe, expect, it } from "vitest";
import { GatedQueryEngine, NumericGroundingEvaluator, nodeSources } from "../src/index.js";

/** An LLM that answers every prompt with the same text: the tests run offline. */
class ScriptedLLM extends BaseLLM {
  prompts: string[] = [];
  constructor(private readonly answer: string) {
    super();
  }
  get metadata() {
    return {
      model: "scripted",
      temperature: 0,
      topP: 1,
      contextWindow: 8192,
      tokenizer: undefined,
      structuredOutput: false,
    };
  }
  async chat(params: any): Promise<any> {
    if (params.stream) throw new Error("the scripted LLM does not stream");
    this.prompts.push(JSON.stringify(params.messages));
    return { message: { role: "assistant", content: this.answer } };
  }
  override async complete(params: any): Promise<any> {
    if (params.stream) throw new Error("the scripted LLM does not stream");
    this.prompts.push(String(params.prompt));
    return { text: this.answer };
  }
}

/** A retriever that returns the same nodes for every query. */
class ListRetriever extends BaseRetriever {
  constructor(private readonly nodes: TextNode[]) {
    super();
  }
  async _retrieve(): Promise<NodeWithScore[]> {
    return this.nodes.map((node) => ({ node, score: 1 }));
  }
}

const NODES = [
  new TextNode({ text: "Orchard sales were $4.2 million in 2025.", metadata: { id: "R1" } }),
  new TextNode({ text: "Cider sales were $1.3 million in 2025.", metadata: { id: "R2" } }),
];

/** A real RetrieverQueryEngine over NODES whose LLM answers `answer`. */
function engineAnswering(answer: string): RetrieverQueryEngine {
  const llm = new ScriptedLLM(answer);
  return new RetrieverQueryEngine(
    new ListRetriever(NODES),
    getResponseSynthesizer("compact", { llm }),
  );
}

describe("NumericGroundingEvaluator", () => {
  it("passes a response whose figures are in its contexts, and fails one that is not, saying which", async () => {
    const evaluator = new NumericGroundingEvaluator();
    const contexts = ["Orchard sales were $4.2 million in 2025."];
    const good = await evaluator.evaluate({
      query: "Sales?",
      response: "Orchard sales were $4.2 million [1].",
      contexts,
    });
    expect(good).toMatchObject({
      passing: true,
      score: 1,
      response: "Orchard sales were $4.2 million [1].",
      contexts,
    });
    const bad = await evaluator.evaluate({
      query: "Sales?",
      response: "Orchard sales were $5.2 million.",
      contexts,
    });
    expect(bad.passing).toBe(false);
    expect(bad.score).toBe(0);
    expect(bad.feedback).toContain("$5.2 million");
    expect(bad.meta.report.claims[0]?.status).toBe("unsupported");
  });

  it("evaluates a real query engine's response against its own source nodes, cited by their metadata ids", async () => {
    const query = "What were sales in 2025?";
    const response = await engineAnswering(
      "Orchard sales were $4.2 million [R1] and cider sales $1.3 million [R2].",
    ).query({
      query,
    });
    const result = await new NumericGroundingEvaluator({
      options: { requireCitations: true },
    }).evaluateResponse({
      query,
      response,
    });
    expect(result.passing).toBe(true);
    expect(result.contexts).toEqual(NODES.map((n) => n.getContent(MetadataMode.NONE)));
    expect(result.meta.report.claims.map((c) => c.status)).toEqual([
      "supported_exact",
      "supported_exact",
    ]);
  });
});

describe("GatedQueryEngine", () => {
  it("removes the response's failing sentence, keeps the rest as written and reports the gate in metadata", async () => {
    const engine = new GatedQueryEngine(
      engineAnswering("Orchard sales were $4.2 million [R1]. Cider sales were $9.9 million [R2]."),
    );
    const response = await engine.query({ query: "What were sales?" });
    expect(response.message.content).toBe("Orchard sales were $4.2 million [R1].");
    expect(response.sourceNodes?.length).toBe(2);
    expect(response.metadata.crossfoot).toMatchObject({
      grounded: true,
      removed: ["Cider sales were $9.9 million [R2]."],
      keepRatio: 0.5,
    });
    expect(response.metadata.crossfoot.report).toBeUndefined();
  });

  it("withholds a response below the keep ratio, answering the withheld text", async () => {
    const engine = new GatedQueryEngine(
      engineAnswering("Cider sales were $9.9 million [R2]. Staff rose to 61."),
      {
        withheld: "I cannot answer that from the documents.",
      },
    );
    const response = await engine.query({ query: "What were sales?" });
    expect(response.message.content).toBe("I cannot answer that from the documents.");
    expect(response.metadata.crossfoot).toMatchObject({
      grounded: false,
      answer: "",
      keepRatio: 0,
    });
  });

  it("asks the gate's judge about sentences without figures", async () => {
    const asked: string[] = [];
    const engine = new GatedQueryEngine(
      engineAnswering(
        "The co-op grows apples. Orchard sales were $4.2 million [R1]. It owns a mill.",
      ),
      {
        judge: {
          chat: async ({ userMessage }) => {
            asked.push(userMessage);
            return { content: userMessage.includes("apples") ? "SUPPORTED" : "UNSUPPORTED" };
          },
        },
      },
    );
    const response = await engine.query({ query: "Tell me about the co-op." });
    expect(asked).toEqual(["Sentence: The co-op grows apples.", "Sentence: It owns a mill."]);
    expect(response.message.content).toBe(
      "The co-op grows apples. Orchard sales were $4.2 million [R1].",
    );
  });

  it("refuses a streaming query, and retrieves through the wrapped engine", async () => {
    const engine = new GatedQueryEngine(engineAnswering("Orchard sales were $4.2 million [R1]."));
    await expect(engine.query({ query: "Sales?", stream: true })).rejects.toThrow(
      /whole responses only/,
    );
    const nodes = await engine.retrieve("Sales?");
    expect(nodes.map((n) => n.node.getContent(MetadataMode.NONE))).toEqual(
      NODES.map((n) => n.getContent(MetadataMode.NONE)),
    );
    expect(() => new GatedQueryEngine({} as never)).toThrow(TypeError);
  });
});

describe("nodeSources", () => {
  it("reads strings, nodes and scored nodes: metadata ids when given, else S1, S2 … by position; shared ids joined", () => {
    const extra = new TextNode({ text: "Orchard staff numbered 48.", metadata: { id: "R1" } });
    expect(
      nodeSources([
        "Plain context.",
        { node: NODES[0] as TextNode, score: 0.9 },
        extra,
        new TextNode({ text: "No id." }),
      ]),
    ).toEqual([
      { id: "S1", text: "Plain context." },
      { id: "R1", text: "Orchard sales were $4.2 million in 2025.\n\nOrchard staff numbered 48." },
      { id: "S4", text: "No id." },
    ]);
    expect(() => nodeSources([42 as never])).toThrow(
      /context item 0 is neither a string nor a node/,
    );
    expect(() => nodeSources([new TextNode({ text: "x", metadata: { id: { a: 1 } } })])).toThrow(
      /metadata.id/,
    );
  });
});
