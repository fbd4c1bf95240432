// Judgement: what proving gives a figure (status, evidence, the values it rests on) before it becomes a claim.
import type { SourceValue } from "@crossfoot/sources";
import type { Evidence, Status } from "@crossfoot/verdict";

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
