import { BASE_PACK, type UnitPack } from "@crossfoot/units";
import { isDigit, isLetter, isSpace } from "./chars.js";
import { findCitations } from "./citations.js";
import { isDateDay, isFormulaConstant, periodPrefix } from "./context.js";
import { CueReader, type DirectionWords, ENGLISH_DIRECTION_WORDS } from "./cues.js";
import {
  atLineStart,
  kindOf,
  type NumericCore,
  readCore,
  readCurrencyAfter,
  readCurrencyBefore,
  readSuffix,
  scaled,
  signBefore,
} from "./numbers.js";
import type { Mention } from "./types.js";

/** Options for {@link extract}. */
export interface ExtractOptions {
  /** Scales, currencies and units to read with (default: the base pack). */
  readonly pack?: UnitPack;
  /** Direction words (default: English). */
  readonly directionWords?: DirectionWords;
  /** Also return four-digit years as kind `year` (default true). */
  readonly includeYears?: boolean;
}

const APPROXIMATE_WORDS = [
  "about",
  "around",
  "approximately",
  "approx.",
  "approx",
  "roughly",
  "nearly",
  "almost",
  "some",
  "circa",
  "c.",
  "close to",
  "an estimated",
  "estimated",
];

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

/** Whether a hedge word ends just before `i` ("about $3bn", "~12%"). */
function isApproximate(text: string, i: number): boolean {
  let j = i;
  while (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  if (text[j - 1] === "~" || text[j - 1] === "≈") return true;
  const window = text.slice(Math.max(0, j - 16), j).toLowerCase();
  return APPROXIMATE_WORDS.some(
    (w) => window.endsWith(w) && !isLetter(window.charCodeAt(window.length - w.length - 1)),
  );
}

/** Skip a whole glued token (identifier, version, date) from `i`. */
function skipToken(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const code = text.charCodeAt(j);
    if (isDigit(code) || isLetter(code) || code === 95) j++;
    else if (
      (code === 46 || code === 47 || code === 58 || code === 45) &&
      isDigit(text.charCodeAt(j + 1))
    )
      j++;
    else break;
  }
  return j;
}

/** Where a numeric token continues into something that is not a figure. */
function continuesAsNonFigure(text: string, core: NumericCore): boolean {
  const next = text[core.end];
  const after = text.charCodeAt(core.end + 1);
  // Versions and IPs (8.4.1.1), times (10:30), numeric dates (11/30/04, 2019-06-30).
  if ((next === "." || next === ":" || next === "/") && isDigit(after)) return true;
  if (next === "-" && isDigit(after) && core.intDigits.length === 4 && core.fracDigits === "") {
    // 2019-06-30 is a date; 2019-20 is a fiscal year, read as a period elsewhere.
    return /^-\d\d-\d\d/.test(text.slice(core.end, core.end + 6));
  }
  return false;
}

/**
 * Extract every number stated in `text`, as a reader would read it.
 *
 * Numbers inside citations, version strings, identifiers, dates, times,
 * ordinals, list markers and formula constants are not returned. Four-digit
 * years come back with kind `year` (turn off with `includeYears: false`).
 * Runs in time linear in the length of the text.
 *
 * @example
 * extract("Revenue grew 12% to $3.2bn.")
 * // [{ text: "12%", value: 12, kind: "percent", precision: 1, … },
 * //  { text: "$3.2bn", value: 3200000000, kind: "money", precision: 100000000, … }]
 */
