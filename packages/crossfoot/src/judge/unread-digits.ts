import type { FigureClaim } from "@crossfoot/verdict";
import type { Judgement } from "../prove/judgement.js";

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

// A run of decimal digits of any script, with the separators written inside
// it. Each match ends on a digit; backtracking stays within one run.
const DIGIT_RUN = /\p{Nd}(?:[\p{Nd}.,\u066b\u066c\uff0c\uff0e]*\p{Nd})?/gu;
const ND = /\p{Nd}/u;
// A high surrogate: the only way a text holds a code point above U+FFFF.
const HIGH_SURROGATE = /[\ud800-\udbff]/;

/**
 * The figures of `text` written in decimal digits of more than one UTF-16
 * unit (Mathematical Bold "𝟏𝟐𝟑", Adlam, Osmanya, …), which the extraction
 * does not read: each becomes a claim that fails closed (`unsupported`,
 * {@link UNREAD_DIGITS}), never a figure silently skipped. Its value is read
 * from the digits (each run of decimal digits in Unicode is whole blocks of
 * ten), `.` or `．` the decimal mark, other separators dropped, for the
 * reader; it proves nothing. Offsets are `offset` plus those in `text`.
 */
export function unreadDigitClaims(
  text: string,
  offset: number,
  sentence: number,
  cited: readonly string[],
): FigureClaim[] {
  if (!HIGH_SURROGATE.test(text)) return [];
  const claims: FigureClaim[] = [];
  for (const m of text.matchAll(DIGIT_RUN)) {
    const run = m[0];
    if (!HIGH_SURROGATE.test(run)) continue;
    let digits = "";
    let fraction = -1;
    for (const ch of run) {
      const cp = ch.codePointAt(0) as number;
      if (ND.test(ch)) {
        digits += String(digitValue(cp));
        if (fraction >= 0) fraction++;
      } else if ((ch === "." || ch === "．") && fraction < 0) fraction = 0;
    }
    const places = Math.max(fraction, 0);
    const value = Number(digits) / 10 ** places;
    const start = offset + (m.index ?? 0);
    claims.push({
      text: run,
      start,
      end: start + run.length,
      value,
      precision: Number(`1e-${places}`),
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

/** The value of a decimal digit: its distance from the first digit of its run, modulo ten. */
function digitValue(cp: number): number {
  let zero = cp;
  while (ND.test(String.fromCodePoint(zero - 1))) zero--;
  return (cp - zero) % 10;
}
