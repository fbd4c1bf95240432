// The sentence gate: strip each sentence that fails, keep the rest byte for byte, abstain below a keep-ratio.
import { type Sentence, splitSentences } from "@crossfoot/extract";
import { describeValue } from "@crossfoot/units";
import type { Claim, Report } from "@crossfoot/verdict";
import { type CheckOptions, InvalidOptionError, KNOWN_OPTIONS } from "./base/options.js";
import { sentenceAt } from "./base/sentence-at.js";
import { Checker } from "./checker.js";
import {
  GROUNDING_JUDGE_PROMPT,
  type GroundingJudge,
  readJudgeReply,
  sourcesBlock,
} from "./grounding-judge.js";

/** How a gate decides, besides the check's own options. */
export interface GateOptions extends CheckOptions {
  /**
   * The least share of sentences that must be kept for the answer to be
   * given at all (default 0.5): below it the gate abstains, and `answer` is
   * empty. A half-answer that has lost its qualifiers is worse than none.
   */
  readonly keepRatio?: number;
  /**
   * What the kept share counts: every sentence (`"sentences"`, the default),
   * or only the sentences that state figures (`"figures"`).
   */
  readonly ratioOf?: "sentences" | "figures";
  /**
   * A judge for the sentences the check cannot settle: each sentence without
   * figures is asked about once. Without one, such sentences are kept.
   */
  readonly judge?: GroundingJudge;
  /** Also ask the judge about each sentence whose figures all passed, as a second opinion (default false). */
  readonly secondOpinion?: boolean;
  /** How long one judge call may take, in milliseconds (default 30,000); a call that takes longer counts as unsupported. */
  readonly timeoutMs?: number;
  /** How many judge calls may run at once (default 4). */
  readonly concurrency?: number;
  /** Stops the gate: pending judge calls are abandoned and the gate rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** The sources as the judge reads them (default: {@link sourcesBlock} of the loaded sources). */
  readonly sourcesBlock?: string;
}

/** Why a sentence was kept or removed. */
export type GateReason =
  | "figures_passed"
  | "figure_failed"
  | "unknown_citation"
  | "no_figures"
  | "judge_supported"
  | "judge_unsupported"
  | "judge_unreadable"
  | "judge_error"
  | "judge_timeout";

/** The audit trail of one sentence. */
export interface GateVerdict {
  /** The sentence's index among the answer's sentences (`splitSentences(answer)`). */
  readonly sentence: number;
  /** The sentence as written. */
  readonly text: string;
  /** Where it sits in the answer (UTF-16 offsets). */
  readonly start: number;
  readonly end: number;
  /** Whether it is kept in the gated answer. */
  readonly kept: boolean;
  /** Why. */
  readonly reason: GateReason;
  /** What decided it, in words: the failing figure's evidence, or the judge's reply or error. */
  readonly detail: string;
  /** The claims of its figures and references (empty when it states none). */
  readonly claims: readonly Claim[];
}

/** What a gate gives back. */
export interface GateOutcome {
  /** Whether enough of the answer survived to give it: false means abstain. */
  readonly grounded: boolean;
  /** The answer without its failing sentences, the rest byte for byte as written; empty when not grounded. */
  readonly answer: string;
  /** The removed sentences, as written, in order. */
  readonly removed: readonly string[];
  /** Every sentence's verdict, in order. */
  readonly verdicts: readonly GateVerdict[];
  /** The share of sentences kept (of those `ratioOf` counts; 1 when there are none). */
  readonly keepRatio: number;
  /** The check of the whole answer the figures were judged by. */
  readonly report: Report;
}

const DEFAULT_KEEP_RATIO = 0.5;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_CONCURRENCY = 4;
const GATE_OPTIONS = [
  "keepRatio",
  "ratioOf",
  "judge",
  "secondOpinion",
  "timeoutMs",
  "concurrency",
  "signal",
  "sourcesBlock",
] as const;

/**
 * Gate an answer before anyone reads it: every sentence whose figures fail
 * is removed, the rest kept byte for byte (spacing and citations included),
 * and the whole answer withheld when too little survives (`keepRatio`,
 * default 0.5). Sentences without figures are kept, or, given a `judge`,
 * asked about once each; a judge's error, timeout or unreadable reply
 * counts as unsupported.
 *
 * @example
 * const outcome = await gate(
 *   "Revenue grew 12% to $3.2bn [R1]. Margins hit 40% [R1].",
 *   [{ id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } }],
 * );
 * outcome.answer; // "Revenue grew 12% to $3.2bn [R1]."
 * outcome.removed; // ["Margins hit 40% [R1]."]
 * outcome.grounded; // true: 1 of 2 sentences kept, not below 0.5
 */
