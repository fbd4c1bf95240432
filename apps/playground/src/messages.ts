// What the page and the checking worker say to each other.
import type { PlaygroundState } from "./state.js";

/** A check the page asks for; `seq` orders requests, so a stale reply is known. */
export interface CheckRequest extends PlaygroundState {
  readonly seq: number;
}

/** A finished check: the review view's HTML and the verdict in one line. */
export interface CheckDone {
  readonly seq: number;
  readonly html: string;
  readonly passed: boolean;
  /** The head line of the report: `FAILED · 2 claims · 1 failed · score 0.50`. */
  readonly summary: string;
  /** What loading the sources skipped or could not read. */
  readonly diagnostics: readonly string[];
}

/** A check that could not run: malformed sources, or the checker threw. */
export interface CheckFailed {
  readonly seq: number;
  readonly error: string;
}

/** The worker's answer to one request. */
export type CheckReply = CheckDone | CheckFailed;
