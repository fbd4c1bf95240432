// Character-class helpers. Plain code-unit tests rather than regular
// expressions keep every scanner in this package linear and allocation-free.

export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

export function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Letters of any script: a number glued to one is part of a word or identifier. */
export function isLetter(code: number): boolean {
  if (isAsciiLetter(code)) return true;
  if (code < 0xc0) return false;
  // Latin-1 letters and everything above that is not punctuation or a currency
  // sign we read (€ £ ¥ ₹ ₩ live in symbol blocks).
  return (
    (code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) ||
    (code >= 0x370 && code <= 0x1fff) ||
    (code >= 0x3040 && code <= 0x9fff)
  );
}

/** Spaces within a line: space, tab, vertical tab, form feed, no-break, thin and other Unicode spaces. */
export function isSpace(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 0x0b ||
    code === 0x0c ||
    code === 0xa0 ||
    code === 0x202f ||
    code === 0x3000 ||
    code === 0x205f ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a)
  );
}

/** Line breaks: LF, CR, NEL, and the Unicode line and paragraph separators. */
export function isLineBreak(code: number): boolean {
  return code === 10 || code === 13 || code === 0x85 || code === 0x2028 || code === 0x2029;
}

export function isWhitespace(code: number): boolean {
  return isSpace(code) || isLineBreak(code);
}

export function isUpper(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 0xc0 && code <= 0xde && code !== 0xd7);
}

/** The minus signs prose uses: hyphen-minus, Unicode minus, en dash. */
export function isMinus(code: number): boolean {
  return code === 45 || code === 0x2212 || code === 0x2013;
}

/** Whether `text[from, to)` is all ASCII: then lower-casing maps each code unit to one code unit. */
export function isAsciiRange(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (text.charCodeAt(k) >= 0x80) return false;
  return true;
}

/** An ASCII code lower-cased (A–Z to a–z; anything else unchanged). */
export function lowerAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/**
 * Whether `text[at, at + word.length)` lower-cased is `word` (lower case,
 * ASCII), for text known to be ASCII there: `text.slice(…).toLowerCase() ===
 * word` without the two strings.
 */
export function equalsLowerAt(text: string, at: number, word: string): boolean {
  if (at < 0 || at + word.length > text.length) return false;
  for (let k = 0; k < word.length; k++) {
    if (lowerAscii(text.charCodeAt(at + k)) !== word.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * The code at `k`, or 0 (NUL) outside the text, where `charCodeAt` gives NaN.
 * For tests that hold for neither (letters, digits, spaces, a given
 * character): they answer as they would for NaN, and the optimised scan has
 * no NaN to carry (reading past an end through `charCodeAt` sends the
 * compiled loop back to a slower, NaN-aware version of itself).
 */
export function codeAt(text: string, k: number): number {
  return k >= 0 && k < text.length ? text.charCodeAt(k) : 0;
}

/** Closing quotes and brackets, which belong to the sentence they close: `"` `'` `”` `’` `)` `]`. */
export function isCloser(c: number): boolean {
  return c === 34 || c === 39 || c === 0x201d || c === 0x2019 || c === 41 || c === 93;
}

/**
 * Whether the terminal mark (`.` `!` `?`) at `i` ends a sentence for a cue:
 * a space follows it, after any closing quotes and brackets (`costs "fell."
 * Revenue…`), or a citation opens right after it (`fell.[R1] Revenue…`), as
 * the sentence splitter reads them. Linear over a text: the closers after
 * one mark are read once.
 */
export function endsSentenceAt(text: string, i: number): boolean {
  let j = i + 1;
  while (isCloser(codeAt(text, j))) j++;
  const c = codeAt(text, j);
  // "[" 91, "【" U+3010.
  return isSpace(c) || c === 91 || c === 0x3010;
}
