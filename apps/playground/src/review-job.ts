// One check, from the boxes' contents to the review view's HTML, keeping the Checker while sources and options stay the same.
import { renderReview, reviewSources } from "@crossfoot/review";
import { Checker, renderSummaryHead } from "crossfoot";
import type { CheckReply, CheckRequest } from "./messages.js";
import { readSources } from "./read-sources.js";

/**
 * Checks requests one after another. Loading and indexing sources is the
 * costly part, so the last Checker is kept and reused for as long as the
 * sources text and the options are those it was built from.
 */
export class ReviewJob {
  private key: string | undefined;
  private checker: Checker | undefined;

  /** The reply to one request: the review, or why there is none. Never throws. */
  run(request: CheckRequest): CheckReply {
    try {
      const checker = this.checkerFor(request);
      const report = checker.check(request.answer);
      const html = renderReview({
        answer: request.answer,
        report,
        sources: reviewSources(checker.sources),
      });
      return {
        seq: request.seq,
        html,
        passed: report.passed,
        summary: renderSummaryHead(report),
        diagnostics: checker.sources.diagnostics.map(describeDiagnostic),
      };
    } catch (error) {
      return { seq: request.seq, error: messageOf(error) };
    }
  }

  private checkerFor(request: CheckRequest): Checker {
    const key = JSON.stringify([request.sources, request.options]);
    if (this.checker === undefined || key !== this.key) {
      // Forget the old Checker first: if these sources throw, no stale one is reused.
      this.checker = undefined;
      this.key = undefined;
      this.checker = new Checker(readSources(request.sources), { ...request.options });
      this.key = key;
    }
    return this.checker;
  }
}

/** An error's message as a reader sees it, without crossfoot's prefix. */
function messageOf(error: unknown): string {
  const message =
    error instanceof Error ? error.message : `the checker failed: ${String(error ?? "")}`;
  return message.replace(/^crossfoot: /, "");
}

/** A loading diagnostic on one line: where it is, then what is wrong. */
function describeDiagnostic(d: { recordId: string; path: string; message: string }): string {
  const where = [d.recordId, d.path].filter((p) => p !== "").join(" ");
  return where === "" ? d.message : `${where}: ${d.message}`;
}
