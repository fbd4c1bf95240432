import {
  BASE_PACK,
  type Currency,
  multiply,
  type UnitDefinition,
  type UnitPack,
} from "@crossfoot/units";
import { checkArguments } from "./arguments.js";
import { codeAt, endsSentenceAt, isAsciiLetter, isDigit, isLetter, isSpace } from "./chars.js";
import { citationSpans } from "./citations.js";
import {
  boundBefore,
  isApproximate,
  isDateDay,
  isDecade,
  isFormulaConstant,
  isReference,
  isTimeOfDay,
  nextWord,
  periodPrefix,
  phoneEnd,
  previousWord,
  rangeOpener,
  resetPreviousWord,
  shortFiscalYear,
  skipReference,
  skipToken,
  yearPrefix,
} from "./context.js";
import { CueReader, type DirectionWords, ENGLISH_DIRECTION_WORDS } from "./cues.js";
import { foldDigits, otherDigitValue } from "./digits.js";
import { elapsedTime } from "./elapsed-time.js";
import { opensEmphasis } from "./markdown.js";
import { NotedWords } from "./notes.js";
import {
  atLineStart,
  kindOf,
  type NumericCore,
  readCore,
  readCurrencyAfter,
  readCurrencyBefore,
  readSuffix,
  type Suffix,
  scaled,
  scaledPrecision,
  scaledValue,
  signBefore,
} from "./numbers.js";
import { MentionSpans } from "./spans.js";
import type { Bound, Mention, MentionKind } from "./types.js";
import { type Vocabulary, vocabularyOf } from "./vocab.js";
import { mayStartWordNumber, readWordNumber } from "./words.js";

/** Options for {@link extract}. */
export interface ExtractOptions {
  /** Scales, currencies and units to read with (default: the base pack). */
  readonly pack?: UnitPack;
  /** Direction words (default: English). */
  readonly directionWords?: DirectionWords;
  /** Also return four-digit years as kind `year` (default true). */
  readonly includeYears?: boolean;
  /**
   * BCP 47 locale of the text (default `en`). Locales that write a decimal
   * comma (`de`, `fr`, `es`, `it`, `nl`, `pt`, …) read `1.234,5` as 1234.5.
   * Without one, `1.234,5` is ambiguous and is not read.
   */
  readonly locale?: string;
}

/** The options of a call that gives none: one object, checked once. */
const NO_OPTIONS: ExtractOptions = Object.freeze({});

const DECIMAL_COMMA = new Set([
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pt",
  "ru",
  "pl",
  "sv",
  "da",
  "fi",
  "nb",
  "nn",
  "no",
  "tr",
  "id",
  "cs",
  "sk",
  "hu",
  "ro",
  "el",
  "uk",
  "bg",
  "hr",
  "sl",
  "sr",
  "lt",
  "lv",
  "et",
  "vi",
]);

const defaultCues = new CueReader();
const cueCache = new WeakMap<DirectionWords, CueReader>();

function cueReaderFor(words: DirectionWords | undefined): CueReader {
  if (!words || words === ENGLISH_DIRECTION_WORDS) return defaultCues;
  let reader = cueCache.get(words);
  if (!reader) {
    reader = new CueReader(words);
    cueCache.set(words, reader);
  }
  return reader;
}

type MutableMention = { -readonly [K in keyof Mention]: Mention[K] };

/**
 * A new mention with every field of {@link Mention} in one order, the
 * optional ones undefined: all mentions then share one hidden class, so the
 * code that reads them (a check reads each mention's fields many times)
 * stays monomorphic instead of looking fields up by name on a slow path.
 */
function newMention(
  text: string,
  start: number,
  end: number,
  value: number,
  kind: MentionKind,
  precision: number,
): MutableMention {
  return {
    text,
    start,
    end,
    value,
    kind,
    precision,
    currency: undefined,
    scale: undefined,
    unit: undefined,
    dimension: undefined,
    approximate: undefined,
    bound: undefined,
    range: undefined,
    negative: undefined,
    signed: undefined,
    period: undefined,
    cue: undefined,
  };
}

/** One figure as written: sign, currency, digits and what follows them. */
interface Figure {
  readonly start: number;
  readonly end: number;
  readonly core: NumericCore;
  readonly currency?: Currency;
  readonly suffix: Suffix;
  readonly negative: boolean;
  readonly signed: boolean;
}

/** Per-call state shared by the readers. */
interface Context {
  readonly text: string;
  /** The text's digits of other scripts are read as ASCII ones in {@link text}, a copy of the same length. */
  readonly folded: boolean;
  readonly pack: UnitPack;
  readonly vocab: Vocabulary;
  readonly decimalComma: boolean;
  readonly includeYears: boolean;
  readonly mentions: MutableMention[];
  /** Each mention's offsets and whether it is a year (see {@link MentionSpans}). */
  readonly spans: MentionSpans;
  /**
   * The figure a range check last read ahead ("12% to $3.2bn" reads "$3.2bn"
   * to see whether it closes a range): where its digits start, and what
   * {@link readFigure} gave there with a sign allowed. The scan reaches the
   * same digits next and takes it from here rather than reading it again.
   */
  aheadAt: number;
  ahead: Figure | undefined;
  /** The cue-shaped words and clause stops the scan notes for the cue pass. */
  readonly notes: NotedWords;
  /** The cue words' (first letter, length) table and their longest length, for {@link notes}. */
  readonly shapes: Uint8Array;
  readonly maxLength: number;
  /** The direction words in use, for telling a change "rose 5% to 7%" from a range. */
  readonly cues: CueReader;
  /**
   * The verbs of change ("doubled"), each its own cue, as triples: the
   * position of its mention in {@link mentions} (mentions are only ever
   * appended, so a position holds), then where the verb itself starts and
   * ends (a bound's words may open the mention: "more than doubled").
   */
  readonly verbs: number[];
}

/** A shape table with no shapes, for cue words the scan cannot note. */
const NO_SHAPES = new Uint8Array(128 << 6);

/** The notes of the extraction running (one runs at a time: its buffers are reused). */
const NOTES = new NotedWords();
/** The mention spans of the extraction running (reused like {@link NOTES}). */
const SPANS = new MentionSpans();
/** The citation offsets of the extraction running (reused like {@link NOTES}). */
const CITATIONS: number[] = [];

/**
 * The precision of the figure {@link valueOf} last read: its second result,
 * kept here rather than in a result object per figure (read it right after the call).
 */
let figurePrecision = 1;

/**
 * Value of a figure, with the scale and unit it is read with; its precision
 * is left in {@link figurePrecision}.
 */
function valueOf(core: NumericCore, suffix: Suffix, negative: boolean): number {
  const value = scaledValue(core, suffix.scale ? suffix.scale.exponent : 0);
  const precision = scaledPrecision();
  let v = value;
  let p = precision;
  if (suffix.unit) {
    v = multiply(value, suffix.unit.factor);
    p = multiply(precision, suffix.unit.factor);
  }
  if (negative) v = -v;
  if (suffix.unit?.offset) v = multiply(v, 1) + suffix.unit.offset;
  figurePrecision = p;
  return v;
}

