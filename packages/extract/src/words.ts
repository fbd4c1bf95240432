import type { Scale } from "@crossfoot/units";
import { codeAt, isLetter, isSpace } from "./chars.js";

/** A number written in words, before any unit or percent sign after it. */
export interface WordNumber {
  readonly end: number;
  readonly value: number;
  readonly precision: number;
  /** How it reads: a count, a fraction of a whole, or a multiple. */
  readonly form: "number" | "fraction" | "multiple";
  /** Canonical scale name when a scale word was written ("two million"). */
  readonly scale?: string;
  /**
   * A verb that states a change as the multiple a quantity reached
   * ("doubled", "tripled", "halved"): the word is also its direction cue.
   */
  readonly verb?: boolean;
}

const SMALL: ReadonlyMap<string, number> = new Map([
  ["zero", 0],
  ["one", 1],
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
  ["ten", 10],
  ["eleven", 11],
  ["twelve", 12],
  ["thirteen", 13],
  ["fourteen", 14],
  ["fifteen", 15],
  ["sixteen", 16],
  ["seventeen", 17],
  ["eighteen", 18],
  ["nineteen", 19],
]);
const TENS: ReadonlyMap<string, number> = new Map([
  ["twenty", 20],
  ["thirty", 30],
  ["forty", 40],
  ["fifty", 50],
  ["sixty", 60],
  ["seventy", 70],
  ["eighty", 80],
  ["ninety", 90],
]);
/** Denominators: singular after "a"/"one", plural after two, three, … */
const DENOMINATORS: ReadonlyMap<string, number> = new Map([
  ["half", 2],
  ["halves", 2],
  ["third", 3],
  ["thirds", 3],
  ["quarter", 4],
  ["quarters", 4],
  ["fourth", 4],
  ["fourths", 4],
  ["fifth", 5],
  ["fifths", 5],
  ["tenth", 10],
  ["tenths", 10],
]);
const MULTIPLES: ReadonlyMap<string, number> = new Map([
  ["twice", 2],
  ["double", 2],
  ["triple", 3],
  ["treble", 3],
  ["quadruple", 4],
  ["twofold", 2],
  ["threefold", 3],
  ["fourfold", 4],
  ["fivefold", 5],
  ["sixfold", 6],
  ["sevenfold", 7],
  ["eightfold", 8],
  ["ninefold", 9],
  ["tenfold", 10],
  ["twentyfold", 20],
  ["hundredfold", 100],
]);

/**
 * Verbs that state a change as a multiple: "revenue doubled" is a claim that
 * it reached 2× its earlier level, read to the unit as "twice" is; "halved"
 * is 0.5× to a tenth. ("halves" is left out: "the first and second halves".)
 */
const CHANGE_MULTIPLES: ReadonlyMap<string, number> = new Map([
  ["doubled", 2],
  ["doubles", 2],
  ["doubling", 2],
  ["tripled", 3],
  ["triples", 3],
  ["tripling", 3],
  ["trebled", 3],
  ["trebles", 3],
  ["trebling", 3],
  ["quadrupled", 4],
  ["quadruples", 4],
  ["quadrupling", 4],
  ["halved", 0.5],
  ["halving", 0.5],
]);

/** Words a number written in words can start with (lower case). */
const STARTERS = new Set<string>([
  ...SMALL.keys(),
  ...TENS.keys(),
  ...MULTIPLES.keys(),
  ...CHANGE_MULTIPLES.keys(),
  "a",
  "half",
  "dozen",
]);

/** First letters of {@link STARTERS}, as a bit set over `a`–`z`, for a cheap pre-check. */
const FIRST_LETTERS = (() => {
  let bits = 0;
  for (const w of STARTERS) bits |= 1 << (w.charCodeAt(0) - 97);
  return bits;
})();

/** The first three letters of {@link STARTERS} (lower case, a–z), as bits at `(c1 · 26 + c2) · 26 + c3`. */
const FIRST_TRIPLES = (() => {
  const bits = new Uint8Array(26 * 26 * 26);
  for (const w of STARTERS) {
    if (w.length > 2) bits[tripleIndex(w.charCodeAt(0), w.charCodeAt(1), w.charCodeAt(2))] = 1;
  }
  return bits;
})();

/** Index of three lower-case ASCII letters in {@link FIRST_TRIPLES}. */
function tripleIndex(c1: number, c2: number, c3: number): number {
  return ((c1 - 97) * 26 + (c2 - 97)) * 26 + (c3 - 97);
}

/**
 * Whether the word at `i` could start a number in words: a cheap check on
 * its first two letters (and the lone "a"), so most words are passed over
 * without being sliced.
 */
