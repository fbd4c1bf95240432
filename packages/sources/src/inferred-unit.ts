import { readCell } from "./cells.js";
import type { Grid } from "./table.js";
import { type UnitHeader, unitHeaderOf } from "./unit-header.js";

// An amount the text writes with a currency sign and a scale word: "$1,153
// million", "€2.4bn", "$5m". One bounded digit run, then the scale: linear.
const SCALED_AMOUNT =
  /(?:US\$|C\$|A\$|\$|€|£|¥)\s?(\d{1,3}(?:,\d{3}){0,6}|\d{1,15})(?:\.\d{1,6})?\s?(thousand|million|billion|bn|mn|m)\b/gi;
const MULTIPLIER: Readonly<Record<string, number>> = {
  thousand: 1e3,
  million: 1e6,
  mn: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
};
const WORD: Readonly<Record<number, string>> = {
  1e3: "thousands",
  1e6: "millions",
  1e9: "billions",
};
const CURRENCY_SIGN = /[$€£¥]/;
// The text's amounts must sit within this factor of the table's cells read in
// the scale (a factor of 1,000 separates two scales, so 5 leaves no doubt).
const MAX_FACTOR = 5;
// At least this many amounts in the text, and numbers in the table, to compare.
const MIN_AMOUNTS = 2;

function median(xs: number[]): number {
  xs.sort((a, b) => a - b);
  const mid = xs.length >> 1;
  return xs.length % 2 ? (xs[mid] as number) : ((xs[mid - 1] as number) + (xs[mid] as number)) / 2;
}

/** The amounts a text writes with a currency sign and one scale word, read once for all its tables. */
export interface TextAmounts {
  /** The median of the amounts, in ones. */
  readonly median: number;
  /** The first of them as written, for the evidence. */
  readonly example: string;
}

/**
 * The amounts a text writes with a currency sign and a scale word ("$1,153
 * million"), in ones; undefined when it writes them in two scale words (it
 * is not one consistent document) or writes too few.
 */
export function textAmounts(text: string): TextAmounts | undefined {
  const amounts: number[] = [];
  let word: string | undefined;
  let example = "";
  for (const m of text.matchAll(SCALED_AMOUNT)) {
    const scale = (m[2] ?? "").toLowerCase();
    const multiplier = MULTIPLIER[scale] as number;
    const canonical = WORD[multiplier] as string;
    if (word !== undefined && word !== canonical) return undefined;
    word = canonical;
    const value = Number(m[0].replace(/[^\d.]/g, "").replace(/^\./, "")) * multiplier;
    if (!Number.isFinite(value) || value <= 0) continue;
    if (example === "") example = m[0];
    amounts.push(value);
  }
  return amounts.length < MIN_AMOUNTS ? undefined : { median: median(amounts), example };
}

/**
 * The scale of a table that states none, read from its record's text: a
 * careful reader of a report takes a bare table to be in millions when the
 * text around it writes its amounts in millions ("$1,153 million", "$28
 * million") and the table's figures are of that size only when read in
 * millions (2,493 beside 1,153). The scale is the one of thousands, millions
 * or billions that puts the median of the table's numbers within a factor of
 * 5 of the median of the text's amounts (a table of raw dollars, "24,371,349"
 * beside "$24.4 million", gets none; one in thousands, "45,007" beside "$45.0
 * million", gets thousands). Fails closed (undefined) when the table or the
 * record states a unit anywhere, when the table shows no currency sign (a
 * table of rates or counts), when the text writes amounts in two scale words
 * (it is not one consistent document), or when there are too few figures.
 */
export function inferredUnitOf(
  grid: Grid,
  text: string | TextAmounts | undefined,
): UnitHeader | undefined {
  if (grid.unit) return undefined;
  const stated = typeof text === "string" ? textAmounts(text) : text;
  if (!stated) return undefined;
  const { example } = stated;
  let money = false;
  for (const row of grid.header)
    for (const cell of row) {
      if (unitHeaderOf(cell)) return undefined;
      if (CURRENCY_SIGN.test(cell)) money = true;
    }
  const cells: number[] = [];
  for (const row of grid.body)
    for (const raw of row) {
      const r = readCell(raw);
      if (r.type === "text") {
        if (typeof raw === "string" && unitHeaderOf(raw)) return undefined;
        continue;
      }
      if (r.type !== "value") continue;
      if (typeof raw === "string" && CURRENCY_SIGN.test(raw)) money = true;
      if (r.kind === "percent" || r.scaled || r.value === 0) continue;
      cells.push(Math.abs(r.value));
    }
  if (!money || cells.length < MIN_AMOUNTS) return undefined;
  const ratio = stated.median / median(cells);
  const multiplier = 10 ** (3 * Math.round(Math.log10(ratio) / 3));
  const name = WORD[multiplier];
  if (name === undefined) return undefined;
  if (ratio / multiplier > MAX_FACTOR || multiplier / ratio > MAX_FACTOR) return undefined;
  return {
    text: `in ${name}, the size of the text's amounts such as ${example.replace(/\s+/g, " ")}`,
    multiplier,
    percent: false,
    inferred: true,
  };
}