/**
 * Read the figure whose digits start at `i`: an optional sign and currency
 * before, the digits, then a suffix. Undefined when it is not a figure (the
 * caller skips the token).
 */
function readFigure(
  ctx: Context,
  i: number,
  allowSign: boolean,
  known?: NumericCore,
): Figure | undefined {
  const { text, pack, vocab } = ctx;
  const core = known ?? readCore(text, i, ctx.decimalComma);
  if (!core) return undefined;
  const signAt = allowSign ? signBefore(text, i) : undefined;
  const currencyBefore =
    (signAt ? readCurrencyBefore(text, signAt.start, pack, vocab) : undefined) ??
    readCurrencyBefore(text, i, pack, vocab);
  const suffix = readSuffix(text, core.end, pack, currencyBefore !== undefined, vocab);
  if (suffix === null) return undefined;
  const currencyAfter =
    currencyBefore || suffix.unit ? undefined : readCurrencyAfter(text, suffix.end, pack, vocab);
  // The sign before the currency, else before the digits (`signAt`, read above).
  const sign = allowSign
    ? currencyBefore
      ? (signBefore(text, currencyBefore.start) ?? signAt)
      : signAt
    : undefined;
  const start = Math.min(currencyBefore?.start ?? i, sign?.start ?? i);
  const currency = currencyBefore?.currency ?? currencyAfter?.currency;
  const figure: { -readonly [K in keyof Figure]: Figure[K] } = {
    start,
    end: currencyAfter?.end ?? suffix.end,
    core,
    suffix,
    negative: sign?.negative === true,
    signed: sign !== undefined,
  };
  if (currency) figure.currency = currency;
  return figure;
}

/** Whether a figure names its own kind (a scale, percent, unit, multiple or currency). */
function hasOwnKind(f: Figure): boolean {
  const s = f.suffix;
  return (
    s.scale !== undefined ||
    s.proportion !== undefined ||
    s.unit !== undefined ||
    s.multiple === true ||
    f.currency !== undefined
  );
}

/**
 * Whether a figure read with suffix `sa` and currency `ca` states the same
 * kind of thing as figure `b`, so the two can form a range.
 */
function sameKind(sa: Suffix, ca: Currency | undefined, b: Figure): boolean {
  const sb = b.suffix;
  if (sa.proportion !== sb.proportion) return false;
  if ((sa.unit?.dimension ?? "") !== (sb.unit?.dimension ?? "")) return false;
  if (ca && b.currency && ca !== b.currency) return false;
  return sa.multiple === sb.multiple;
}

/** The separator of a range after `i`: a dash, "to", or "and" after "between". */
function rangeSeparator(text: string, i: number, between: boolean): number {
  const c = codeAt(text, i);
  // "10-12%", "5%–6%", "10 – 12": a dash between the figures (by code: "-" 45,
  // "–" U+2013, "—" U+2014, "‑" U+2011; "$" 36).
  if (c === 45 || c === 0x2013 || c === 0x2014 || c === 0x2011) {
    return isDigit(codeAt(text, i + 1)) || codeAt(text, i + 1) === 36 ? i + 1 : -1;
  }
  if (isSpace(c)) {
    const d = codeAt(text, i + 1);
    if ((d === 0x2013 || d === 0x2014) && isSpace(codeAt(text, i + 2))) return i + 3;
    // "and" after "between", else "to", between spaces ("a" 97, "n" 110, "d" 100; "t" 116, "o" 111).
    const length = between ? 3 : 2;
    const word = between
      ? d === 97 && codeAt(text, i + 2) === 110 && codeAt(text, i + 3) === 100
      : d === 116 && codeAt(text, i + 2) === 111;
    if (word && isSpace(codeAt(text, i + 1 + length)) && !isLetter(codeAt(text, i + 2 + length))) {
      return i + 2 + length;
    }
  }
  return -1;
}

/**
 * Try to read a range from a first figure: "10-12%", "5%-6%", "$5-7bn",
 * "40 to 50 million", "between 39 and 40 million", "ranged from 5 to 7".
 * Returns the mention, or undefined when no range follows.
 */
function readRange(
  ctx: Context,
  first: Figure,
  opener: RangeOpenerInfo | undefined,
): MutableMention | undefined {
  const { text } = ctx;
  const between = opener?.word === "between";
  const from = opener?.word === "from";
  // "from A to B" is a change unless a ranging word ("ranged from") opens it.
  if (opener?.word === "from-change") return undefined;
  let k = rangeSeparator(text, first.end, between);
  if (k < 0) return undefined;
  // Spaced separators end "to " or "and " ("t" 116, "o" 111; "a" 97, "n" 110, "d" 100).
  const dash =
    !(codeAt(text, k - 3) === 116 && codeAt(text, k - 2) === 111) &&
    !(codeAt(text, k - 4) === 97 && codeAt(text, k - 3) === 110 && codeAt(text, k - 2) === 100);
  if (between && dash) return undefined;
  if (from && dash) return undefined;
  // "widened 1.3% to 18.4%", "rose $2m to $10m": after a change word, two
  // figures each stated in full are the change and the level it reached, not
  // a range. ("rose 5 to 7%", whose first figure takes the second's unit, is one.)
  const afterChange = !dash && !between && !from && afterChangeWord(ctx, first.start);
  if (afterChange && hasOwnKind(first)) return undefined;
  // The second figure: its own sign only after a word ("-5 to -3%").
  const spaced = !dash;
  let digitAt = k;
  // "-" 45, "−" U+2212.
  if (spaced && (codeAt(text, digitAt) === 45 || codeAt(text, digitAt) === 0x2212)) digitAt++;
  while (
    digitAt < text.length &&
    !isDigit(text.charCodeAt(digitAt)) &&
    digitAt - k < 4 &&
    !isSpace(text.charCodeAt(digitAt))
  )
    digitAt++;
  if (!isDigit(text.charCodeAt(digitAt))) return undefined;
  const second = readFigure(ctx, digitAt, spaced);
  if (spaced) {
    ctx.aheadAt = digitAt;
    ctx.ahead = second;
  }
  if (!second || second.start !== k) return undefined;
  if (second.core.exponent !== 0 || first.core.exponent !== 0) return undefined;
  // "between 2023 and 2024", "2019-2024": years, not a range of amounts.
  if (!hasOwnKind(first) && isYearCore(first.core)) return undefined;
  // The first figure takes the second's scale, percent sign, unit and currency ("10-12%", "$5-7bn").
  const fs = first.suffix;
  const firstBare = !fs.scale && !fs.proportion && !fs.unit && !fs.multiple;
  // Read with the second's suffix when bare (its `end` aside, which neither
  // the kind nor the value reads), without copying the figure.
  const aSuffix = firstBare ? second.suffix : fs;
  if (!sameKind(aSuffix, first.currency, second)) return undefined;
  if (fs.scale && second.suffix.scale === undefined) return undefined;
  const currency = first.currency ?? second.currency;
  const lowValue = valueOf(first.core, aSuffix, first.negative);
  const lowPrecision = figurePrecision;
  const highValue = valueOf(second.core, second.suffix, second.negative);
  const highPrecision = figurePrecision;
  if (!(lowValue < highValue) && !between) return undefined;
  if (lowValue === highValue) return undefined;
  // "grew 500 to 12,400", "fell 40 to 1,200 tonnes": after a change word, a
  // bare first figure is a range's end only when it takes the second's unit
  // and lies near it, as the ends of one change's range do ("rose 5 to 7%");
  // otherwise the figures are the change and the level it reached. Read as a
  // range, any source value between them would prove the sentence.
  if (afterChange && !(firstBare && hasOwnKind(second) && closeEnds(lowValue, highValue)))
    return undefined;
  const lo = Math.min(lowValue, highValue);
  const hi = Math.max(lowValue, highValue);
  const start = opener ? opener.start : first.start;
  const mention = newMention(
    text.slice(start, second.end),
    start,
    second.end,
    lo,
    kindOf(second.suffix, currency),
    Math.min(lowPrecision, highPrecision),
  );
  mention.range = { low: lo, high: hi };
  decorate(mention, second.suffix, currency, ctx.vocab);
  if (first.negative || second.negative) mention.negative = true;
  if (first.signed) mention.signed = true;
  return mention;
}