export function mayStartWordNumber(text: string, i: number): boolean {
  const c1 = text.charCodeAt(i) | 32;
  if (c1 < 97 || c1 > 122 || (FIRST_LETTERS & (1 << (c1 - 97))) === 0) return false;
  const c2 = codeAt(text, i + 1);
  if (!isLetter(c2)) return c1 === 97; // "a"
  const c3 = codeAt(text, i + 2);
  if (!isLetter(c3)) return false; // no two-letter starters
  // Starters are ASCII: a letter of another script is none of them.
  const l2 = c2 | 32;
  const l3 = c3 | 32;
  if (l2 < 97 || l2 > 122 || l3 < 97 || l3 > 122) return false;
  return FIRST_TRIPLES[tripleIndex(c1, l2, l3)] === 1;
}

interface Token {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

/** The lower-case letter word at `i` (no hyphen), or undefined. */
function wordAt(text: string, i: number): Token | undefined {
  let j = i;
  while (j < text.length && isLetter(text.charCodeAt(j)) && j - i < 14) j++;
  if (j === i || isLetter(text.charCodeAt(j))) return undefined;
  return { word: text.slice(i, j).toLowerCase(), start: i, end: j };
}

/** The next word after `end`, across one space or a hyphen. */
function nextToken(text: string, end: number, hyphen: boolean): Token | undefined {
  let k = end;
  if (hyphen && (text[k] === "-" || text[k] === "‑")) k++;
  else {
    if (!isSpace(text.charCodeAt(k))) return undefined;
    k++;
  }
  return wordAt(text, k);
}

/** The lower-case word before `i`, across spaces. */
function wordBefore(text: string, i: number): string {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  const end = j;
  while (j > 0 && isLetter(text.charCodeAt(j - 1)) && end - j < 12) j--;
  return text.slice(j, end).toLowerCase();
}

/** Largest power of ten dividing an integer: the place of its last non-zero word. */
function placeOf(value: number): number {
  if (value === 0 || !Number.isInteger(value)) return 1;
  let p = 1;
  while (value % (p * 10) === 0) p *= 10;
  return p;
}

// Fractions are read as shares to two decimals: "two-thirds" is 0.6667 ± 0.005.
const FRACTION_PRECISION = 0.01;

// Words after which a lone "half" is a part of a period, not a figure.
const HALF_PERIOD_WORDS = new Set([
  "first",
  "second",
  "the",
  "latter",
  "former",
  "other",
  "back",
  "front",
]);

/**
 * Read a number written in words at `i` (a word start): "twelve",
 * "two million", "one hundred and five", "twenty-five", "a dozen",
 * "half", "a third", "two-thirds", "twice", "double", "tenfold".
 *
 * A lone "one" or "a" is not read (a pronoun or an article), nor is "half"
 * in "the first half", nor an ordinal ("third", "the quarter"). Scale words
 * come from the pack (`scaleWords`: "million", "lakh", …).
 */
export function readWordNumber(
  text: string,
  i: number,
  scaleWords: ReadonlyMap<string, Scale>,
): WordNumber | undefined {
  const first = wordAt(text, i);
  if (!first || !STARTERS.has(first.word)) return undefined;
  const changed = CHANGE_MULTIPLES.get(first.word);
  if (changed !== undefined) {
    if (text[first.end] === "-") return undefined;
    return {
      end: first.end,
      value: changed,
      precision: changed < 1 ? 0.1 : 1,
      form: "multiple",
      verb: true,
    };
  }
  const multiple = MULTIPLES.get(first.word);
  if (multiple !== undefined) {
    // "double-digit" is an adjective, not a multiple.
    if (text[first.end] === "-") return undefined;
    return { end: first.end, value: multiple, precision: 1, form: "multiple" };
  }
  if (first.word === "half") {
    const before = wordBefore(text, i);
    if (HALF_PERIOD_WORDS.has(before)) return undefined;
    const after = nextToken(text, first.end, false);
    // "half a million"
    if (after?.word === "a") {
      const scaleTok = nextToken(text, after.end, false);
      const scale = scaleTok ? scaleWords.get(scaleTok.word) : undefined;
      if (scale && scaleTok) {
        const value = Number(`5e${scale.exponent - 1}`);
        return {
          end: scaleTok.end,
          value,
          precision: placeOf(value),
          form: "number",
          scale: scale.name,
        };
      }
    }
    const ok =
      after?.word === "of" ||
      after?.word === "the" ||
      after?.word === "its" ||
      after?.word === "their" ||
      before === "by" ||
      before === "in";
    return ok
      ? { end: first.end, value: 0.5, precision: FRACTION_PRECISION, form: "fraction" }
      : undefined;
  }
  if (first.word === "a" || first.word === "one") {
    const next = nextToken(text, first.end, first.word === "one");
    if (!next) return undefined;
    const denominator = DENOMINATORS.get(next.word);
    if (denominator !== undefined && !next.word.endsWith("s")) {
      // "a third of", "by a quarter": a fraction; "a third party", "the quarter": not.
      const after = nextToken(text, next.end, false);
      if (after?.word !== "of" && wordBefore(text, i) !== "by") return undefined;
      return {
        end: next.end,
        value: 1 / denominator,
        precision: FRACTION_PRECISION,
        form: "fraction",
      };
    }
    if (next.word === "dozen") {
      return { end: next.end, value: 12, precision: 1, form: "number" };
    }
    if (next.word === "hundred" || scaleWords.has(next.word)) {
      // "a hundred", "a million", "one million": parsed below from the scale word.
      return readCardinal(text, first, scaleWords, 1, next);
    }
    if (first.word === "a") return undefined;
    // A lone "one" is a pronoun ("one of the largest").
    const cardinal = readCardinal(text, first, scaleWords, 0, undefined);
    return cardinal && cardinal.end > first.end ? cardinal : undefined;
  }
  if (first.word === "dozen") return undefined;
  const cardinal = readCardinal(text, first, scaleWords, 0, undefined);
  if (!cardinal) return undefined;
  // "two-thirds", "three quarters": a numerator and a plural denominator.
  const next = nextToken(text, cardinal.end, true);
  const denominator = next ? DENOMINATORS.get(next.word) : undefined;
  if (
    next &&
    denominator !== undefined &&
    next.word.endsWith("s") &&
    cardinal.value < denominator
  ) {
    return {
      end: next.end,
      value: cardinal.value / denominator,
      precision: FRACTION_PRECISION,
      form: "fraction",
    };
  }
  if (next?.word === "dozen") {
    const value = cardinal.value * 12;
    return { end: next.end, value, precision: 1, form: "number" };
  }
  // "ten-fold"
  if (next?.word === "fold" && text[cardinal.end] === "-") {
    return { end: next.end, value: cardinal.value, precision: 1, form: "multiple" };
  }
  return cardinal;
}

/**
 * A cardinal from `first`: units, teens, tens with an optional hyphenated
 * unit, "hundred", scale words, and "and" after "hundred" or a scale word.
 * With `startAt` ("a hundred", "one million") parsing starts at that token
 * with the current group at `seed`.
 */
function readCardinal(
  text: string,
  first: Token,
  scaleWords: ReadonlyMap<string, Scale>,
  seed: number,
  startAt: Token | undefined,
): WordNumber | undefined {
  let total = 0;
  let current = seed;
  let end = first.end;
  let tok: Token | undefined = startAt ?? first;
  let lastScale: Scale | undefined;
  let lastKind: "small" | "ten" | "hundred" | "scale" | "none" = "none";
  let lastScaleExp = Number.POSITIVE_INFINITY;
  while (tok) {
    const w = tok.word;
    const small = SMALL.get(w);
    const ten = TENS.get(w);
    if (small !== undefined) {
      if (lastKind === "small" || (lastKind === "ten" && (small === 0 || small >= 10))) break;
      current += small;
      lastKind = "small";
    } else if (ten !== undefined) {
      if (lastKind === "small" || lastKind === "ten") break;
      current += ten;
      lastKind = "ten";
    } else if (w === "hundred") {
      if (lastKind === "hundred" || current >= 100) break;
      current = (current || 1) * 100;
      lastKind = "hundred";
    } else {
      const scale = scaleWords.get(w);
      if (!scale || scale.exponent < 3 || scale.exponent >= lastScaleExp) break;
      total += (current || 1) * Number(`1e${scale.exponent}`);
      current = 0;
      lastScale = scale;
      lastScaleExp = scale.exponent;
      lastKind = "scale";
    }
    end = tok.end;
    // A hyphen joins tens and units ("twenty-five"); "and" may follow hundred or a scale word.
    let next = nextToken(text, tok.end, lastKind === "ten");
    if (next?.word === "and") {
      if (lastKind !== "hundred" && lastKind !== "scale") break;
      const after = nextToken(text, next.end, false);
      if (after && (SMALL.has(after.word) || TENS.has(after.word))) next = after;
      else break;
    }
    if (!next) break;
    const nw = next.word;
    if (!(SMALL.has(nw) || TENS.has(nw) || nw === "hundred" || scaleWords.has(nw))) break;
    tok = next;
  }
  const value = total + current;
  const out: { end: number; value: number; precision: number; form: "number"; scale?: string } = {
    end,
    value,
    precision: placeOf(value),
    form: "number",
  };
  // "two million" is written in millions; "two thousand five hundred" is not written in a scale.
  if (lastScale && lastKind === "scale") out.scale = lastScale.name;
  return out;
}
