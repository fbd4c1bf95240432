import { Checker, type CheckOptions } from "crossfoot";
import { splitOptions } from "./options.js";
import { type GroundingMetadata, groundingMetadata, groundingScore } from "./report.js";
import { checkAnswer, checkSources, pick } from "./sources.js";

/** The keys of an eval's `input` the scorer takes sources from, in order. */
const INPUT_SOURCE_KEYS = ["sources", "retrievalContext", "context"] as const;

/** What evalite passes to a scorer. */
export interface EvaliteScorerInput<TInput, TExpected> {
  readonly input: TInput;
  readonly output: unknown;
  readonly expected?: TExpected;
}

/** What an evalite scorer returns. */
export interface EvaliteScore {
  readonly name: string;
  readonly description?: string;
  /** Grounded figures over figures plus issues, from 0 to 1. */
  readonly score: number;
  readonly metadata: GroundingMetadata;
}

/** Options of {@link evaliteNumericGrounding}: where the sources are, and the checker options. */
export interface EvaliteNumericGroundingOptions<TInput, TExpected> extends CheckOptions {
  /**
   * The sources: a value (the same for every case), or a function of the
   * case. Default: the case input's `sources`, `retrievalContext` or
   * `context` field.
   */
  readonly sources?:
    | ((args: { readonly input: TInput; readonly expected?: TExpected }) => unknown)
    | readonly unknown[]
    | object;
  /** The scorer's name in evalite's table (default "Numeric grounding"). */
  readonly name?: string;
  readonly description?: string;
}

const OWNER = "evaliteNumericGrounding";

/**
 * An [evalite](https://evalite.dev) scorer: the score is the share of the
 * output's figures that are grounded in the case's sources (an unknown
 * citation counts as a failed item), with every figure's status and evidence
 * as metadata. Output that is not text, or a case without sources, throws.
 *
 * @example
 * evalite("Quarterly summary", {
 *   data: [{ input: { question, sources } }],
 *   task: async ({ question, sources }) => answer(question, sources),
 *   scorers: [evaliteNumericGrounding({ requireCitations: true })],
 * });
 */
export function evaliteNumericGrounding<TInput = unknown, TExpected = unknown>(
  options: EvaliteNumericGroundingOptions<TInput, TExpected> = {},
): (args: EvaliteScorerInput<TInput, TExpected>) => Promise<EvaliteScore> {
  const checkOptions = splitOptions(OWNER, options, ["sources", "name", "description"]);
  const name = options.name ?? "Numeric grounding";
  const description =
    options.description ?? "Share of the output's figures grounded in the sources (crossfoot)";
  const fixed = options.sources;
  // Fixed sources are loaded and indexed once for every case.
  const fixedChecker =
    fixed !== undefined && typeof fixed !== "function"
      ? new Checker(checkSources(OWNER, "the sources option", fixed), checkOptions)
      : undefined;
  return async ({ input, output, expected }) => {
    const answer = checkAnswer(OWNER, output);
    let checker = fixedChecker;
    if (!checker) {
      let sources: unknown;
      let where: string;
      if (typeof fixed === "function") {
        sources = fixed({ input, ...(expected === undefined ? {} : { expected }) });
        where = "the sources function's result";
      } else {
        const found = pick(input, INPUT_SOURCE_KEYS);
        if (!found) {
          throw new TypeError(
            `${OWNER}: no sources: give each input a ${INPUT_SOURCE_KEYS.join(", ")} field, or pass the sources option`,
          );
        }
        [where, sources] = [`input.${found[0]}`, found[1]];
      }
      checker = new Checker(checkSources(OWNER, where, sources), checkOptions);
    }
    const report = checker.check(answer);
    return {
      name,
      description,
      score: groundingScore(report),
      metadata: groundingMetadata(report, checker.sources.diagnostics),
    };
  };
}
