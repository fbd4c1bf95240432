/** A token of written arithmetic. */
export type CalcToken =
  | {
      readonly type: "number";
      readonly start: number;
      readonly end: number;
      readonly number: WrittenNumber;
    }
  | {
      readonly type: "op";
      readonly op: "+" | "-" | "*" | "/";
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly type: "open" | "close" | "of";
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly type: "equals";
      readonly start: number;
      readonly end: number;
      /** "≈": the result after it is hedged. */
      readonly approximate?: boolean;
    }
  /** A hedge before a result: "~", "about", "approximately" ("= approximately 64%"). */
  | { readonly type: "hedge"; readonly start: number; readonly end: number }
  /** Anything else: a word or punctuation that ends an expression. */
  | { readonly type: "barrier"; readonly start: number; readonly end: number }
  /**
   * A line break (a run of them, with blank lines): it ends an expression,
   * and a chain of working may go on across it only as the next line says
   * (see `lines.ts`).
   */
  | { readonly type: "line"; readonly start: number; readonly end: number };

/** A number as written inside a calculation. */
export interface WrittenNumber {
  readonly text: string;
  /** Value with any scale applied: `$7.6m` → 7,600,000. */
  readonly value: number;
  /** Value of the digits as written, without the scale: `$7.6m` → 7.6. */
  readonly written: number;
  /** Place value of the last digit, in the units of `value`. */
  readonly precision: number;
  /** Place value of the last digit, in the units of `written`. */
  readonly writtenPrecision: number;
  readonly percent: boolean;
  readonly currency?: string;
  /** Power of ten of a scale word or suffix (`m` → 6), when one was written. */
  readonly exponent?: number;
  /** Written with an explicit sign. */
  readonly signed: boolean;
}

const SCALE_EXPONENTS: Readonly<Record<string, number>> = {
  k: 3,
  thousand: 3,
  m: 6,
  mn: 6,
  mm: 6,
  million: 6,
  b: 9,
  bn: 9,
  billion: 9,
  t: 12,
  tn: 12,
  trillion: 12,
};
const CURRENCY_SIGNS = new Set(["$", "€", "£", "¥", "₹"]);
const OPERATOR_WORDS: Readonly<Record<string, "+" | "-" | "*" | "/">> = {
  plus: "+",
  minus: "-",
  less: "-",
  times: "*",
};

// Words that hedge the figure after them: "= approximately 64%" states a
// rounded result, read more loosely than "= 64%".
const HEDGE_WORDS = new Set([
  "about",
  "approximately",
  "approx",
  "around",
  "roughly",
  "nearly",
  "almost",
]);

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number) => c === 32 || c === 9 || c === 0xa0;
const isBreak = (c: number) => c === 10 || c === 13;

/** Read a number at `i` (after any currency sign): digits, separators, decimals, scale, percent. */
function readNumber(
  text: string,
  i: number,
  signed: boolean,
): { end: number; number: WrittenNumber } | undefined {
  let j = i;
  let currency: string | undefined;
  if (CURRENCY_SIGNS.has(text[j] as string)) {
    currency = text[j];
    j++;
  }
  // "$(546) million": an accounting negative, its currency sign outside the brackets.
  const bracketed = currency !== undefined && text[j] === "(" && isDigit(text.charCodeAt(j + 1));
  if (bracketed) j++;
  const digitsStart = j;
  let int = "";
  while (
    j < text.length &&
    (isDigit(text.charCodeAt(j)) || (text[j] === "," && isDigit(text.charCodeAt(j + 1))))
  ) {
    if (text[j] !== ",") int += text[j];
    j++;
  }
  let frac = "";
  if (text[j] === "." && isDigit(text.charCodeAt(j + 1))) {
    j++;
    while (j < text.length && isDigit(text.charCodeAt(j))) frac += text[j++];
  }
  if (j === digitsStart || (int === "" && frac === "")) return undefined;
  if (bracketed) {
    if (text[j] !== ")") return undefined;
    j++;
  }
  // A scale suffix glued on or one space away (`$7.6m`, `3.5 billion`).
  let exponent: number | undefined;
  let k = j;
  if (text[k] === " ") k++;
  let w = k;
  while (w < text.length && isLetter(text.charCodeAt(w))) w++;
  const word = text.slice(k, w).toLowerCase();
  const scale = SCALE_EXPONENTS[word];
  if (scale !== undefined && (k === j || word.length > 2) && !isLetter(text.charCodeAt(w))) {
    exponent = scale;
    j = w;
  }
  let percent = false;
  if (text[j] === "%") {
    percent = true;
    j++;
  }
  const digits = `${int}${frac}`.replace(/^0+(?=\d)/, "") || "0";
  const e = -frac.length;
  const sign = bracketed ? -1 : 1;
  const written = sign * Number(`${digits}e${e}`);
  const writtenPrecision = Number(`1e${e}`);
  const value = sign * Number(`${digits}e${e + (exponent ?? 0)}`);
  const precision = Number(`1e${e + (exponent ?? 0)}`);
  return {
    end: j,
    number: {
      text: text.slice(i, j),
      value,
      written,
      precision,
      writtenPrecision,
      percent,
      ...(currency ? { currency } : {}),
      ...(exponent !== undefined ? { exponent } : {}),
      signed: signed || bracketed,
    },
  };
}

