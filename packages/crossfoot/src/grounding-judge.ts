// The one-method protocol a gate asks about the sentences a deterministic check cannot settle.
import type { SourceSet, SourceValue } from "@crossfoot/sources";

/** What a gate sends its judge about one sentence. */
export interface JudgeRequest {
  /** The instructions: {@link GROUNDING_JUDGE_PROMPT}. */
  readonly systemPrompt: string;
  /** The sentence to judge, after "Sentence: ". */
  readonly userMessage: string;
  /** Advisory: 0. A backend that rejects sampling parameters may ignore it. */
  readonly temperature?: number;
  /**
   * The sources block, the same for every sentence of an answer: a backend
   * with prompt caching pays for it once; one without prepends it to
   * `userMessage`.
   */
  readonly cachePrefix?: string;
}

/** What a judge answers: its reply, read as `SUPPORTED` or `UNSUPPORTED`. */
export interface JudgeReply {
  readonly content: string;
}

/**
 * A judge for the sentences a deterministic check cannot settle: any model
 * or detector behind one async method. A frontier API, a local model or a
 * trained detector fits, as long as its reply's `content` is `SUPPORTED` or
 * `UNSUPPORTED`. A thrown error, a timeout or any other reply counts as
 * unsupported.
 *
 * @example
 * const judge: GroundingJudge = {
 *   async chat({ systemPrompt, userMessage, cachePrefix }) {
 *     const content = await myModel(systemPrompt, `${cachePrefix ?? ""}${userMessage}`);
 *     return { content };
 *   },
 * };
 */
export interface GroundingJudge {
  chat(request: JudgeRequest): Promise<JudgeReply>;
}

/**
 * The instructions a gate gives its judge. Supported means stated in the
 * sources or following from them directly; anything else, doubt included,
 * is unsupported.
 */
export const GROUNDING_JUDGE_PROMPT = [
  "You check one sentence of an answer against the sources the answer was written from.",
  "The sources come first, then the sentence.",
  "Reply SUPPORTED when everything the sentence states is stated in the sources or follows from them directly.",
  "Reply UNSUPPORTED when any part of it is not, when it goes beyond them, or when you are unsure.",
  "Reply with the one word SUPPORTED or UNSUPPORTED and nothing else.",
].join("\n");

/**
 * How a judge's reply reads: `supported`, `unsupported`, or `unreadable`
 * (anything but one of the two words, which counts as unsupported). Case,
 * surrounding spaces, quotes, emphasis marks and a final full stop aside.
 */
export function readJudgeReply(content: unknown): "supported" | "unsupported" | "unreadable" {
  if (typeof content !== "string") return "unreadable";
  const word = content
    .trim()
    .replace(/^[\s"'`*_]+|[\s"'`*_.]+$/g, "")
    .toUpperCase();
  if (word === "SUPPORTED") return "supported";
  if (word === "UNSUPPORTED") return "unsupported";
  return "unreadable";
}

/**
 * The sources as a judge reads them: each record under its id, its text as
 * given, its word fields, and each value that is not in its text with its
 * label and, when it has one, its period.
 *
 * @example
 * sourcesBlock(loadSources([{ id: "R1", fields: { revenue_2024: 3_214 } }]))
 * // "[R1]\nrevenue_2024 (2024): 3214"
 */
export function sourcesBlock(sources: SourceSet): string {
  const parts: string[] = [];
  for (const record of sources.records) {
    const lines = [`[${record.id}]`];
    if (record.text !== undefined) lines.push(record.text);
    for (const [key, value] of Object.entries(record.textFields ?? {}))
      lines.push(`${key}: ${value}`);
    for (const v of record.values) {
      if (v.location.type === "text" || v.reading === "scaled") continue;
      // A table read out of the record's text is in the text already.
      const table = v.location.type === "cell" ? record.tables?.[v.location.table] : undefined;
      if (record.text !== undefined && table !== undefined && READ_FROM_TEXT.has(table.shape))
        continue;
      lines.push(valueLine(v));
    }
    parts.push(lines.join("\n"));
  }
  return parts.join("\n\n");
}

/** The table shapes read out of a record's text. */
const READ_FROM_TEXT: ReadonlySet<string> = new Set([
  "markdown",
  "html",
  "csv",
  "tsv",
  "flattened",
  "json",
]);

/** One field or cell as a line: its label, its period, its value as written. */
function valueLine(v: SourceValue): string {
  const period = v.period !== undefined && !v.label.includes(v.period) ? ` (${v.period})` : "";
  const header = v.unitHeader !== undefined ? ` ${v.unitHeader}` : "";
  return `${v.label}${period}: ${v.text}${header}`;
}