/** Whether two figures are near enough to be the ends of one range: the larger under twice the smaller. */
function closeEnds(a: number, b: number): boolean {
  const low = Math.min(Math.abs(a), Math.abs(b));
  const high = Math.max(Math.abs(a), Math.abs(b));
  return Math.sign(a) === Math.sign(b) && high < 2 * low;
}

/** Whether the word before `start` (skipping one "by") is a direction word: "rose", "widened by". */
function afterChangeWord(ctx: Context, start: number): boolean {
  const { text } = ctx;
  let word = previousWord(text, start);
  if (word === "by") {
    let j = start;
    while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
    word = previousWord(text, j - 2);
  }
  return word !== "" && ctx.cues.directionOf(word) !== undefined;
}

/** Scale, unit and currency fields of a mention. */
function decorate(
  m: MutableMention,
  suffix: Suffix,
  currency: Currency | undefined,
  vocab: Vocabulary,
): void {
  if (currency) m.currency = currency.code;
  if (suffix.scale) m.scale = suffix.scale.name;
  if (suffix.unit) {
    m.unit = baseUnitOf(suffix.unit, vocab);
    m.dimension = suffix.unit.dimension;
  }
}

// Base unit symbols, so a quantity reports the unit its value is in.
const BASE_UNITS: Readonly<Record<string, string>> = {
  time: "s",
  length: "m",
  mass: "kg",
  area: "m²",
  volume: "m³",
  speed: "m/s",
  frequency: "Hz",
  energy: "J",
  power: "W",
  data: "B",
  data_binary: "B",
  temperature: "K",
};

/**
 * The symbol of the base unit a quantity's value is in: the base dimensions'
 * own, else (a pack's dimension) the unit itself when its factor is 1, else
 * the dimension name.
 */
function baseUnitOf(unit: UnitDefinition, vocab: Vocabulary): string {
  return BASE_UNITS[unit.dimension] ?? vocab.baseSymbols.get(unit.dimension) ?? unit.dimension;
}

interface RangeOpenerInfo {
  readonly word: "between" | "from" | "from-change";
  readonly start: number;
}

/**
 * Whether the letter before `i` is an Arabic one-letter prefix written glued
 * to the word after it, as Arabic writes "and", "with", "for", "then", "as"
 * (و ب ل ف ك): "و١٢٣" is "and 123", not an identifier.
 */
function arabicProclitic(text: string, i: number): boolean {
  const p = text.charCodeAt(i - 1);
  return (
    (p === 0x648 || p === 0x628 || p === 0x644 || p === 0x641 || p === 0x643) &&
    !isLetter(codeAt(text, i - 2))
  );
}

/**
 * Read the number whose digits start at `i`, push what it yields, and return
 * where scanning resumes.
 */
