import { Runnable, type RunnableConfig } from "@langchain/core/runnables";
import { Checker, type CheckOptions, type Report } from "crossfoot";
import { answerText } from "./answer.js";
import { type ContextItem, toSources } from "./context.js";
import { CrossfootCheckError } from "./error.js";

/** What a {@link CrossfootCheck} reads: the answer and the context it was written from. */
export interface CrossfootCheckInput {
  /** The answer: a string (after a `StringOutputParser`) or a chat message. */
  readonly answer: string | { readonly content: unknown };
  /** The retrieved context: strings or `Document`s, or one of them. */
  readonly context: ContextItem | readonly ContextItem[];
}

/** The input, every key kept, with the crossfoot report attached as `report`. */
export type CrossfootCheckOutput<RunInput extends CrossfootCheckInput = CrossfootCheckInput> =
  RunInput & { readonly report: Report };

/** How a {@link CrossfootCheck} checks and what it does with a failing answer. */
export interface CrossfootCheckFields {
  /** crossfoot's check options (`requireCitations`, `allowRounding`, `allowDerived`, …). */
  readonly options?: CheckOptions;
  /**
   * `"attach"` (default) returns every answer with its report; `"throw"`
   * throws a {@link CrossfootCheckError} when any figure fails, so the
   * chain's `withFallbacks` or `withRetry` can take over.
   */
  readonly onFail?: "attach" | "throw";
  /** The `Document.metadata` key that holds a source's citable id (default `"id"`). */
  readonly idKey?: string;
}

/**
 * A Runnable that checks the numbers in `input.answer` against
 * `input.context` and returns the input with the report attached.
 *
 * Put it after the step that writes the answer; it composes with `.pipe`
 * and `RunnableSequence.from` and runs as its own traced step.
 *
 * @example
 * const chain = RunnablePassthrough.assign({ answer: prompt.pipe(model).pipe(new StringOutputParser()) })
 *   .pipe(new CrossfootCheck({ options: { requireCitations: true } }));
 * const { answer, report } = await chain.invoke({ question, context: docs });
 * if (!report.passed) console.log(report.summary());
 */
export class CrossfootCheck<
  RunInput extends CrossfootCheckInput = CrossfootCheckInput,
> extends Runnable<RunInput, CrossfootCheckOutput<RunInput>> {
  static override lc_name(): string {
    return "CrossfootCheck";
  }

  lc_namespace = ["crossfoot", "langchain"];

  readonly options: CheckOptions;
  readonly onFail: "attach" | "throw";
  readonly idKey: string;

  constructor(fields: CrossfootCheckFields = {}) {
    super();
    const { options = {}, onFail = "attach", idKey = "id" } = fields;
    if (onFail !== "attach" && onFail !== "throw") {
      throw new TypeError(`crossfoot: onFail must be "attach" or "throw", got ${String(onFail)}`);
    }
    // Built once here so misspelt or mistyped options fail when the chain is
    // assembled, not on its first call.
    new Checker([], options);
    this.options = options;
    this.onFail = onFail;
    this.idKey = idKey;
  }

  override async invoke(
    input: RunInput,
    options?: Partial<RunnableConfig>,
  ): Promise<CrossfootCheckOutput<RunInput>> {
    return this._callWithConfig(async (i: RunInput) => this.checkInput(i), input, options);
  }

  /** The check itself, outside any LangChain run. */
  private checkInput(input: RunInput): CrossfootCheckOutput<RunInput> {
    if (typeof input !== "object" || input === null) {
      throw new TypeError(
        `crossfoot: CrossfootCheck expects { answer, context }, got ${input === null ? "null" : typeof input}`,
      );
    }
    if (!("answer" in input) || !("context" in input)) {
      const missing = ["answer", "context"].filter((k) => !(k in input)).join(" and ");
      throw new TypeError(
        `crossfoot: CrossfootCheck expects { answer, context }; the input has no ${missing} (keys: ${Object.keys(input).join(", ") || "none"})`,
      );
    }
    const answer = answerText(input.answer);
    const report = new Checker(toSources(input.context, this.idKey), this.options).check(answer);
    if (this.onFail === "throw" && !report.passed) throw new CrossfootCheckError(report);
    return { ...input, report };
  }
}
