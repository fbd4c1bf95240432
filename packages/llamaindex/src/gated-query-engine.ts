// A LlamaIndex.TS query engine whose responses pass through crossfoot's sentence gate.
import { type GateOptions, type GateOutcome, gate } from "crossfoot";
import { BaseQueryEngine, EngineResponse, type NodeWithScore, type QueryType } from "llamaindex";
import { responseText } from "./response-text.js";
import { nodeSources } from "./sources.js";

/** How a {@link GatedQueryEngine} gates. */
export interface GatedQueryEngineOptions extends GateOptions {
  /** The node metadata key that holds a source's citable id (default `"id"`). */
  readonly idKey?: string;
  /** The response text when the gate withholds the answer (default `""`). */
  readonly withheld?: string;
}

/** What a gated response's `metadata.crossfoot` holds: the gate's outcome without the report. */
export type GateMetadata = Omit<GateOutcome, "report">;

/**
 * A query engine that gates every response of the engine it wraps: each
 * sentence whose figures fail against the response's own source nodes is
 * removed, the rest kept as written, and the whole response withheld (its
 * text `withheld`, default empty) when less than `keepRatio` of it survives.
 * The outcome (`grounded`, `removed`, `keepRatio`, each sentence's verdict)
 * is in the response's `metadata.crossfoot`. A `judge` in the options is
 * asked about sentences without figures, as `gate()` does.
 *
 * Whole responses only: a streaming query is refused, since a sentence can
 * be judged only once it has ended.
 *
 * @example
 * const engine = new GatedQueryEngine(index.asQueryEngine(), { keepRatio: 0.5 });
 * const response = await engine.query({ query: "What was revenue in 2024?" });
 * if (!response.metadata.crossfoot.grounded) console.log("withheld");
 */
export class GatedQueryEngine extends BaseQueryEngine {
  readonly engine: BaseQueryEngine;
  private readonly gateOptions: GateOptions;
  private readonly idKey: string;
  private readonly withheld: string;

  constructor(
    engine: BaseQueryEngine,
    { idKey = "id", withheld = "", ...options }: GatedQueryEngineOptions = {},
  ) {
    super();
    if (engine === null || typeof engine !== "object" || typeof engine.query !== "function") {
      throw new TypeError(
        "crossfoot: GatedQueryEngine wraps a query engine (an object with query())",
      );
    }
    if (typeof withheld !== "string") throw new TypeError("crossfoot: withheld must be a string");
    this.engine = engine;
    this.gateOptions = options;
    this.idKey = idKey;
    this.withheld = withheld;
  }

  override async _query(query: QueryType, stream?: boolean): Promise<EngineResponse> {
    if (stream) {
      throw new Error(
        "crossfoot: GatedQueryEngine answers whole responses only: a sentence is gated once it has ended; query without stream: true",
      );
    }
    const response = await this.engine.query({ query });
    const nodes: NodeWithScore[] = response.sourceNodes ?? [];
    const outcome = await gate(
      responseText(response),
      nodeSources(nodes, this.idKey),
      this.gateOptions,
    );
    const gated = EngineResponse.fromResponse(
      outcome.grounded ? outcome.answer : this.withheld,
      false,
      nodes,
    );
    const { report: _report, ...crossfoot } = outcome;
    gated.metadata = { ...response.metadata, crossfoot: crossfoot satisfies GateMetadata };
    return gated;
  }

  override retrieve(query: QueryType): Promise<NodeWithScore[]> {
    return this.engine.retrieve(query);
  }

  protected _getPrompts() {
    return {};
  }

  protected _updatePrompts(): void {}

  // The wrapped engine's prompts are read and updated through this one.
  _getPromptModules() {
    return { queryEngine: this.engine };
  }
}
