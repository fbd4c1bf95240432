// Decimal digits of other scripts. Every block of Unicode decimal digits
// (general category Nd) in the Basic Multilingual Plane runs from its zero
// to its nine in ten consecutive code points of one UTF-16 unit each, so a
// text's digits can be read as ASCII digits in a copy of the same length:
// every offset into the copy is an offset into the text.

/**
 * The zero of each block of decimal digits outside ASCII that takes one
 * UTF-16 unit: Arabic-Indic, Extended Arabic-Indic, NKo, Devanagari,
 * Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam,
 * Sinhala Lith, Thai, Lao, Tibetan, Myanmar (two), Khmer, Mongolian, Limbu,
 * New Tai Lue, Tai Tham (two), Balinese, Sundanese, Lepcha, Ol Chiki, Vai,
 * Saurashtra, Kayah Li, Javanese, Myanmar Extended-B, Cham, Meetei Mayek and
 * full-width digits.
 */
export const DIGIT_ZEROS: readonly number[] = [
  0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50,
  0xed0, 0xf20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0,
  0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10,
];

/** The value (0–9) of a decimal digit outside ASCII at one UTF-16 unit, or -1. */
export function otherDigitValue(code: number): number {
  if (code < 0x660) return -1;
  for (const zero of DIGIT_ZEROS) {
    if (code < zero) return -1;
    if (code <= zero + 9) return code - zero;
  }
  return -1;
}

// Any decimal digit but ASCII's: the one test a text of ASCII digits pays.
const OTHER_DIGIT = /[^\P{Nd}0-9]/u;

/**
 * Whether `text` writes any decimal digit outside ASCII (of any script,
 * including those {@link foldDigits} cannot read).
 */
export function hasOtherDigits(text: string): boolean {
  return OTHER_DIGIT.test(text);
}

// "٫" Arabic decimal separator, "٬" Arabic thousands separator, "．" and "，"
// full-width period and comma, "－" full-width hyphen-minus.
const ARABIC_DECIMAL = 0x66b;
const ARABIC_THOUSANDS = 0x66c;
const FULL_PERIOD = 0xff0e;
const FULL_COMMA = 0xff0c;
const FULL_MINUS = 0xff0d;
// "٪" Arabic percent sign, "＄" full-width dollar sign.
const ARABIC_PERCENT = 0x66a;
const FULL_DOLLAR = 0xff04;

/**
 * `text` with every decimal digit of another script that takes one UTF-16
 * unit written as its ASCII digit, and, between two such digits, the
 * script's own separators as ASCII ones: the Arabic decimal separator `٫` as
 * the decimal mark and the Arabic thousands separator `٬` as the group mark
 * (`,` and `.` swapped under `decimalComma`), the full-width `．` and `，` as
 * `.` and `,`; a full-width `－` and `＄` before a full-width digit as `-` and
 * `$`, and the Arabic percent sign `٪` after a digit as `%`. The copy
 * has the text's length, so offsets into it are offsets into the text. A text
 * with no such digit comes back as it is (the same string).
 *
 * @example
 * foldDigits("الإيرادات ١٢٣٫٥ مليون") // "الإيرادات 123.5 مليون"
 */
export function foldDigits(text: string, decimalComma = false): string {
  if (!OTHER_DIGIT.test(text)) return text;
  const n = text.length;
  let out = "";
  let from = 0;
  for (let k = 0; k < n; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x660) continue;
    let ascii = -1;
    const d = otherDigitValue(c);
    if (d >= 0) ascii = 48 + d;
    else if (c === ARABIC_DECIMAL || c === ARABIC_THOUSANDS) {
      if (otherDigitValue(codeAt(text, k - 1)) >= 0 && otherDigitValue(codeAt(text, k + 1)) >= 0)
        ascii = (c === ARABIC_DECIMAL) !== decimalComma ? 46 : 44;
    } else if (c === FULL_PERIOD || c === FULL_COMMA) {
      if (isFullDigit(codeAt(text, k - 1)) && isFullDigit(codeAt(text, k + 1)))
        ascii = c === FULL_PERIOD ? 46 : 44;
    } else if (c === FULL_MINUS || c === FULL_DOLLAR) {
      if (isFullDigit(codeAt(text, k + 1))) ascii = c === FULL_MINUS ? 45 : 36;
    } else if (c === ARABIC_PERCENT) {
      if (otherDigitValue(codeAt(text, k - 1)) >= 0) ascii = 37;
    }
    if (ascii < 0) continue;
    out += text.slice(from, k) + String.fromCharCode(ascii);
    from = k + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

function isFullDigit(code: number): boolean {
  return code >= 0xff10 && code <= 0xff19;
}

function codeAt(text: string, k: number): number {
  return k >= 0 && k < text.length ? text.charCodeAt(k) : 0;
}