export async function gate(
  answer: string,
  sources: unknown,
  options: GateOptions = {},
): Promise<GateOutcome> {
  if (typeof answer !== "string") {
    throw new TypeError(
      `crossfoot: the answer must be a string, got ${answer === null ? "null" : typeof answer}`,
    );
  }
  const settings = gateSettings(options);
  settings.signal?.throwIfAborted();
  const checker = new Checker(sources, settings.check);
  const report = checker.check(answer);
  const sentences = splitSentences(answer);
  const claims = claimsBySentence(sentences, report.claims);
  const unknown = unknownCitations(sentences, report);
  const verdicts: (GateVerdict | undefined)[] = [];
  const asks: { index: number; failed: GateVerdict }[] = [];
  for (let k = 0; k < sentences.length; k++) {
    const s = sentences[k] as Sentence;
    const own = claims[k] ?? NO_CLAIMS;
    const failing = own.find((c) => !c.passed);
    const base = { sentence: k, text: s.text, start: s.start, end: s.end, claims: own };
    if (failing) {
      verdicts[k] = {
        ...base,
        kept: false,
        reason: "figure_failed",
        detail: `${failing.text}: ${failing.status}, ${failing.evidence}`,
      };
    } else if (unknown.has(k)) {
      verdicts[k] = {
        ...base,
        kept: false,
        reason: "unknown_citation",
        detail: unknown.get(k) as string,
      };
    } else if (own.length > 0) {
      const passed: GateVerdict = {
        ...base,
        kept: true,
        reason: "figures_passed",
        detail: `${own.length} ${own.length === 1 ? "figure" : "figures"} proved`,
      };
      if (settings.judge && settings.secondOpinion) asks.push({ index: k, failed: passed });
      else verdicts[k] = passed;
    } else {
      const free: GateVerdict = {
        ...base,
        kept: true,
        reason: "no_figures",
        detail: "states no figure",
      };
      if (settings.judge) asks.push({ index: k, failed: free });
      else verdicts[k] = free;
    }
  }
  if (asks.length > 0 && settings.judge) {
    const block = settings.sourcesBlock ?? sourcesBlock(checker.sources);
    const prefix = `Sources:\n${block}\n\n`;
    await eachLimited(asks, settings.concurrency, settings.signal, async ({ index, failed }) => {
      const s = sentences[index] as Sentence;
      const outcome = await askJudge(settings.judge as GroundingJudge, prefix, s.text, settings);
      verdicts[index] = { ...failed, ...outcome };
    });
  }
  return outcomeOf(answer, sentences, verdicts as GateVerdict[], report, settings);
}

const NO_CLAIMS: readonly Claim[] = Object.freeze([]);

/** The gate's own options, checked, and the check's options without them. */
interface GateSettings {
  readonly check: CheckOptions;
  readonly keepRatio: number;
  readonly ratioOf: "sentences" | "figures";
  readonly judge: GroundingJudge | undefined;
  readonly secondOpinion: boolean;
  readonly timeoutMs: number;
  readonly concurrency: number;
  readonly signal: AbortSignal | undefined;
  readonly sourcesBlock: string | undefined;
}

function gateSettings(options: GateOptions): GateSettings {
  if (options === null || typeof options !== "object") {
    throw new InvalidOptionError(
      undefined,
      `invalid options: expected an object, got ${describeValue(options)}`,
    );
  }
  const known: readonly string[] = [...KNOWN_OPTIONS, "pack", "metrics", ...GATE_OPTIONS];
  const unknown = Object.keys(options).filter((k) => !known.includes(k));
  if (unknown.length > 0) {
    throw new InvalidOptionError(
      unknown[0],
      `invalid option ${unknown.map((k) => `"${k}"`).join(", ")}: no such option (known options: ${known.join(", ")})`,
    );
  }
  const check: Record<string, unknown> = { ...options };
  for (const name of GATE_OPTIONS) delete check[name];
  const {
    keepRatio = DEFAULT_KEEP_RATIO,
    ratioOf = "sentences",
    judge,
    secondOpinion = false,
  } = options;
  const { timeoutMs = DEFAULT_TIMEOUT_MS, concurrency = DEFAULT_CONCURRENCY, signal } = options;
  if (typeof keepRatio !== "number" || !(keepRatio >= 0 && keepRatio <= 1))
    throw invalid("keepRatio", "a number from 0 to 1", keepRatio);
  if (ratioOf !== "sentences" && ratioOf !== "figures")
    throw invalid("ratioOf", '"sentences" or "figures"', ratioOf);
  if (judge !== undefined && (judge === null || typeof judge.chat !== "function"))
    throw invalid("judge", "an object with a chat() method", judge);
  if (typeof secondOpinion !== "boolean")
    throw invalid("secondOpinion", "true or false", secondOpinion);
  if (typeof timeoutMs !== "number" || !(timeoutMs > 0) || !Number.isFinite(timeoutMs))
    throw invalid("timeoutMs", "a positive number of milliseconds", timeoutMs);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw invalid("concurrency", "a whole number of at least 1", concurrency);
  if (signal !== undefined && !(signal instanceof AbortSignal))
    throw invalid("signal", "an AbortSignal", signal);
  if (options.sourcesBlock !== undefined && typeof options.sourcesBlock !== "string")
    throw invalid("sourcesBlock", "a string", options.sourcesBlock);
  return {
    check,
    keepRatio,
    ratioOf,
    judge,
    secondOpinion,
    timeoutMs,
    concurrency,
    signal,
    sourcesBlock: options.sourcesBlock,
  };
}