function readNumberAt(ctx: Context, i: number): number {
  const { text, mentions } = ctx;
  const code = text.charCodeAt(i);
  const prev = i > 0 ? text.charCodeAt(i - 1) : 32;
  // Phone numbers: "555-1234", "(555) 123-4567", "+1 555 123 4567".
  const phone = phoneEnd(text, i);
  if (phone > 0) return phone;
  // A figure a range check read ahead here holds the core readCore would give.
  const ahead = ctx.aheadAt === i ? ctx.ahead : undefined;
  const core = ahead ? ahead.core : readCore(text, i, ctx.decimalComma);
  if (!core) return i + 1;
  // "1.234,5" without a decimal-comma locale is ambiguous: not read.
  if (
    !ctx.decimalComma &&
    core.fracDigits.length === 3 &&
    !core.grouped &&
    codeAt(text, core.end) === 44 && // ","
    isDigit(codeAt(text, core.end + 1))
  ) {
    return skipToken(text, core.end + 1);
  }
  // Digits glued to letters before them: a period label (FY2024, Q3) or an
  // identifier; underscores that open an emphasis ("_18.5%_") are markup.
  if (
    (isLetter(prev) && !arabicProclitic(text, i)) ||
    (prev === 95 && !opensEmphasis(text, i)) ||
    prev === 35 ||
    (code === 46 && isDigit(prev))
  ) {
    const short = prev === 35 ? undefined : shortFiscalYear(text, core);
    if (short !== undefined) {
      if (!ctx.includeYears) return core.end;
      pushYear(ctx, short.start, core.end, short.year);
      return core.end;
    }
    const period = prev === 35 ? undefined : periodPrefix(text, core);
    if (period && core.intDigits.length === 4 && core.exponent === 0) {
      if (!ctx.includeYears) return core.end;
      const start = yearPrefix(text, period.start) ?? period.start;
      pushYear(ctx, start, core.end, Number(core.intDigits));
      return core.end;
    }
    // A currency code or letter-ended symbol glued to the digits, starting a
    // word ("RMB38,810 million", "USD77", "Rs77 crore", as annual reports
    // write them) is read as if spaced; any other letters make an identifier.
    if (!isLetter(prev) || !readCurrencyBefore(text, i, ctx.pack, ctx.vocab))
      return skipToken(text, core.end);
  }
  // "SKU-1234", "COVID-19": digits after a hyphen glued to a word.
  if (
    (prev === 45 || prev === 0x2011) &&
    i >= 2 &&
    (isLetter(text.charCodeAt(i - 2)) || isDigit(text.charCodeAt(i - 2)))
  ) {
    return skipToken(text, core.end);
  }
  // Hex ids: 0x1F.
  if (
    core.intDigits === "0" &&
    core.fracDigits === "" &&
    (codeAt(text, core.end) | 32) === 120 // "x" or "X"
  ) {
    const h = codeAt(text, core.end + 1);
    if (isDigit(h) || (h >= 65 && h <= 70) || (h >= 97 && h <= 102))
      return skipToken(text, core.end + 1);
  }
  // Section and clause references: "s. 4.4(2)", "§5.3", "Reg. 892", "TS 38.331".
  if (isReference(text, i)) return skipReference(text, core.end);
  // Codes: ":" 58, "." 46, "/" 47, "-" 45, "–" U+2013.
  const next = codeAt(text, core.end);
  const after = codeAt(text, core.end + 1);
  // Times and ratios: "10:30" is a time, "3:1" a ratio, "3:41.07" an elapsed time.
  if (next === 58 && isDigit(after) && core.exponent === 0) {
    const b = readCore(text, core.end + 1, ctx.decimalComma);
    if (!b) return core.end + 1;
    const elapsed = elapsedTime(text, core, b, ctx.decimalComma);
    if (elapsed && boundaryLike(text, elapsed.end)) {
      mentions.push({
        text: text.slice(i, elapsed.end),
        start: i,
        end: elapsed.end,
        value: elapsed.value,
        kind: "quantity",
        precision: elapsed.precision,
        unit: "s",
        dimension: "time",
      });
      noteSpan(ctx, i, elapsed.end, false);
      return elapsed.end;
    }
    const timeLike =
      b.intDigits.length === 2 &&
      b.fracDigits === "" &&
      core.fracDigits === "" &&
      !core.grouped &&
      Number(core.intDigits) <= 24;
    if (timeLike || codeAt(text, b.end) === 58 || isLetter(codeAt(text, b.end)))
      return skipToken(text, b.end);
    const den = Number(`${b.intDigits}.${b.fracDigits || "0"}`);
    if (den === 0 || !boundaryLike(text, b.end)) return skipToken(text, b.end);
    const a = scaled(core, 0);
    mentions.push({
      text: text.slice(i, b.end),
      start: i,
      end: b.end,
      value: a.value / den,
      kind: "ratio",
      precision: a.precision / den,
    });
    noteSpan(ctx, i, b.end, false);
    return b.end;
  }
  // Versions and IPs (8.4.1.1), numeric dates (11/30/04, 30.11.2004).
  if ((next === 46 || next === 47) && isDigit(after) && core.exponent === 0) {
    if (next === 47 && isYearCore(core)) {
      const y = yearPeriod(ctx, core);
      if (y >= 0) return y;
    }
    return skipToken(text, core.end);
  }
  if ((next === 45 || next === 0x2013) && isDigit(after) && isYearCore(core)) {
    // 2019-06-30 is a date; 2019-20 and 2019–2020 are periods.
    if (/^[-–]\d\d[-–/]\d/.test(text.slice(core.end, core.end + 5)))
      return skipToken(text, core.end);
    const y = yearPeriod(ctx, core);
    if (y >= 0) return y;
  }
  if (isTimeOfDay(text, core.end)) return skipToken(text, core.end);
  // readFigure reads the same core at `i` again, so a figure read ahead there stands.
  const figure = ctx.aheadAt === i ? ahead : readFigure(ctx, i, true, core);
  if (!figure) return skipToken(text, core.end);
  const { suffix, currency } = figure;
  if (suffix.unit?.symbol === "s" && isDecade(text, core)) return skipToken(text, suffix.end);
  const opener = rangeOpener(text, figure.start);
  const range = readRange(ctx, figure, opener);
  if (range) {
    finish(ctx, range, opener ? opener.start : figure.start);
    return range.end;
  }
  // "3M's Board of Directors": a scale letter glued to its digits and then a
  // possessive is a name; no quantity takes "'s".
  if (!currency && isPossessiveName(text, core.end, suffix.end)) return suffix.end + 2;
  // "$1.57 for every $1 of liabilities": the unit a ratio is read against.
  if (currency && isPerUnitAmount(text, figure.start, core, figure.signed, suffix.scale))
    return suffix.end;
  // "the 10K report", "an 8k filing": a filing's name without its hyphen.
  if (!figure.signed && !currency && isGluedFilingName(text, core, suffix.end)) return suffix.end;
  // "the two years", "the past 3 years", "the 3-year average": periods named by their count.
  if (!figure.signed && !currency && isPeriodCount(text, i, core.end, Number(core.intDigits)))
    return core.fracDigits === "" && core.exponent === 0 ? suffix.end : skipToken(text, core.end);
  const kind = kindOf(suffix, currency);
  const plain = kind === "number" && !suffix.scale && !figure.signed && core.exponent === 0;
  // List markers ("1. ", "2) ") at a line start, and footnote markers
  // ("(1) Total lease liabilities exclude …") that open a line. A marker is
  // a plain count: "(1,234)" opening a line is an accounting negative.
  // Codes: "(" 40, ")" 41, "." 46.
  const wrapped = i > 0 && text.charCodeAt(i - 1) === 40 && atLineStart(text, i - 1);
  if (
    plain &&
    !core.grouped &&
    (atLineStart(text, i) || wrapped) &&
    (next === 46 || next === 41) &&
    (!wrapped || next === 41) &&
    isSpace(codeAt(text, core.end + 1)) &&
    core.fracDigits === ""
  ) {
    return core.end + 1;
  }
  if (plain && (isFormulaConstant(text, core) || isDateDay(text, core))) return core.end;
  // "the 10-K report", "an 8-K filing": a filing's name; "to 2 decimal places": an instruction.
  if (plain && !core.grouped && core.fracDigits === "" && isFilingName(text, core.end))
    return core.end + 3;
  if (plain && core.fracDigits === "" && isRoundingInstruction(text, core.end)) return core.end;
  // "2019 year end", "the 2019 year": a year followed by the word "year" names
  // the period, not a duration of 2,019 years.
  const yearWord =
    kind === "quantity" &&
    !figure.signed &&
    suffix.scale === undefined &&
    suffix.unit?.aliases.includes("year") === true;
  if ((plain || yearWord) && isYearCore(core) && !statedAsValue(text, i, core.end)) {
    if (ctx.includeYears) {
      const prefix = yearPrefix(text, i);
      const start = prefix ?? i;
      pushYear(ctx, start, core.end, Number(core.intDigits));
    }
    return core.end;
  }
  let { start, end } = figure;
  let negative = figure.negative;
  let written = suffix;
  let writtenCurrency = currency;
  let writtenKind = kind;
  const bracketed =
    !figure.signed &&
    codeAt(text, start - 1) === 40 && // "("
    codeAt(text, end) === 41; // ")"
  // "(2,085) million", "$(426) thousand": a scale word after the brackets,
  // or a currency before them, is the bracketed figure's own.
  const outside = bracketed && !hasOwnKind(figure) ? outsideBrackets(ctx, start, end) : undefined;
  // Accounting negatives: "(1,234)", "($1.2m)": the parentheses hold just the figure.
  if (
    bracketed &&
    (core.grouped ||
      core.fracDigits !== "" ||
      currency !== undefined ||
      suffix.scale !== undefined ||
      core.intDigits.length >= 4 ||
      outside !== undefined)
  ) {
    start = outside?.currency ? outside.currency.start : start - 1;
    end = outside?.scale ? outside.scale.end : end + 1;
    negative = true;
    if (outside?.scale) written = outside.scale;
    if (outside?.currency) writtenCurrency = outside.currency.currency;
    if (outside) writtenKind = kindOf(written, writtenCurrency);
  }
  const value = valueOf(core, written, negative);
  const precision = figurePrecision;
  const mention = newMention(text.slice(start, end), start, end, value, writtenKind, precision);
  decorate(mention, written, writtenCurrency, ctx.vocab);
  if (negative) mention.negative = true;
  if (figure.signed) mention.signed = true;
  finish(ctx, mention, start);
  return end;
}

