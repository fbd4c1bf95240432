import {
  beyondDouble,
  extract,
  hasOtherDigits,
  type Mention,
  splitSentences,
} from "@crossfoot/extract";
import { periodOf } from "./periods.js";
import type { SourceValue } from "./types.js";
import { type UnitHeader, unitHeadersIn } from "./unit-header.js";

// Characters of context kept either side of a number for its label.
const LABEL_CONTEXT = 24;

// Number words extraction reads as figures (the cheap test before extracting).
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen)\b/i;

/** A short, readable label: the words around the number in its sentence. */
function labelFor(sentence: string, from: number, to: number): string {
  const a = Math.max(0, from - LABEL_CONTEXT);
  const b = Math.min(sentence.length, to + LABEL_CONTEXT);
  const snippet = sentence.slice(a, b).replace(/\s+/g, " ").trim();
  return `"${a > 0 ? "…" : ""}${snippet}${b < sentence.length ? "…" : ""}"`;
}

/**
 * The year mention of the sentence nearest to a figure, if the sentence names
 * one (the earlier one on a tie). `years` are in order; `from` is the first
 * of them that may end after the figure starts, kept by the caller as the
 * figures move on, so a sentence of many figures and years is read in linear
 * time, not a scan of its years per figure.
 */
function nearestYear(
  years: readonly Mention[],
  m: Mention,
  from: { at: number },
): Mention | undefined {
  let j = from.at;
  while (j < years.length && (years[j] as Mention).end <= m.start) j++;
  from.at = j;
  const before = j > 0 ? (years[j - 1] as Mention) : undefined;
  let k = j;
  while (k < years.length && (years[k] as Mention).start < m.end) k++;
  const after = years[k];
  if (before === undefined) return after;
  if (after === undefined) return before;
  return after.start - m.end < m.start - before.end ? after : before;
}

/** The last of the headers (sorted by end) that ends at or before `at`: a binary search. */
function lastEndingBy(headers: readonly UnitHeader[], at: number): UnitHeader | undefined {
  let lo = 0;
  let hi = headers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (((headers[mid] as UnitHeader).end ?? 0) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? headers[lo - 1] : undefined;
}

/** Blank out `[start, end)` spans (tables) keeping offsets and line breaks, so their cells are not read twice. */
export function maskSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  for (const { start, end } of spans) {
    out += text.slice(at, start);
    out += text.slice(start, end).replace(/[^\n]/g, " ");
    at = end;
  }
  return out + text.slice(at);
}

/**
 * The figures stated in a source text, each with its stated precision, a
 * label from the words around it and the period its sentence names nearest
 * to it. A figure without a scale word of its own after a unit header
 * ("(in millions)"), or written right before one ("7,250 (in thousands)"),
 * also carries the header and its scaled value; `unit` is the record's
 * unit, in force from the start.
 */
export function textValues(recordId: string, text: string, unit?: UnitHeader): SourceValue[] {
  const values: SourceValue[] = [];
  const headers = unitHeadersIn(text);
  // Headers by where the figure they follow would end (spaces before them skipped).
  const attached = new Map<number, UnitHeader>();
  for (const h of headers) {
    let at = (h.end ?? 0) - h.text.length;
    while (at > 0 && (text[at - 1] === " " || text[at - 1] === "\t")) at--;
    attached.set(at, h);
  }
  for (const sentence of splitSentences(text, { wrappedLines: true })) {
    // A sentence without a digit may still state a number in words ("opened
    // twelve stores") or digits of another script ("١٢٣"); one with none
    // of them holds no figure.
    if (
      !/\d/.test(sentence.text) &&
      !NUMBER_WORD.test(sentence.text) &&
      !hasOtherDigits(sentence.text)
    )
      continue;
    const mentions = extract(sentence.text);
    const years = mentions.filter((m) => m.kind === "year");
    const yearsFrom = { at: 0 };
    for (const m of mentions) {
      if (m.kind === "year") continue;
      // A figure a double cannot hold (0.000…1 read as 0, a 401-digit
      // integer read as Infinity) is no value to match.
      if (beyondDouble(m.value, m.precision) !== undefined) continue;
      const start = sentence.start + m.start;
      const year = nearestYear(years, m, yearsFrom);
      const period = year?.period ? periodOf(year.period) : undefined;
      let header = lastEndingBy(headers, start) ?? unit;
      // "a reserve of 7,250 (in thousands)": a header written right after a
      // figure states that figure's unit.
      header = attached.get(sentence.start + m.end) ?? header;
      const scales =
        header !== undefined &&
        header.multiplier !== 1 &&
        !m.scale &&
        (m.kind === "number" || m.kind === "money");
      values.push({
        id: `${recordId}@${start}`,
        recordId,
        value: m.value,
        precision: m.precision,
        kind: m.kind,
        ...(m.currency ? { currency: m.currency } : {}),
        ...(m.unit ? { unit: m.unit } : {}),
        ...(m.dimension ? { dimension: m.dimension } : {}),
        text: m.text,
        label: labelFor(sentence.text, m.start, m.end),
        location: { type: "text", start, end: sentence.start + m.end },
        ...(period ? { period: period.period, periodKey: period.key } : {}),
        ...(scales && header
          ? {
              unitHeader: header.text,
              unitScale: header.multiplier,
              scaledValue: m.value * header.multiplier,
            }
          : {}),
      });
    }
  }
  return values;
}
