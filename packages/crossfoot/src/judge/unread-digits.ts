import type { FigureClaim } from "@crossfoot/verdict";
import type { Judgement } from "../prove/judgement.js";
import type { OtherScriptFigure } from "../read/other-script-digits.js";

/** The evidence of a figure written in digits no reader reads. */
export const UNREAD_DIGITS = "digits of this script are not read";

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

/**
 * The figures of a sentence written in digits no reader reads (see
 * otherScriptFigures): each becomes a claim that fails closed
 * (`unsupported`, {@link UNREAD_DIGITS}), never a figure silently skipped.
 * Offsets are `offset` plus the sentence's own.
 */
export function unreadDigitClaims(
  figures: readonly OtherScriptFigure[],
  offset: number,
  sentence: number,
  cited: readonly string[],
): FigureClaim[] {
  if (figures.length === 0) return [];
  const claims: FigureClaim[] = [];
  for (const f of figures) {
    claims.push({
      text: f.text,
      start: offset + f.start,
      end: offset + f.end,
      value: f.value,
      precision: f.precision,
      kind: "number",
      status: "unsupported",
      passed: false,
      evidence: UNREAD_DIGITS,
      details: { type: "none", reason: UNREAD_DIGITS, searched: [] },
      sentence,
      cited,
    });
  }
  return claims;
}