/**
 * Split text into arithmetic tokens in one pass. Words other than the
 * operator words ("plus", "minus", "times", "divided by", "multiplied by",
 * "of") and the hedges ("~", "about", "approximately") become barriers,
 * which end an expression; a hedge ends one too.
 */
export function tokenize(text: string): CalcToken[] {
  const tokens: CalcToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const ch = text[i] as string;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (isBreak(c)) {
      let j = i + 1;
      while (j < text.length && (isBreak(text.charCodeAt(j)) || isSpace(text.charCodeAt(j)))) j++;
      tokens.push({ type: "line", start: i, end: j });
      i = j;
      continue;
    }
    if (
      isDigit(c) ||
      (CURRENCY_SIGNS.has(ch) &&
        (isDigit(text.charCodeAt(i + 1)) ||
          (text[i + 1] === "(" && isDigit(text.charCodeAt(i + 2))))) ||
      (ch === "." && isDigit(text.charCodeAt(i + 1)))
    ) {
      // Letters glued before the digits (v2, FY2024, B01) make an identifier.
      if (i > 0 && isDigit(c) && isLetter(text.charCodeAt(i - 1))) {
        let j = i;
        while (j < text.length && (isDigit(text.charCodeAt(j)) || isLetter(text.charCodeAt(j))))
          j++;
        tokens.push({ type: "barrier", start: i, end: j });
        i = j;
        continue;
      }
      const read = readNumber(text, i, false);
      if (read) {
        // A multiple ("0.85x"): the number, read without its sign of times.
        const after = text.charCodeAt(read.end + 1);
        if (text[read.end] === "x" && !read.number.percent && !isLetter(after) && !isDigit(after)) {
          tokens.push({ type: "number", start: i, end: read.end, number: read.number });
          i = read.end + 1;
          continue;
        }
        // A letter glued after the number (3rd, 12ms) ends the expression too.
        if (isLetter(text.charCodeAt(read.end))) {
          let j = read.end;
          while (j < text.length && isLetter(text.charCodeAt(j))) j++;
          tokens.push({ type: "barrier", start: i, end: j });
          i = j;
          continue;
        }
        tokens.push({ type: "number", start: i, end: read.end, number: read.number });
        i = read.end;
        continue;
      }
    }
    if (ch === "+" || ch === "-" || ch === "−" || ch === "–") {
      tokens.push({ type: "op", op: ch === "+" ? "+" : "-", start: i, end: i + 1 });
      i++;
      continue;
    }
    // "x" is a times sign only standing alone ("3 x 4"), never inside a word.
    const timesX =
      ch === "x" && !isLetter(text.charCodeAt(i + 1)) && !isLetter(text.charCodeAt(i - 1));
    if (ch === "*" || ch === "×" || ch === "·" || timesX) {
      tokens.push({ type: "op", op: "*", start: i, end: i + 1 });
      i++;
      continue;
    }
    if (ch === "/" || ch === "÷") {
      tokens.push({ type: "op", op: "/", start: i, end: i + 1 });
      i++;
      continue;
    }
    // Square brackets are citations ("[1-2]"), never grouping.
    if (ch === "(") {
      tokens.push({ type: "open", start: i, end: i + 1 });
      i++;
      continue;
    }
    if (ch === ")") {
      tokens.push({ type: "close", start: i, end: i + 1 });
      i++;
      continue;
    }
    if (ch === "~") {
      tokens.push({ type: "hedge", start: i, end: i + 1 });
      i++;
      continue;
    }
    if (ch === "=" || ch === "≈") {
      tokens.push({
        type: "equals",
        start: i,
        end: i + 1,
        ...(ch === "≈" ? { approximate: true } : {}),
      });
      i++;
      continue;
    }
    if (isLetter(c)) {
      let j = i;
      while (j < text.length && isLetter(text.charCodeAt(j))) j++;
      const word = text.slice(i, j).toLowerCase();
      const op = OPERATOR_WORDS[word];
      if (op) {
        tokens.push({ type: "op", op, start: i, end: j });
      } else if (word === "divided" || word === "multiplied") {
        // "divided by" / "multiplied by": the operator spans both words.
        let k = j;
        while (k < text.length && text[k] === " ") k++;
        if (text.slice(k, k + 2).toLowerCase() === "by" && !isLetter(text.charCodeAt(k + 2))) {
          tokens.push({ type: "op", op: word === "divided" ? "/" : "*", start: i, end: k + 2 });
          i = k + 2;
          continue;
        }
        tokens.push({ type: "barrier", start: i, end: j });
      } else if (word === "of") {
        tokens.push({ type: "of", start: i, end: j });
      } else if (word === "equals" || word === "equal") {
        tokens.push({ type: "equals", start: i, end: j });
      } else if (HEDGE_WORDS.has(word)) {
        tokens.push({ type: "hedge", start: i, end: j });
      } else {
        tokens.push({ type: "barrier", start: i, end: j });
      }
      i = j;
      continue;
    }
    tokens.push({ type: "barrier", start: i, end: i + 1 });
    i++;
  }
  return tokens;
}
