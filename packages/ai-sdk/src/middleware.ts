import type { LanguageModelMiddleware } from "ai";
import {
  type Checker,
  type CheckOptions,
  type Claim,
  type Report,
  StreamingCheck,
} from "crossfoot";
import { callChecker, type SourcesCallback } from "./call-checker.js";
import { defaultCaveat } from "./caveat.js";
import { CrossfootGroundingError } from "./error.js";
import { toMetadata } from "./metadata.js";
import type { GenerateResult, StreamPart } from "./types.js";

/** How {@link crossfootMiddleware} finds sources and what it does with a failing answer. */
export interface CrossfootMiddlewareOptions {
  /**
   * Sources for calls whose `providerOptions.crossfoot.sources` is not set,
   * for example the documents your retriever returned for this request.
   */
  readonly sources?: SourcesCallback;
  /** crossfoot's check options for every call (`requireCitations`, `allowRounding`, …). */
  readonly options?: CheckOptions;
  /**
   * What happens when a figure fails, beyond attaching the report as
   * `providerMetadata.crossfoot` (always done): `"attach"` (default) nothing
   * more; `"caveat"` appends a note naming the unverified figures to the
   * answer; `"throw"` throws a {@link CrossfootGroundingError}.
   */
  readonly onFail?: "attach" | "caveat" | "throw";
  /** The caveat text for `onFail: "caveat"` (default {@link defaultCaveat}). */
  readonly caveat?: (report: Report) => string;
  /**
   * Called with each figure's claim as `streamText` produces the text: once
   * the sentence that holds the figure has ended, before the stream does
   * (see `checkStream` in crossfoot). The report at the end is unchanged.
   */
  readonly onClaim?: (claim: Claim) => void;
}

const ON_FAIL = ["attach", "caveat", "throw"] as const;
const CAVEAT_ID = "crossfoot-caveat";

/**
 * A language-model middleware for the Vercel AI SDK's `wrapLanguageModel`
 * that checks the numbers of every generated answer against its sources.
 *
 * `generateText` is checked when the model returns; `streamText` when its
 * stream finishes (text already streamed cannot be taken back, so there a
 * caveat arrives as a last text block and `"throw"` errors the stream).
 *
 * @example
 * const model = wrapLanguageModel({ model: openai("gpt-4o"), middleware: crossfootMiddleware({ onFail: "caveat" }) });
 * const result = await generateText({ model, prompt, providerOptions: { crossfoot: { sources } } });
 * getCrossfootReport(result.providerMetadata)?.passed;
 */
export function crossfootMiddleware(
  settings: CrossfootMiddlewareOptions = {},
): LanguageModelMiddleware {
  const { sources, options = {}, onFail = "attach", caveat = defaultCaveat, onClaim } = settings;
  if (!ON_FAIL.includes(onFail)) {
    throw new TypeError(
      `crossfoot: onFail must be "attach", "caveat" or "throw", got ${String(onFail)}`,
    );
  }
  if (sources !== undefined && typeof sources !== "function") {
    throw new TypeError("crossfoot: sources must be a function of the call");
  }
  if (onClaim !== undefined && typeof onClaim !== "function") {
    throw new TypeError("crossfoot: onClaim must be a function of a claim");
  }

  return {
    specificationVersion: "v3",

    async wrapGenerate({ doGenerate, params }) {
      const checker = await callChecker(params, "generate", sources, options);
      const result = await doGenerate();
      const texts = result.content.filter((part) => part.type === "text");
      // A step that only calls tools has no answer to check yet.
      if (texts.length === 0) return result;
      const report = checker.check(texts.map((part) => part.text).join(""));
      if (!report.passed && onFail === "throw") throw new CrossfootGroundingError(report);
      const checked: GenerateResult = {
        ...result,
        providerMetadata: toMetadata(report, checker.sources.diagnostics, result.providerMetadata),
      };
      if (report.passed || onFail !== "caveat") return checked;
      const last = texts[texts.length - 1];
      return {
        ...checked,
        content: result.content.map((part) =>
          part === last && part.type === "text"
            ? { ...part, text: part.text + caveat(report) }
            : part,
        ),
      };
    },

    async wrapStream({ doStream, params }) {
      const checker = await callChecker(params, "stream", sources, options);
      const { stream, ...rest } = await doStream();
      return {
        ...rest,
        stream: stream.pipeThrough(checkAsItStreams(checker, onFail, caveat, onClaim)),
      };
    },
  };
}

/**
 * Passes every part through and checks the text as it arrives: each
 * figure's claim goes to `onClaim` once its sentence has ended, and the
 * whole text's report rides on the `finish` part's provider metadata.
 */
function checkAsItStreams(
  checker: Checker,
  onFail: "attach" | "caveat" | "throw",
  caveat: (report: Report) => string,
  onClaim: ((claim: Claim) => void) | undefined,
): TransformStream<StreamPart, StreamPart> {
  const streaming = new StreamingCheck(checker);
  let sawText = false;
  let checked = false;
  /** End the text; undefined when the stream was errored instead. */
  const check = (controller: TransformStreamDefaultController<StreamPart>): Report | undefined => {
    checked = true;
    const { claims, report } = streaming.end();
    if (onClaim) for (const claim of claims) onClaim(claim);
    if (!report.passed && onFail === "throw") {
      controller.error(new CrossfootGroundingError(report));
      return undefined;
    }
    if (!report.passed && onFail === "caveat") {
      controller.enqueue({ type: "text-start", id: CAVEAT_ID });
      controller.enqueue({ type: "text-delta", id: CAVEAT_ID, delta: caveat(report) });
      controller.enqueue({ type: "text-end", id: CAVEAT_ID });
    }
    return report;
  };
  return new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      if (part.type === "text-delta") {
        const { claims } = streaming.push(part.delta);
        if (onClaim) for (const claim of claims) onClaim(claim);
        sawText = true;
      }
      if (part.type !== "finish" || !sawText) {
        controller.enqueue(part);
        return;
      }
      const report = check(controller);
      if (!report) return;
      controller.enqueue({
        ...part,
        providerMetadata: toMetadata(report, checker.sources.diagnostics, part.providerMetadata),
      });
    },
    // A stream that ends without a finish part still has its text checked:
    // a caveat or an error must not be skipped because the part was missing.
    flush(controller) {
      if (sawText && !checked) check(controller);
    },
  });
}