/**
 * What stands outside the brackets of a bare bracketed figure `(…)` held in
 * `[start, end)`: a scale word after them ("(2,085) million", and nothing
 * more: "(5) million tonnes" is no amount) and a currency before them
 * ("$(426)"). Undefined when neither.
 */
function outsideBrackets(
  ctx: Context,
  start: number,
  end: number,
): { scale?: Suffix; currency?: { currency: Currency; start: number } } | undefined {
  const { text, pack, vocab } = ctx;
  const currency = readCurrencyBefore(text, start - 1, pack, vocab);
  const after = readSuffix(text, end + 1, pack, currency !== undefined, vocab);
  const scale =
    after?.scale !== undefined &&
    after.unit === undefined &&
    after.proportion === undefined &&
    after.multiple === undefined
      ? after
      : undefined;
  if (!scale && !currency) return undefined;
  return { ...(scale ? { scale } : {}), ...(currency ? { currency } : {}) };
}

/** Not followed by a letter or digit. */
function boundaryLike(text: string, j: number): boolean {
  const c = text.charCodeAt(j);
  return !(isLetter(c) || isDigit(c));
}

// Words after which a bare four-digit number is the value something takes
// ("Peak height was 2114.", "recorded 2114 under Height"), not a year that
// dates the sentence ("in 2019", "since 2019").
const STATING_WORDS = new Set(
  "is was were are recorded records totals totaled totalled equals equalled reached stands stood".split(
    " ",
  ),
);

/**
 * Whether a year-like number at `[start, end)` is stated as a value: after a
 * copula or a reporting verb ("was 2114", "stands at 2114"), and followed by
 * the end of its clause or by "under", "as", "for".
 */
function statedAsValue(text: string, start: number, end: number): boolean {
  let word = previousWord(text, start);
  if (word === "at") {
    let j = start;
    while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
    word = previousWord(text, j - 2);
    if (word !== "stands" && word !== "stood") return false;
  } else if (!STATING_WORDS.has(word)) return false;
  let k = end;
  while (k < text.length && isSpace(text.charCodeAt(k))) k++;
  if (k >= text.length) return true;
  const c = text.charCodeAt(k);
  // "." "," ";" ")" or the sentence's end: the clause ends with the figure.
  if (c === 46 || c === 44 || c === 59 || c === 41) return true;
  const after = nextWord(text, k);
  return after === "under" || after === "as" || after === "for";
}

/** A bare four-digit year 1800–2199 as written (no separators, decimals or exponent). */
function isYearCore(core: NumericCore): boolean {
  if (core.grouped || core.fracDigits !== "" || core.exponent !== 0 || core.intDigits.length !== 4)
    return false;
  const n = Number(core.intDigits);
  return n >= 1800 && n <= 2199;
}

/**
 * "2019-20", "2019/20", "2019–2020": one year mention carrying the period.
 * Returns where scanning resumes, or -1 when the year is not followed by one.
 */
function yearPeriod(ctx: Context, core: NumericCore): number {
  const { text } = ctx;
  const y = Number(core.intDigits);
  let k = core.end + 1;
  const s = k;
  while (k < text.length && isDigit(text.charCodeAt(k)) && k - s < 5) k++;
  const digits = text.slice(s, k);
  if (isLetter(codeAt(text, k)) || isDigit(codeAt(text, k))) return -1;
  if (codeAt(text, k) === 46 && isDigit(codeAt(text, k + 1))) return -1;
  const ok =
    (digits.length === 2 && Number(digits) === (y + 1) % 100) ||
    (digits.length === 4 && Number(digits) > y && Number(digits) <= 2199);
  if (!ok) return -1;
  if (ctx.includeYears) {
    const prefix = yearPrefix(text, core.start);
    const start = prefix ?? core.start;
    pushYear(ctx, start, k, y);
  }
  return k;
}

/** Push a year mention: `text[start, end)` names the period ("FY2024", "2019/20"). */
function pushYear(ctx: Context, start: number, end: number, value: number): void {
  const written = ctx.text.slice(start, end);
  const mention = newMention(written, start, end, value, "year", 1);
  mention.period = written;
  ctx.mentions.push(mention);
  noteSpan(ctx, start, end, true);
}

/** Record the offsets of the mention just pushed (see {@link Context.spans}). */
function noteSpan(ctx: Context, start: number, end: number, year: boolean): void {
  ctx.spans.push(start, end, year);
}

/** Add bound words and the hedge flag in front of a mention, and push it. */
function finish(ctx: Context, mention: MutableMention, start: number): void {
  const { text } = ctx;
  if (!mention.range) {
    const bound = boundBefore(text, start);
    if (bound) {
      mention.bound = bound.bound as Bound;
      mention.text = text.slice(bound.start, mention.end);
      mention.start = bound.start;
    }
  }
  if (isApproximate(text, mention.start)) mention.approximate = true;
  ctx.mentions.push(mention);
  noteSpan(ctx, mention.start, mention.end, false);
}

/**
 * Words that make a following small count name things the sentence refers
 * to ("the three regions", "its four brands"), not a
 * figure it states: such a count is the answer's own bookkeeping, and read as
 * a figure it is matched by chance (76 − 73 = 3).
 */
const REFERRING_DETERMINERS = new Set([
  "the",
  "these",
  "those",
  "all",
  "its",
  "their",
  "our",
  "his",
  "her",
  "whose",
]);

/**
 * Whether a number is the digits of a filing's name: "10-K", "10-Q", "8-K",
 * "20-F", "6-K" (a hyphen and one capital, then no letter).
 */
