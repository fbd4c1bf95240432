// Judgement and SentenceScope: shared by judge.ts and the readers it calls, below both.
import type { Mention } from "@crossfoot/extract";
import type { SourceRecord, SourceValue } from "@crossfoot/sources";
import type { Evidence, Status } from "@crossfoot/verdict";
import type { CheckCache } from "../bind/check-cache.js";
import type { SentenceContext } from "../read/sentence-context.js";

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

/** A claim's verdict before it is placed in the answer. */
export interface Judgement {
  readonly status: Status;
  readonly evidence: string;
  readonly details: Evidence;
  /** The source value a direct match found, for later stages (written order, restatements). */
  readonly source?: SourceValue;
  /** The source values a derivation combined, for restatements (which row a figure is of). */
  readonly operands?: readonly SourceValue[];
}
