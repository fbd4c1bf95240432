// crossfoot as a LlamaIndex.TS evaluator: evaluate({ query, response, contexts }) → { passing, score, feedback }.
import { Checker, type CheckOptions, type Report } from "crossfoot";
import { responseText } from "./response-text.js";
import { type ContextLike, nodeSources } from "./sources.js";

/** The result of an evaluation, in the shape of LlamaIndex.TS's `EvaluationResult`. */
export interface NumericEvaluationResult {
  readonly query?: unknown;
  readonly contexts?: string[];
  readonly response: string | null;
  /** The share of the response's figures that passed (1 when it states none). */
  readonly score: number;
  /** Whether every figure passed. */
  readonly passing: boolean;
  /** The report's summary: each claim with its status and evidence. */
  readonly feedback: string;
  /** The crossfoot report, for the claims as data. */
  readonly meta: { readonly report: Report };
}

/** What `evaluate` takes, as LlamaIndex.TS's `EvaluatorParams`. */
export interface NumericEvaluatorParams {
  readonly query: unknown;
  readonly response: string;
  readonly contexts?: readonly string[];
}

/** What `evaluateResponse` takes: the query and the query engine's response with its source nodes. */
export interface NumericEvaluatorResponseParams {
  readonly query: unknown;
  readonly response: {
    readonly message?: { readonly content: unknown };
    readonly sourceNodes?: readonly ContextLike[] | undefined;
  };
}

/** How a {@link NumericGroundingEvaluator} checks. */
export interface NumericGroundingEvaluatorOptions {
  /** crossfoot's check options (`requireCitations`, `allowRounding`, `allowDerived`, …). */
  readonly options?: CheckOptions;
  /** The node metadata key that holds a source's citable id (default `"id"`). */
  readonly idKey?: string;
}

/**
 * An evaluator in the shape of LlamaIndex.TS's `BaseEvaluator`: it checks
 * every number in a response against the contexts (or the response's source
 * nodes) with crossfoot. Deterministic, no model calls: `passing` is true
 * only when every figure is proved, `score` is the share that is, and
 * `feedback` lists each figure with its evidence.
 *
 * @example
 * const evaluator = new NumericGroundingEvaluator();
 * const result = await evaluator.evaluateResponse({ query, response: await engine.query({ query }) });
 * if (!result.passing) console.log(result.feedback);
 */
export class NumericGroundingEvaluator {
  readonly options: CheckOptions;
  readonly idKey: string;

  constructor({ options = {}, idKey = "id" }: NumericGroundingEvaluatorOptions = {}) {
    this.options = options;
    this.idKey = idKey;
  }

  /** Check `response` against `contexts` (strings, cited `[1]`, `[2]`, … by position). */
  async evaluate({
    query,
    response,
    contexts = [],
  }: NumericEvaluatorParams): Promise<NumericEvaluationResult> {
    if (typeof response !== "string") {
      throw new TypeError(
        `crossfoot: the response must be a string, got ${response === null ? "null" : typeof response}`,
      );
    }
    return this.result(query, response, nodeSources(contexts, this.idKey), [...contexts]);
  }

  /** Check a query engine's response against its own source nodes. */
  async evaluateResponse({
    query,
    response,
  }: NumericEvaluatorResponseParams): Promise<NumericEvaluationResult> {
    const sources = nodeSources(response.sourceNodes ?? [], this.idKey);
    return this.result(
      query,
      responseText(response),
      sources,
      sources.map((s) => s.text),
    );
  }

  private result(
    query: unknown,
    response: string,
    sources: readonly { readonly id: string; readonly text: string }[],
    contexts: string[],
  ): NumericEvaluationResult {
    const report = new Checker(sources, this.options).check(response);
    return {
      query,
      contexts,
      response,
      score: report.score,
      passing: report.passed,
      feedback: report.summary(),
      meta: { report },
    };
  }
}
