// The verdict of a figure a double cannot hold exactly (0.000…1 read as 0, a 401-digit integer as Infinity): it fails closed.
import type { Judgement } from "../prove/judgement.js";

/** The evidence of a figure whose last digit's place, or value, is below what a double holds exactly. */
export const TOO_SMALL = "number too small to read exactly";

/** The evidence of a figure whose value overflows a double. */
export const TOO_LARGE = "number too large to read exactly";

/**
 * The verdict of a figure a double cannot hold (see `beyondDouble` in
 * `@crossfoot/extract`): it fails closed (`unsupported`), never compared as
 * the 0 or Infinity it was read as.
 */
export function beyondDoubleJudgement(beyond: "small" | "large"): Judgement {
  const reason = beyond === "small" ? TOO_SMALL : TOO_LARGE;
  return {
    status: "unsupported",
    evidence: reason,
    details: { type: "none", reason, searched: [] },
  };
}
