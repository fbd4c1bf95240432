// Checking an answer as it streams in: each figure's verdict once its sentence has ended.
import { splitSentences } from "@crossfoot/extract";
import type { Claim, Issue, Report } from "@crossfoot/verdict";
import type { CheckOptions } from "./base/options.js";
import { Checker, type CheckSession } from "./checker.js";

/** What {@link checkStream} yields as the answer arrives. */
export type CheckStreamEvent =
  /** A figure (or reference) whose sentence has ended, with its status and evidence. */
  | { readonly type: "claim"; readonly claim: Claim }
  /** A citation of an id no source has, once its sentence has ended. */
  | { readonly type: "issue"; readonly issue: Issue }
  /**
   * The last event: the whole answer's report, equal to `check()` of the
   * concatenated text, and the claims whose verdict differs from the one
   * streamed for them (a calculation written over several lines can change
   * an earlier line's verdict once its later lines arrive; rarely anything
   * else). `revised` is empty when every streamed verdict stood.
   */
  | {
      readonly type: "report";
      readonly report: Report;
      readonly text: string;
      readonly revised: readonly Claim[];
    };

/** The check's options, and a signal that stops the stream. */
export interface CheckStreamOptions extends CheckOptions {
  /** Stops reading: the generator throws the signal's reason at the next chunk. */
  readonly signal?: AbortSignal;
}

/**
 * An answer checked as its text arrives, for callers that get chunks one
 * at a time (a stream transform, a callback): {@link StreamingCheck.push}
 * gives the claims and issues of the sentences that have surely ended,
 * {@link StreamingCheck.end} the rest with the whole text's report.
 * {@link checkStream} is the same over an async iterable.
 *
 * @example
 * const streaming = new StreamingCheck(new Checker(sources));
 * for (const delta of deltas) for (const claim of streaming.push(delta).claims) show(claim);
 * const { report } = streaming.end();
 */
export class StreamingCheck {
  private readonly session: CheckSession;
  private answer = "";
  private claims = 0;
  private issues = 0;
  private ended = false;

  /** @param checker the Checker of the sources the answer is checked against. */
  constructor(private readonly checker: Checker) {
    // By shape, not instanceof: a CommonJS and an ES module copy of crossfoot may meet.
    if (typeof (checker as Partial<Checker> | null)?.session !== "function")
      throw new TypeError("crossfoot: StreamingCheck takes a Checker");
    this.session = checker.session();
  }

  /** The text so far. */
  get text(): string {
    return this.answer;
  }

  /** Add a chunk of text; returns the claims and issues of the sentences it ended. */
  push(chunk: string): { readonly claims: readonly Claim[]; readonly issues: readonly Issue[] } {
    if (this.ended) throw new Error("crossfoot: the streamed answer has ended");
    if (typeof chunk !== "string") {
      throw new TypeError(
        `crossfoot: a streamed chunk must be a string, got ${chunk === null ? "null" : typeof chunk}`,
      );
    }
    if (chunk === "") return NOTHING;
    this.answer += chunk;
    const end = endedThrough(this.answer, this.session.judged);
    if (end <= this.session.judged) return NOTHING;
    this.session.judgeThrough(this.answer, end);
    return this.fresh();
  }

  /**
   * End the answer: the claims and issues of its last sentences, the report
   * of the whole text (equal to `check()` of it), and the claims whose
   * verdict differs from the one given for them before.
   */
  end(): {
    readonly claims: readonly Claim[];
    readonly issues: readonly Issue[];
    readonly report: Report;
    readonly revised: readonly Claim[];
  } {
    if (this.ended) throw new Error("crossfoot: the streamed answer has ended");
    this.ended = true;
    this.session.judgeThrough(this.answer, this.answer.length);
    const last = this.fresh();
    // Each sentence was judged once, with the sentences before it, as check()
    // judges it; only a calculation written over several lines can change an
    // earlier line's verdict once its later lines arrive: then the whole text
    // is checked again.
    const report = this.session.spansLines
      ? this.checker.check(this.answer)
      : this.session.report();
    return { ...last, report, revised: revisedClaims(this.session.claims, report.claims) };
  }

  /** What the session found since it was last asked. */
  private fresh(): { claims: Claim[]; issues: Issue[] } {
    const claims = this.session.claims.slice(this.claims);
    const issues = this.session.issues.slice(this.issues);
    this.claims = this.session.claims.length;
    this.issues = this.session.issues.length;
    return { claims, issues };
  }
}

const NOTHING = { claims: [], issues: [] } as const;

/**
 * Check an answer as its text arrives, chunk by chunk: each figure is judged
 * once the sentence that holds it has ended and the next sentence has begun
 * with a whole word (so "1", "8", "ms" is one claim, 18ms, and "$3." then
 * "2bn" is $3.2bn). Each sentence is read and judged once, with what the
 * sentences before it grounded. The last event carries the report of the
 * whole text, equal to `check()` of it.
 *
 * @param chunks the answer's text as it arrives: an async iterable of strings or a web `ReadableStream<string>`.
 * @example
 * for await (const event of checkStream(textStream, sources)) {
 *   if (event.type === "claim" && !event.claim.passed) console.warn(event.claim.text, event.claim.status);
 *   if (event.type === "report") console.log(event.report.passed);
 * }
 */
