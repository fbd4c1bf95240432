import { Checker, type CheckOptions } from "crossfoot";
import { splitOptions } from "./options.js";
import { type GroundingMetadata, groundingMetadata, groundingScore } from "./report.js";
import { checkAnswer, checkSources } from "./sources.js";

/**
 * The arguments of {@link NumericGrounding}, autoevals-style: `output` and
 * `expected`, plus the sources and checker options as extra arguments.
 * Other extra arguments (`input`, `metadata`, …) are ignored.
 */
export interface NumericGroundingArgs extends CheckOptions {
  readonly output: string;
  /** The reference answer; the sources when neither `sources` nor `context` is given. */
  readonly expected?: unknown;
  /** The sources: strings, records or rows, as `check()` takes them. */
  readonly sources?: unknown;
  /** autoevals' RAG argument name for the retrieved context (a string or strings). */
  readonly context?: string | readonly string[];
  readonly [extra: string]: unknown;
}

/** An autoevals `Score`. */
export interface NumericGroundingScore {
  readonly name: "NumericGrounding";
  /** Grounded figures over figures plus issues, from 0 to 1. */
  readonly score: number;
  readonly metadata: GroundingMetadata;
}

const OWNER = "NumericGrounding";
/** Arguments that are not checker options. */
const ARGUMENT_KEYS = ["output", "expected", "sources", "context"];
const CHECK_OPTION_KEYS = [
  "requireCitations",
  "allowRounding",
  "allowDerived",
  "checkTableRows",
  "maxCoincidence",
  "pack",
];

/**
 * An autoevals-style scorer (`({ output, expected, ...extra }) => Score`):
 * the share of the output's figures that are grounded in `sources`, else
 * `context`, else `expected`. Use it wherever autoevals scorers go
 * (Braintrust `Eval`, evalite, autoevals' `makePartial`).
 *
 * @example
 * NumericGrounding({ output: answer, context: chunks, requireCitations: true }).score;
 */
export function NumericGrounding(args: NumericGroundingArgs): NumericGroundingScore {
  if (typeof args !== "object" || args === null) {
    throw new TypeError(`${OWNER}: expected { output, expected, sources | context, ...options }`);
  }
  const answer = checkAnswer(OWNER, args.output);
  const [where, sources] =
    args.sources !== undefined
      ? ["sources", args.sources]
      : args.context !== undefined
        ? ["context", args.context]
        : ["expected", args.expected];
  if (sources === undefined || sources === null) {
    throw new TypeError(`${OWNER}: no sources: pass sources, context or expected`);
  }
  // Only the checker's own option names are options here: the rest of the
  // extra arguments belong to the eval runner.
  const options: Record<string, unknown> = {};
  for (const key of CHECK_OPTION_KEYS) if (args[key] !== undefined) options[key] = args[key];
  const checkOptions = splitOptions(OWNER, options, ARGUMENT_KEYS);
  const checker = new Checker(checkSources(OWNER, where, sources), checkOptions);
  const report = checker.check(answer);
  return {
    name: "NumericGrounding",
    score: groundingScore(report),
    metadata: groundingMetadata(report, checker.sources.diagnostics),
  };
}
