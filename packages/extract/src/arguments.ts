import { describeValue, unitPackProblem } from "@crossfoot/units";

/**
 * An argument of `extract` of the wrong type or value: a `TypeError` whose
 * message names the argument, what it expects and the value given, thrown
 * before any reading starts.
 *
 * @example
 * try {
 *   extract("Revenue was $5m.", { locale: 5 as unknown as string });
 * } catch (e) {
 *   (e as ExtractArgumentError).argument; // "locale"
 * }
 */
export class ExtractArgumentError extends TypeError {
  /** The argument at fault: `text`, `options`, or the option's name. */
  readonly argument: string;

  constructor(argument: string, message: string) {
    super(`extract: ${message}`);
    this.name = "ExtractArgumentError";
    this.argument = argument;
  }
}

const KNOWN = new Set(["pack", "directionWords", "includeYears", "locale"]);
const WORD_LISTS = ["increase", "decrease", "negations"] as const;

/** Option objects already found well formed: most callers pass one object to many calls. */
const checked = new WeakSet<object>();

/** Throw an {@link ExtractArgumentError} unless `text` and `options` are what `extract` reads. */
export function checkArguments(text: unknown, options: unknown): void {
  if (typeof text !== "string") {
    throw new ExtractArgumentError("text", `the text must be a string, got ${describeValue(text)}`);
  }
  if (typeof options === "object" && options !== null && checked.has(options)) return;
  const problem = optionsProblem(options);
  if (problem !== undefined) throw new ExtractArgumentError(problem[0], problem[1]);
  checked.add(options as object);
}

/** The first problem with extract's options, as [argument, message], or undefined. */
function optionsProblem(options: unknown): [string, string] | undefined {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    return [
      "options",
      `options must be an object such as { locale: "de" }, got ${describeValue(options)}`,
    ];
  }
  const record = options as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!KNOWN.has(key)) {
      return [
        key,
        `invalid option ${JSON.stringify(key)}: no such option (known options: ${[...KNOWN].join(", ")})`,
      ];
    }
  }
  const { pack, directionWords, includeYears, locale } = record;
  if (pack !== undefined) {
    const problem = unitPackProblem(pack);
    if (problem !== undefined) return ["pack", `invalid option "pack": ${problem}`];
  }
  if (directionWords !== undefined) {
    if (
      directionWords === null ||
      typeof directionWords !== "object" ||
      Array.isArray(directionWords)
    ) {
      return [
        "directionWords",
        `invalid option "directionWords": expected { increase, decrease, negations }, got ${describeValue(directionWords)}`,
      ];
    }
    for (const list of WORD_LISTS) {
      const words = (directionWords as Record<string, unknown>)[list];
      if (!Array.isArray(words) || !words.every((w) => typeof w === "string")) {
        return [
          "directionWords",
          `invalid option "directionWords": ${list} must be an array of strings, got ${describeValue(words)}`,
        ];
      }
    }
  }
  if (includeYears !== undefined && typeof includeYears !== "boolean") {
    return [
      "includeYears",
      `invalid option "includeYears": expected true or false, got ${describeValue(includeYears)}`,
    ];
  }
  if (locale !== undefined && typeof locale !== "string") {
    return [
      "locale",
      `invalid option "locale": expected a BCP 47 locale such as "de", got ${describeValue(locale)}`,
    ];
  }
  return undefined;
}