export async function* checkStream(
  chunks: AsyncIterable<string> | ReadableStream<string>,
  sources: unknown,
  options: CheckStreamOptions = {},
): AsyncGenerator<CheckStreamEvent, void, undefined> {
  const { signal, ...checkOptions } = options;
  if (signal !== undefined && !(signal instanceof AbortSignal)) {
    throw new TypeError("crossfoot: signal must be an AbortSignal");
  }
  signal?.throwIfAborted();
  const streaming = new StreamingCheck(new Checker(sources, checkOptions));
  for await (const chunk of textChunks(chunks)) {
    signal?.throwIfAborted();
    yield* eventsOf(streaming.push(chunk as string));
  }
  signal?.throwIfAborted();
  const last = streaming.end();
  yield* eventsOf(last);
  yield { type: "report", report: last.report, text: streaming.text, revised: last.revised };
}

/** Claims and issues as events: each sentence's issues before its claims. */
function* eventsOf(found: {
  readonly claims: readonly Claim[];
  readonly issues: readonly Issue[];
}): Generator<CheckStreamEvent> {
  for (const issue of found.issues) yield { type: "issue", issue };
  for (const claim of found.claims) yield { type: "claim", claim };
}

/**
 * Where the sentences of `text` that have surely ended stop: the start of
 * its last sentence, once that sentence has begun with a whole word (a
 * word followed by a space), so the splitter cannot yet join it to the one
 * before. `from` is where the text not yet judged starts; only that part is
 * read, so each chunk costs the length of the sentence being written.
 */
function endedThrough(text: string, from: number): number {
  const tail = text.slice(from);
  const sentences = splitSentences(tail);
  if (sentences.length < 2) return from;
  const last = sentences[sentences.length - 1] as { start: number };
  return WHOLE_WORD.test(tail.slice(last.start)) ? from + last.start : from;
}

// A word and the space after it.
const WHOLE_WORD = /\S\s/;

/** The chunks of an async iterable, or of a web ReadableStream read with its reader. */
async function* textChunks(
  chunks: AsyncIterable<string> | ReadableStream<string>,
): AsyncGenerator<unknown, void, undefined> {
  if (chunks !== null && typeof chunks === "object" && "getReader" in chunks) {
    const reader = (chunks as ReadableStream<string>).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  if (chunks === null || typeof chunks !== "object" || !(Symbol.asyncIterator in chunks)) {
    throw new TypeError(
      "crossfoot: checkStream reads an async iterable of strings or a ReadableStream<string>",
    );
  }
  yield* chunks as AsyncIterable<unknown>;
}

/** The final claims whose streamed verdict was another, or that were not streamed at all. */
function revisedClaims(streamed: readonly Claim[], final: readonly Claim[]): Claim[] {
  const byPlace = new Map<string, Claim>();
  for (const c of streamed) byPlace.set(`${c.start}:${c.end}`, c);
  return final.filter((c) => {
    const s = byPlace.get(`${c.start}:${c.end}`);
    return s === undefined || s.status !== c.status || s.evidence !== c.evidence;
  });
}

/** A web stream pair that passes text through and emits verdicts beside it (see {@link checkTransform}). */
export interface CheckTransform {
  /** The text, unchanged, as it passed through. */
  readonly readable: ReadableStream<string>;
  /** Where the text is written. */
  readonly writable: WritableStream<string>;
  /** The verdicts: claim and issue events as sentences end, then the report. */
  readonly verdicts: ReadableStream<CheckStreamEvent>;
}

/**
 * A web `TransformStream` that passes an answer's text through unchanged
 * and emits the verdicts beside it, on `verdicts`: a claim event as each
 * sentence ends, then the report of the whole text once the text stream
 * closes. Put it in a pipe of text (a model's output on its way to the
 * user) to check the figures without holding the text back.
 *
 * Made by a function, not a class extending `TransformStream`: Node builds
 * its web streams on first use, and a class declared at load time would
 * build them for every program that imports crossfoot.
 *
 * @example
 * const checking = checkTransform(sources);
 * const shown = modelText.pipeThrough(checking); // the same text, as it arrives
 * (async () => { for await (const e of checking.verdicts) if (e.type === "claim" && !e.claim.passed) flag(e.claim); })();
 */
export function checkTransform(sources: unknown, options: CheckOptions = {}): CheckTransform {
  const streaming = new StreamingCheck(new Checker(sources, options));
  let events!: ReadableStreamDefaultController<CheckStreamEvent>;
  const verdicts = new ReadableStream<CheckStreamEvent>({
    start(controller) {
      events = controller;
    },
  });
  const { readable, writable } = new TransformStream<string, string>({
    transform(chunk, controller) {
      let found: ReturnType<StreamingCheck["push"]>;
      try {
        found = streaming.push(chunk);
      } catch (error) {
        // The text stream errors with it; the verdicts must not wait forever.
        events.error(error);
        throw error;
      }
      controller.enqueue(chunk);
      for (const e of eventsOf(found)) events.enqueue(e);
    },
    flush() {
      const last = streaming.end();
      for (const e of eventsOf(last)) events.enqueue(e);
      events.enqueue({
        type: "report",
        report: last.report,
        text: streaming.text,
        revised: last.revised,
      });
      events.close();
    },
  });
  return { readable, writable, verdicts };
}
