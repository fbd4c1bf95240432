// Figures written in digits no reader reads ("𝟏𝟐𝟑") as claims of their own that fail closed.
import type { FigureClaim } from "@crossfoot/verdict";
import type { OtherScriptFigure } from "../read/other-script-digits.js";

/** The evidence of a figure written in digits no reader reads. */
export const UNREAD_DIGITS = "digits of this script are not read";

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