function isFilingName(text: string, end: number): boolean {
  if (text.charCodeAt(end) !== 45) return false;
  const letter = text.charCodeAt(end + 1);
  // "K" 75, "Q" 81, "F" 70.
  if (letter !== 75 && letter !== 81 && letter !== 70) return false;
  const after = text.charCodeAt(end + 2);
  return !(after >= 65 && after <= 90) && !(after >= 97 && after <= 122);
}

/**
 * Whether a count is how far to round ("to two decimal places", "2
 * significant figures"): an instruction, not a figure.
 */
function isRoundingInstruction(text: string, end: number): boolean {
  return ROUNDING_PLACES.test(text.slice(end, end + 24));
}
const ROUNDING_PLACES =
  /^\s+(?:decimal\s+(?:places?|points?)|significant\s+(?:figures?|digits?))\b/i;

/** A small whole count written as a word after a determiner and before a noun: not a figure. */
function isReferringCount(text: string, i: number, end: number, value: number): boolean {
  if (!Number.isInteger(value) || value < 2 || value > 20) return false;
  if (!REFERRING_DETERMINERS.has(previousWord(text, i))) return false;
  const noun = nextWord(text, end);
  return noun.length > 1 && noun !== "of" && noun !== "percent" && noun !== "per";
}

/**
 * Whether digits glued to one letter are followed by a possessive ("3M's"):
 * a company's name, not three million.
 */
function isPossessiveName(text: string, coreEnd: number, suffixEnd: number): boolean {
  if (suffixEnd !== coreEnd + 1 || !isLetter(text.charCodeAt(coreEnd))) return false;
  const quote = text.charCodeAt(suffixEnd);
  // "'" 39, "’" U+2019, then "s" and no further letter.
  return (
    (quote === 39 || quote === 0x2019) &&
    (text.charCodeAt(suffixEnd + 1) | 32) === 115 &&
    !isLetter(text.charCodeAt(suffixEnd + 2))
  );
}

/**
 * Whether an amount of one currency unit after "every", "each" or "per"
 * ("for every $1 of current liabilities", "per $1 of sales") is the unit a
 * ratio is read against, not a figure the answer states.
 */
function isPerUnitAmount(
  text: string,
  start: number,
  core: NumericCore,
  signed: boolean,
  scale: unknown,
): boolean {
  if (signed || scale !== undefined || core.grouped || core.intDigits !== "1") return false;
  if (core.fracDigits !== "" && !/^0+$/.test(core.fracDigits)) return false;
  return PER_UNIT_WORDS.has(previousWord(text, start));
}
const PER_UNIT_WORDS = new Set(["every", "each", "per"]);

/**
 * Whether a filing's name is written without its hyphen: "10K", "8k",
 * "10Q" (one or two digits glued to K or Q), followed by a word for a
 * filing ("report", "filing", "form", "document") or after "Form". Otherwise
 * "10K" is ten thousand.
 */
function isGluedFilingName(text: string, core: NumericCore, suffixEnd: number): boolean {
  if (core.grouped || core.fracDigits !== "" || core.intDigits.length > 2) return false;
  const letter = text.charCodeAt(core.end) | 32;
  // "k" 107, "q" 113.
  if ((letter !== 107 && letter !== 113) || suffixEnd !== core.end + 1) return false;
  if (isLetter(codeAt(text, core.end + 1))) return false;
  return (
    FILING_WORDS.has(nextWord(text, core.end + 1)) || previousWord(text, core.start) === "form"
  );
}
const FILING_WORDS = new Set(["report", "reports", "filing", "filings", "form", "document"]);

/**
 * Whether a small whole count at `[start, end)` counts periods that name a
 * span the answer speaks of: after a word that picks periods out ("the two
 * years", "the previous three fiscal years", "the first two quarters", "the
 * past 3 years"), or joined to its period before a word for a span ("3-year
 * average", "six-month period"). A count of periods stated as a fact ("ran
 * for 65 years") is not one.
 */
function isPeriodCount(text: string, start: number, end: number, value: number): boolean {
  if (!Number.isInteger(value) || value < 1 || value > 24) return false;
  // Most numbers are followed by no period word: one look at the next
  // letter ("y", "q", "m", "w", or "f"/"c" of "fiscal"/"calendar") settles them.
  let i = end;
  while (
    i < end + 8 &&
    (isSpace(text.charCodeAt(i)) || text.charCodeAt(i) === 45 || text.charCodeAt(i) === 0x2013)
  )
    i++;
  if (!PERIOD_INITIALS.has(text.charCodeAt(i) | 32)) return false;
  const after = PERIOD_AFTER.exec(text.slice(end, end + 40));
  if (!after) return false;
  // "the 3 years from 2017 to 2019", "the past three years (2021-2023)": the
  // years written after the count make it a figure their span proves.
  const rest = end + after[0].length;
  if (SPAN_AFTER.test(text.slice(rest, rest + 24))) return false;
  if (after[2] !== undefined) return PERIOD_PICKERS.has(previousWord(text, start));
  // "3-year average", or "the three month period" after a word that picks periods out.
  if (!SPAN_NOUNS.has((after[3] ?? "").toLowerCase())) return false;
  return after[1] !== undefined || PERIOD_PICKERS.has(previousWord(text, start));
}
// A hyphen (group 1) or a space, an optional "fiscal", then the period:
// plural (group 2), or singular and the word after it (group 3).
const PERIOD_AFTER =
  /^(?:(\s?[-–]\s?)|\s+)(?:(?:fiscal|financial|calendar)\s+)?(?:(?:(years|quarters|months|weeks)\b)|(?:year|quarter|month|week)\b\s*([A-Za-z]+)?)/i;
