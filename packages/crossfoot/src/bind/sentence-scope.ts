// SentenceScope: one sentence's citations resolved against the sources, with what it names and the Checker's cache.
import type { Mention } from "@crossfoot/extract";
import type { SourceRecord } from "@crossfoot/sources";
import type { SentenceContext } from "../read/sentence-context.js";
import type { CheckCache } from "./check-cache.js";

/** The citations of one sentence, resolved against the sources. */
export interface SentenceScope {
  /** Ids as written in the sentence. */
  readonly citedIds: readonly string[];
  /** The records those ids name (unknown ids dropped). */
  readonly cited: readonly SourceRecord[];
  /** Ids that name no record. */
  readonly unknown: readonly string[];
  /** The periods and words the sentence names, for binding. */
  readonly context: SentenceContext;
  /** The Checker's reusable work. */
  readonly cache: CheckCache;
  /** The records a figure of this sentence is sought in (the cited ones, or all), as a set. */
  readonly inScope: ReadonlySet<SourceRecord>;
  /** The sentence's figures, when known: what the sentence says beside a figure. */
  readonly figures?: readonly Mention[] | undefined;
}