export function extract(text: string, options: ExtractOptions = {}): Mention[] {
  const pack = options.pack ?? BASE_PACK;
  const includeYears = options.includeYears ?? true;
  const cues = cueReaderFor(options.directionWords);
  const citations = findCitations(text);
  const mentions: Mention[] = [];
  let citationIndex = 0;
  let i = 0;
  while (i < text.length) {
    const citation = citations[citationIndex];
    if (citation && i >= citation.start) {
      if (i < citation.end) i = citation.end;
      citationIndex++;
      continue;
    }
    const code = text.charCodeAt(i);
    const startsNumber = isDigit(code) || (code === 46 && isDigit(text.charCodeAt(i + 1)));
    if (!startsNumber) {
      i++;
      continue;
    }
    const core = readCore(text, i);
    if (!core) {
      i++;
      continue;
    }
    const prev = i > 0 ? text.charCodeAt(i - 1) : 32;
    // Digits glued to letters before them: a period label (FY2024, Q3) or an identifier.
    if (isLetter(prev) || prev === 95 || (code === 46 && isDigit(prev))) {
      const period = periodPrefix(text, core);
      if (period && includeYears && core.intDigits.length === 4) {
        mentions.push({
          text: text.slice(period.start, core.end),
          start: period.start,
          end: core.end,
          value: Number(core.intDigits),
          kind: "year",
          precision: 1,
          period: period.label,
        });
      }
      i = skipToken(text, core.end);
      continue;
    }
    if (continuesAsNonFigure(text, core)) {
      i = skipToken(text, core.end);
      continue;
    }
    const currencyBefore =
      readCurrencyBefore(text, signBefore(text, i)?.start ?? i, pack) ??
      readCurrencyBefore(text, i, pack);
    const suffix = readSuffix(text, core.end, pack, currencyBefore !== undefined);
    if (suffix === null) {
      i = skipToken(text, core.end);
      continue;
    }
    const currencyAfter = currencyBefore ? undefined : readCurrencyAfter(text, suffix.end, pack);
    const currency = currencyBefore?.currency ?? currencyAfter?.currency;
    const kind = kindOf(suffix, currency);
    const plain = kind === "number" && !suffix.scale;
    // List markers ("1. ", "2) ") at a line start.
    if (
      plain &&
      atLineStart(text, i) &&
      (text[core.end] === "." || text[core.end] === ")") &&
      isSpace(text.charCodeAt(core.end + 1)) &&
      core.fracDigits === ""
    ) {
      i = core.end + 1;
      continue;
    }
    if (plain && (isFormulaConstant(text, core) || isDateDay(text, core))) {
      i = core.end;
      continue;
    }
    const isYear =
      plain &&
      !core.grouped &&
      core.fracDigits === "" &&
      core.intDigits.length === 4 &&
      Number(core.intDigits) >= 1800 &&
      Number(core.intDigits) <= 2199 &&
      signBefore(text, i) === undefined;
    if (isYear) {
      if (includeYears) {
        mentions.push({
          text: text.slice(i, core.end),
          start: i,
          end: core.end,
          value: Number(core.intDigits),
          kind: "year",
          precision: 1,
          period: core.intDigits,
        });
      }
      i = core.end;
      continue;
    }
    const sign = signBefore(text, currencyBefore?.start ?? i) ?? signBefore(text, i);
    const exponent = suffix.scale ? suffix.scale.exponent : 0;
    const { value, precision } = scaled(core, exponent);
    const negative = sign?.negative === true;
    const start = Math.min(currencyBefore?.start ?? i, sign?.start ?? i);
    const end = currencyAfter?.end ?? suffix.end;
    const mention: {
      -readonly [K in keyof Mention]: Mention[K];
    } = {
      text: text.slice(start, end),
      start,
      end,
      value: negative ? -value : value,
      kind,
      precision,
    };
    if (currency) mention.currency = currency.code;
    if (suffix.scale) mention.scale = suffix.scale.name;
    if (negative) mention.negative = true;
    if (sign) mention.signed = true;
    if (isApproximate(text, start)) mention.approximate = true;
    mentions.push(mention);
    i = end;
  }
  // Direction cues, each bounded by its neighbours so a cue is not shared.
  for (let k = 0; k < mentions.length; k++) {
    const m = mentions[k] as Mention;
    if (m.kind === "year") continue;
    const floor = k > 0 ? (mentions[k - 1] as Mention).end : 0;
    const ceiling = k + 1 < mentions.length ? (mentions[k + 1] as Mention).start : text.length;
    const cue = cues.read(
      text,
      m.start,
      m.end,
      clauseStart(text, m.start, floor),
      clauseEnd(text, m.end, ceiling),
    );
    if (cue) (m as { cue?: typeof cue }).cue = cue;
  }
  return mentions;
}

/** Sentence punctuation bounds a cue's reach: search back to the last one. */
function clauseStart(text: string, i: number, floor: number): number {
  for (let j = i - 1; j >= floor && i - j <= 80; j--) {
    const ch = text[j];
    if (
      ch === ";" ||
      ch === "\n" ||
      ((ch === "." || ch === "!" || ch === "?") && isSpace(text.charCodeAt(j + 1)))
    ) {
      return j + 1;
    }
  }
  return floor;
}

function clauseEnd(text: string, i: number, ceiling: number): number {
  for (let j = i; j < ceiling && j - i <= 40; j++) {
    const ch = text[j];
    if (ch === ";" || ch === "," || ch === "\n" || ch === "." || ch === "!" || ch === "?") return j;
  }
  return ceiling;
}