/** The first letters of a period word or its qualifier: y, q, m, w, f, c (lower case codes). */
const PERIOD_INITIALS = new Set([121, 113, 109, 119, 102, 99]);
const PERIOD_PICKERS = new Set([
  "the",
  "these",
  "those",
  "both",
  "past",
  "previous",
  "prior",
  "preceding",
  "last",
  "first",
  "next",
  "following",
  "latest",
  "recent",
  "trailing",
]);
const QUARTERS = /\bquarters?$/i;
const SPAN_AFTER =
  /^[\s,(]*(?:(?:from|between|of|in|over|ended|ending)\s+)?(?:fiscal\s+|FY\s?)?(?:18|19|20|21)\d\d\b/i;
const SPAN_NOUNS = new Set(["average", "averages", "period", "periods", "span", "window", "cagr"]);

/** Push a number written in words at `i`; returns where scanning resumes. */
function readWordsAt(ctx: Context, i: number): number {
  const { text, vocab } = ctx;
  const word = readWordNumber(text, i, vocab.scaleWords);
  if (!word) return -1;
  if (
    word.form === "number" &&
    !word.scale &&
    (isReferringCount(text, i, word.end, word.value) || isRoundingInstruction(text, word.end)) &&
    !((readSuffix(text, word.end, ctx.pack, false, vocab)?.end ?? word.end) > word.end)
  ) {
    return word.end;
  }
  if (word.form === "number" && !word.scale && isPeriodCount(text, i, word.end, word.value)) {
    return Math.max(word.end, readSuffix(text, word.end, ctx.pack, false, vocab)?.end ?? 0);
  }
  // "the first two quarters": periods, not the fraction two quarters make.
  if (
    word.form === "fraction" &&
    QUARTERS.test(text.slice(i, word.end)) &&
    PERIOD_PICKERS.has(previousWord(text, i))
  ) {
    return word.end;
  }
  let kind: MentionKind =
    word.form === "fraction" ? "ratio" : word.form === "multiple" ? "multiple" : "number";
  let end = word.end;
  let value = word.value;
  let precision = word.precision;
  let unit: string | undefined;
  let dimension: string | undefined;
  if (word.form === "number") {
    const suffix = readSuffix(text, word.end, ctx.pack, false, vocab);
    if (suffix?.multiple && suffix.end > word.end) {
      // "three times as many"
      kind = "multiple";
      end = suffix.end;
      precision = 1;
    } else if (suffix && suffix.end > word.end && !suffix.scale) {
      kind = kindOf(suffix, undefined);
      end = suffix.end;
      if (suffix.unit) {
        value = multiply(value, suffix.unit.factor) + (suffix.unit.offset ?? 0);
        precision = multiply(precision, suffix.unit.factor);
        unit = baseUnitOf(suffix.unit, vocab);
        dimension = suffix.unit.dimension;
      }
    }
  }
  const mention = newMention(text.slice(i, end), i, end, value, kind, precision);
  mention.unit = unit;
  mention.dimension = dimension;
  if (word.scale) mention.scale = word.scale;
  if (word.verb) ctx.verbs.push(ctx.mentions.length, i, word.end);
  finish(ctx, mention, i);
  return end;
}

/**
 * Extract every number stated in `text`, as a reader would read it.
 *
 * Reads digits with thousands separators (`1,234,567`, `1 234 567`,
 * `1'234'567`), decimals, scientific notation (`1.2e6`, `1.2 × 10^6`), signs,
 * accounting negatives (`(1,234)`), currencies, scale words, percent, pp and
 * bps, units (`12ms`, `5 km`; values in the dimension's base unit), multiples
 * (`2.5x`, `tenfold`), ratios (`3:1`), numbers in words (`two million`,
 * `two-thirds`), ranges (`10-12%`, `between 39 and 40 million`; one mention,
 * `value` = low) and bounds (`under 50ms`, `at least 95%`; the words are part
 * of the mention).
 *
 * Numbers inside citations, version strings, identifiers, phone numbers,
 * section references, dates, times, ordinals, list markers and formula
 * constants are not returned. Four-digit years come back with kind `year` and
 * their period (`FY2024`, `Q3 2024`, `2019/20`); turn them off with
 * `includeYears: false`. Runs in time linear in the length of the text.
 *
 * @example
 * extract("Revenue grew 12% to $3.2bn.")
 * // [{ text: "12%", value: 12, kind: "percent", precision: 1, … },
 * //  { text: "$3.2bn", value: 3200000000, kind: "money", precision: 100000000, … }]
 */
export function extract(text: string, options: ExtractOptions = NO_OPTIONS): Mention[] {
  // Arguments of the wrong type are refused here with a clear error, not
  // met as a TypeError from deep inside the reading.
  checkArguments(text, options);
  const pack = options.pack ?? BASE_PACK;
  const language =
    options.locale === undefined ? "en" : (options.locale.toLowerCase().split(/[-_]/)[0] ?? "en");
  const cues = cueReaderFor(options.directionWords);
  const shapes = cues.notable ? (cues.shapes ?? NO_SHAPES) : NO_SHAPES;
  const maxLength = cues.maxLength;
  const decimalComma = DECIMAL_COMMA.has(language);
  const ctx0: Context = {
    text,
    folded: false,
    pack,
    vocab: vocabularyOf(pack),
    decimalComma,
    includeYears: options.includeYears ?? true,
    mentions: [],
    spans: SPANS,
    aheadAt: -1,
    ahead: undefined,
    notes: NOTES,
    shapes,
    maxLength,
    cues,
    verbs: [],
  };
  let ctx = ctx0;
  // The scan notes words of a cue word's shape; without shapes to test, the cues are read back.
  ctx.notes.reset(shapes !== NO_SHAPES);
  ctx.spans.reset();
  resetPreviousWord();
  // A digit of another script stops the scan: the text is then read again
  // with those digits as ASCII ones, in a copy of the same length (offsets
  // hold in both). A text without one pays one comparison a code for it.
  if (!scan(ctx)) {
    const read = foldDigits(text, decimalComma);
    ctx = { ...ctx0, text: read, folded: true, mentions: [], verbs: [], aheadAt: -1 };
    ctx.notes.reset(shapes !== NO_SHAPES);
    ctx.spans.reset();
    resetPreviousWord();
    scan(ctx);
  }
  const read = ctx.text;
  readCues(ctx, cues);
  const verbs = ctx.verbs;
  for (let v = 0; v + 2 < verbs.length; v += 3) {
    const k = verbs[v] as number;
    const m = ctx.mentions[k] as MutableMention;
    const floor = k > 0 ? (ctx.mentions[k - 1] as MutableMention).end : 0;
    const cue = cues.cueAt(read, verbs[v + 1] as number, verbs[v + 2] as number, floor);
    if (cue) m.cue = cue;
  }
  // Each mention's text as written, in its own script's digits.
  if (read !== text) for (const m of ctx.mentions) m.text = text.slice(m.start, m.end);
  return ctx.mentions;
}

/**
 * Read `ctx.text` from start to end: each figure and number in words, noting
 * the cue-shaped words and clause stops between them. (A function of its own,
 * apart from the set-up and the cue pass, so the compiler keeps this loop's
 * state in registers.) Returns false, stopping at once, on a decimal digit of
 * another script in a text not yet folded (see {@link foldDigits}): only
 * codes outside ASCII are tested for one.
 */
function scan(ctx: Context): boolean {
  const { text, notes, shapes, maxLength } = ctx;
  // Past this code a digit of another script stops the scan (none is below it); in a folded text, none does.
  const digitsFrom = ctx.folded ? 0x110000 : 0x660;
  // The citations' offsets, as start, end pairs: the scan only skips them.
  const citations = CITATIONS;
  citationSpans(text, citations);
  let citationIndex = 0;
  const n = text.length;
  // Where the next citation starts (the text's end when there is none, which
  // the scan never reaches inside the loop): one comparison per character
  // instead of a look-up, and a small integer, not Infinity, so it stays one.
  let citationStart = citations.length > 0 ? (citations[0] as number) : n;
  let i = 0;
  while (i < n) {
    if (i >= citationStart) {
      const citationEnd = citations[citationIndex + 1] as number;
      if (i < citationEnd) {
        noteJump(ctx, i, citationEnd, ctx.mentions.length);
        i = citationEnd;
      }
      citationIndex += 2;
      citationStart = citationIndex < citations.length ? (citations[citationIndex] as number) : n;
      continue;
    }
    const code = text.charCodeAt(i);
    // Letters first (most characters are), by one range test on the code with
    // the case bit set; then the few codes below 64 that can start something.
    const lower = code | 32;
    if (code >= digitsFrom && otherDigitValue(code) >= 0) return false;
    if ((lower >= 97 && lower <= 122) || (code >= 0xc0 && isLetter(code))) {
      // Only a word start can start a number in words (checked cheapest first).
      if (mayStartWordNumber(text, i)) {
        const prev = i > 0 ? text.charCodeAt(i - 1) : 32;
        if (!isLetter(prev) && !isDigit(prev) && prev !== 39 && prev !== 0x2019) {
          const before = ctx.mentions.length;
          const end = readWordsAt(ctx, i);
          if (end > i) {
            noteJump(ctx, i, end, before);
            i = end;
            continue;
          }
        }
      }
      const start = i;
      if (code >= 0xc0) notes.exact = false;
      i++;
      // Skip the rest of the word: ASCII letters inline, other scripts through isLetter.
      while (i < n) {
        const c = text.charCodeAt(i);
        const l = c | 32;
        if (l >= 97 && l <= 122) i++;
        else if (c >= 0xc0 && isLetter(c)) {
          if (c >= digitsFrom && otherDigitValue(c) >= 0) return false;
          notes.exact = false;
          i++;
        } else break;
      }
      // A word of a cue word's first letter and length: noted for the cue pass.
      const length = i - start;
      if (length <= maxLength && code < 128 && shapes[(lower << 6) | length] === 1) {
        notes.word(start, i);
      }
      continue;
    }
    // Spaces, the most common code after letters, start and stop nothing.
    if (code === 32) {
      i++;
      continue;
    }
    if (code < 64) {
      if (
        (code <= 57 && code >= 48) ||
        (code === 46 && isDigit(codeAt(text, i + 1)) && !isDigit(codeAt(text, i - 1)))
      ) {
        const before = ctx.mentions.length;
        const next = readNumberAt(ctx, i);
        // Digits of another script glued on ("12١") are read with the rest, folded.
        if (digitsFrom < 0x110000 && otherDigitIn(text, i, next)) return false;
        if (next > i) {
          // Most jumps end a mention just pushed: nothing outside it to note.
          if (ctx.mentions.length === before || ctx.spans.lastEnd() < next)
            noteJump(ctx, i, next, before);
          i = next;
        } else i++;
        continue;
      }
      if (code === 43 || code === 40) {
        const phone = phoneEnd(text, i + 1);
        if (phone > 0) {
          noteJump(ctx, i, phone, ctx.mentions.length);
          i = phone;
        } else i++;
        continue;
      }
      if (isStop(text, code, i)) notes.stop(i);
    }
    i++;
  }
  return true;
}

/** Whether `text[from, to)` holds a decimal digit of another script. */
function otherDigitIn(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c >= 0x660 && otherDigitValue(c) >= 0) return true;
  }
  return false;
}