function invalid(option: string, expected: string, got: unknown): InvalidOptionError {
  return new InvalidOptionError(
    option,
    `invalid option "${option}": expected ${expected}, got ${describeValue(got)}`,
  );
}

/** Each sentence's claims, by the sentence that holds the claim's start. */
function claimsBySentence(sentences: readonly Sentence[], claims: readonly Claim[]): Claim[][] {
  const out: Claim[][] = [];
  for (const claim of claims) (out[sentenceAt(sentences, claim.start)] ??= []).push(claim);
  return out;
}

/** The sentences that cite an id no source has, with the first such message. */
function unknownCitations(sentences: readonly Sentence[], report: Report): Map<number, string> {
  const out = new Map<number, string>();
  for (const issue of report.issues) {
    if (issue.type !== "unknown_citation" || issue.start === undefined) continue;
    const k = sentenceAt(sentences, issue.start);
    if (!out.has(k)) out.set(k, issue.message);
  }
  return out;
}

/** The judge's verdict on one sentence: kept only on a readable SUPPORTED. */
async function askJudge(
  judge: GroundingJudge,
  cachePrefix: string,
  text: string,
  settings: GateSettings,
): Promise<Pick<GateVerdict, "kept" | "reason" | "detail">> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), settings.timeoutMs);
  });
  try {
    const call = Promise.resolve().then(() =>
      judge.chat({
        systemPrompt: GROUNDING_JUDGE_PROMPT,
        userMessage: `Sentence: ${text}`,
        temperature: 0,
        cachePrefix,
      }),
    );
    const reply = await Promise.race([call, timeout]);
    if (reply === "timeout") {
      // The call is abandoned: its result, or its error, is no one's.
      call.catch(() => undefined);
      return {
        kept: false,
        reason: "judge_timeout",
        detail: `the judge did not answer within ${settings.timeoutMs} ms`,
      };
    }
    const content = reply === null || typeof reply !== "object" ? undefined : reply.content;
    const read = readJudgeReply(content);
    const said =
      typeof content === "string" ? JSON.stringify(content.slice(0, 200)) : describeValue(content);
    if (read === "supported")
      return { kept: true, reason: "judge_supported", detail: `the judge replied ${said}` };
    if (read === "unsupported")
      return { kept: false, reason: "judge_unsupported", detail: `the judge replied ${said}` };
    return {
      kept: false,
      reason: "judge_unreadable",
      detail: `the judge replied ${said}, neither SUPPORTED nor UNSUPPORTED`,
    };
  } catch (error) {
    settings.signal?.throwIfAborted();
    const message = error instanceof Error ? error.message : String(error);
    return { kept: false, reason: "judge_error", detail: `the judge failed: ${message}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Run `work` on each item, at most `limit` at once, in order of the items.
 * Rejects with the signal's reason as soon as it aborts, leaving the calls
 * in flight to settle unheard.
 */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal | undefined,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      signal?.throwIfAborted();
      const item = items[next++] as T;
      await work(item);
    }
  };
  const all = Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (!signal) {
    await all;
    return;
  }
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    await Promise.race([all, aborted]);
  } finally {
    signal.removeEventListener("abort", onAbort as () => void);
    all.catch(() => undefined);
    aborted.catch(() => undefined);
  }
}

/** The gated answer: kept sentences with the spacing written before each, abstaining below the keep-ratio. */
function outcomeOf(
  answer: string,
  sentences: readonly Sentence[],
  verdicts: readonly GateVerdict[],
  report: Report,
  settings: GateSettings,
): GateOutcome {
  const counted = verdicts.filter((v) => settings.ratioOf === "sentences" || v.claims.length > 0);
  const kept = counted.filter((v) => v.kept).length;
  const keepRatio = counted.length === 0 ? 1 : kept / counted.length;
  const grounded = keepRatio >= settings.keepRatio;
  const removed = verdicts.filter((v) => !v.kept).map((v) => v.text);
  return {
    grounded,
    answer: grounded ? keptText(answer, sentences, verdicts) : "",
    removed,
    verdicts,
    keepRatio,
    report,
  };
}

/**
 * The answer with its removed sentences cut out: what stands before the
 * first sentence, each kept sentence with the text written between it and
 * the sentence before it (unless it is the first kept), and what stands
 * after the last sentence. Kept text is never rewritten.
 */
function keptText(
  answer: string,
  sentences: readonly Sentence[],
  verdicts: readonly GateVerdict[],
): string {
  if (sentences.length === 0 || verdicts.every((v) => v.kept)) return answer;
  let out = answer.slice(0, (sentences[0] as Sentence).start);
  let first = true;
  for (let k = 0; k < sentences.length; k++) {
    if (!(verdicts[k] as GateVerdict).kept) continue;
    const s = sentences[k] as Sentence;
    if (!first) out += answer.slice((sentences[k - 1] as Sentence).end, s.start);
    out += answer.slice(s.start, s.end);
    first = false;
  }
  return out + answer.slice((sentences[sentences.length - 1] as Sentence).end);
}
