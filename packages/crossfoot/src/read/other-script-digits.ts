// Figures written in digits of scripts the extraction does not read ("𝟏𝟐𝟑"): found so they fail closed.
// A run of decimal digits of any script, with the separators written inside
// it. Each match ends on a digit; backtracking stays within one run.
const DIGIT_RUN = /\p{Nd}(?:[\p{Nd}.,\u066b\u066c\uff0c\uff0e]*\p{Nd})?/gu;
const ND = /\p{Nd}/u;
// A high surrogate: the only way a text holds a code point above U+FFFF.
const HIGH_SURROGATE = /[\ud800-\udbff]/;

/** A figure written in digits the extraction does not read, with the value its digits spell. */
export interface OtherScriptFigure {
  /** The digits as written. */
  readonly text: string;
  /** Where they start and end in the sentence (UTF-16 offsets). */
  readonly start: number;
  readonly end: number;
  /** The value the digits spell, `.` or `．` the decimal mark. */
  readonly value: number;
  /** The place of the last digit written. */
  readonly precision: number;
}

const NONE: readonly OtherScriptFigure[] = Object.freeze([]);

/**
 * The figures of `text` written in decimal digits of more than one UTF-16
 * unit (Mathematical Bold "𝟏𝟐𝟑", Adlam, Osmanya, …), which the extraction
 * does not read. Each value is read from the digits (each run of decimal
 * digits in Unicode is whole blocks of ten), `.` or `．` the decimal mark,
 * other separators dropped, for the reader: it proves nothing.
 */
export function otherScriptFigures(text: string): readonly OtherScriptFigure[] {
  if (!HIGH_SURROGATE.test(text)) return NONE;
  const out: OtherScriptFigure[] = [];
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
    const start = m.index ?? 0;
    out.push({
      text: run,
      start,
      end: start + run.length,
      value: Number(digits) / 10 ** places,
      precision: Number(`1e-${places}`),
    });
  }
  return out;
}

/** The value of a decimal digit: its distance from the first digit of its run, modulo ten. */
function digitValue(cp: number): number {
  let zero = cp;
  while (ND.test(String.fromCodePoint(zero - 1))) zero--;
  return (cp - zero) % 10;
}