/** Give each figure its direction cue, from the notes the scan made. */
function readCues(ctx: Context, cues: CueReader): void {
  const { text, mentions, notes } = ctx;
  // Direction cues, each bounded by its neighbours so a cue is not shared.
  const upFrom: number[] = [];
  const { starts, ends, years } = ctx.spans;
  for (let k = 0; k < mentions.length; k++) {
    if (years[k] === 1) continue;
    const start = starts[k] as number;
    const end = ends[k] as number;
    const floor = k > 0 ? (ends[k - 1] as number) : 0;
    const ceiling = k + 1 < mentions.length ? (starts[k + 1] as number) : text.length;
    // Bounded by its clause too: the reader finds the clause stops as it reads.
    const cue = cues.readNoted(text, start, end, floor, ceiling, notes);
    if (cue) {
      (mentions[k] as MutableMention).cue = cue;
      if (cues.isUpFrom(text, start, cue)) upFrom.push(k);
    }
  }
  // "costs were 5%, up from 3%": "up from" names the earlier value; the cue
  // belongs to the figure the change led to.
  for (const k of upFrom) {
    const m = mentions[k] as MutableMention;
    const p = mentions[k - 1] as MutableMention | undefined;
    if (
      p &&
      p.kind !== "year" &&
      p.cue === undefined &&
      /^[\s,;(–—-]*$/.test(text.slice(p.end, cueWordStart(text, m.start)))
    ) {
      p.cue = m.cue;
      m.cue = undefined;
    }
  }
}

/**
 * Note the part of `[from, to)`, which the scan jumped over, that no mention
 * just pushed (from `before` on) holds: its cue-shaped words and stops, as
 * the scan would have noted them. A run of letters cut at either end cannot
 * be noted as one word: the cues are read back then.
 */
function noteJump(ctx: Context, from: number, to: number, before: number): void {
  const notes = ctx.notes;
  if (!notes.exact) return;
  let a = from;
  if (ctx.mentions.length > before) a = Math.max(a, ctx.spans.lastEnd());
  if (a >= to) return;
  const { text } = ctx;
  if (cutsRun(text, a) || cutsRun(text, to)) {
    notes.exact = false;
    return;
  }
  const shapes = ctx.shapes;
  let k = a;
  while (k < to) {
    const c = text.charCodeAt(k);
    if (isAsciiLetter(c)) {
      const start = k;
      while (k < to && isAsciiLetter(text.charCodeAt(k))) k++;
      if (isLetter(codeAt(text, k))) {
        notes.exact = false;
        return;
      }
      const length = k - start;
      if (length <= ctx.maxLength && shapes[((c | 32) << 6) | length] === 1) {
        notes.word(start, k);
      }
      continue;
    }
    if (c >= 0xc0 && isLetter(c)) {
      notes.exact = false;
      return;
    }
    if (c < 64 && isStop(text, c, k)) notes.stop(k);
    k++;
  }
}

/** Whether a run of letters and straight apostrophes goes on across offset `at`. */
function cutsRun(text: string, at: number): boolean {
  const a = codeAt(text, at - 1);
  const b = codeAt(text, at);
  return (isAsciiLetter(a) || a === 39) && (isAsciiLetter(b) || b === 39);
}

/**
 * Whether code `c` at `i` ends a clause for a cue read back: `;`, a line
 * feed, or `.` `!` `?` before a space (after any closing quotes and brackets).
 */
function isStop(text: string, c: number, i: number): boolean {
  return c === 59 || c === 10 || ((c === 46 || c === 33 || c === 63) && endsSentenceAt(text, i));
}

/** Start of the "up"/"down" word in "up from" before `start`. */
function cueWordStart(text: string, start: number): number {
  let j = start;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  j -= 4; // "from"
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  while (j > 0 && isLetter(text.charCodeAt(j - 1))) j--;
  return j;
}
