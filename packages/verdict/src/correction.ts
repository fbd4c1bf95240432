import type { Evidence } from "./evidence.js";
import type { Status } from "./status.js";

/**
 * A proposed fix of one failing figure: replace `from` at `[start, end)` of
 * the answer with `to`. Offsets are half-open, in UTF-16 code units of the
 * answer the report was made for.
 *
 * A correction is proposed only when exactly one evidence-backed
 * replacement makes the figure pass; `evidence` and `details` are the
 * verdict the figure gets once replaced.
 */
export interface Correction {
  readonly start: number;
  readonly end: number;
  /** The text replaced, as the answer writes it: the figure, or its direction word. */
  readonly from: string;
  /** The replacement, written in the style of what it replaces. */
  readonly to: string;
  /** Index in `report.claims` of the failing claim this corrects. */
  readonly claim: number;
  /** The status the figure gets in the corrected answer. */
  readonly status: Status;
  /** The evidence of that verdict, a line a reviewer can check by hand. */
  readonly evidence: string;
  /** The same evidence as data. */
  readonly details: Evidence;
}

/** The fields {@link applyCorrections} reads of a correction. */
export type CorrectionPatch = Pick<Correction, "start" | "end" | "from" | "to">;

/**
 * The answer with each patch applied. Patches may come in any order; they
 * must not overlap, and each must find its `from` at its offsets, so a patch
 * meant for another text is an error, never a silent change.
 *
 * @example
 * applyCorrections("Revenue was $3.5bn.", [{ start: 12, end: 18, from: "$3.5bn", to: "$3.2bn" }]);
 * // "Revenue was $3.2bn."
 */
export function applyCorrections(answer: string, patches: readonly CorrectionPatch[]): string {
  if (typeof answer !== "string") {
    throw new TypeError(`applyCorrections: the answer must be a string, got ${typeof answer}`);
  }
  if (!Array.isArray(patches)) {
    throw new TypeError("applyCorrections: patches must be an array of { start, end, from, to }");
  }
  const sorted = [...patches].sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const patch of sorted) {
    const { start, end, from, to } = patch ?? {};
    if (
      !Number.isInteger(start) ||
      !Number.isInteger(end) ||
      typeof from !== "string" ||
      typeof to !== "string"
    ) {
      throw new TypeError(
        "applyCorrections: each patch needs integer start and end and string from and to",
      );
    }
    if (start < at) {
      throw new RangeError(`applyCorrections: the patch at ${start}-${end} overlaps another`);
    }
    if (end > answer.length || end < start || answer.slice(start, end) !== from) {
      throw new RangeError(
        `applyCorrections: the patch at ${start}-${end} expects ${JSON.stringify(from)}, the answer has ${JSON.stringify(answer.slice(start, Math.max(start, end)))}`,
      );
    }
    out += answer.slice(at, start) + to;
    at = end;
  }
  return out + answer.slice(at);
}
