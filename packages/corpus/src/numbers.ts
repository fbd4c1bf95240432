/**
 * Every number of a text (a document or a chunk) as `@crossfoot/sources`
 * reads it, with what verification compares: its digits as written, its
 * written sign, the scale it is stated in (its own scale word, and a unit
 * statement in force over it), its unit, its table labels, its section, and
 * where its digits sit in the text. One reading per text, then only lookups.
 */
import { loadSources, type SourceValue, type TableInfo } from "@crossfoot/sources";
import { type Heading, headingBefore, readable } from "./markup.js";

/** What became of an original number: no chunk has it, only cut, altered, or as written. */
export const DROPPED = 0;
export const CUT = 1;
export const ALTERED = 2;
export const COVERED = 3;

/** One number of a text, read. */
export interface ReadNumber {
  readonly value: SourceValue;
  /** The digits as written, separators included (`4,870`, `1.23`); a number in words is its words. */
  readonly written: string;
  /** The digits without group separators (`4870`, `1.23`): what matching looks up. */
  readonly key: string;
  /** The digits alone (`4870`, `123`): the same digits with other punctuation. */
  readonly digits: string;
  /** Offsets `[start, end)` of the digits in the text, -1 when unknown (a cell not placed). */
  start: number;
  end: number;
  /** Written negative: a minus, or accounting parentheses around it. */
  readonly negative: boolean;
  /** The table's index in the text, -1 for a number in running text. */
  readonly table: number;
  /** The index of the heading of its section, -1 before any. */
  readonly section: number;
  /** Its own scale word's multiplier (`$4.1 million` → 1,000,000), else 1. */
  readonly ownScale: number;
  /** The unit statement in force over it that a reader surely applies, and where it stands. */
  readonly statement?: string;
  readonly statementScale: number;
  readonly statementAt: number;
  /** `ownScale × statementScale`. */
  readonly scale: number;
  readonly percent: boolean;
  readonly currency?: string;
  readonly unit?: string;
  /** Normalized row and column labels ("" when none or a placeholder such as `row 3`); the column is its period when it has one. */
  readonly rowKey: string;
  readonly columnKey: string;
  /** The word before it in running text (lower case), "" for cells. */
  readonly previousWord: string;
  /** For originals: DROPPED, CUT, ALTERED or COVERED. */
  state: number;
}

/** A text read: its numbers, tables and headings. */
export interface TextNumbers {
  /** The text as given. */
  readonly raw: string;
  readonly headings: readonly Heading[];
  readonly tables: readonly TableInfo[];
  /** Every number, tables first (row by row), then running text, as sources lists them. */
  readonly numbers: readonly ReadNumber[];
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSeparator = (c: number) => c === 44 || c === 46 || c === 39 || c === 0x2019;

/** The first run of digits in `text` from `from` (separators between digits included): `[start, end)` or undefined. */
export function digitRun(text: string, from = 0, to = text.length): [number, number] | undefined {
  let i = from;
  while (i < to && !isDigit(text.charCodeAt(i))) i++;
  if (i >= to) return undefined;
  let j = i + 1;
  for (;;) {
    if (j < to && isDigit(text.charCodeAt(j))) j++;
    else if (j + 1 < to && isSeparator(text.charCodeAt(j)) && isDigit(text.charCodeAt(j + 1)))
      j += 2;
    else break;
  }
  return [i, j];
}

/** Every run of digits in `[from, to)`, in order. */
function digitRuns(text: string, from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  let at = from;
  for (;;) {
    const run = digitRun(text, at, to);
    if (!run) return out;
    out.push(run);
    at = run[1];
  }
}

/** Group separators out: `4,870` → `4870`; a run with two dots is grouped with dots (`1.204.500` → `1204500`). */
export function keyOf(written: string): string {
  const dots = written.split(".").length - 1;
  return dots > 1 ? written.replace(/[.,'\u2019]/g, "") : written.replace(/[,'\u2019]/g, "");
}

const digitsOf = (written: string) => written.replace(/[^0-9]/g, "");

/** A label compared loosely: lower case, footnote marks and trailing colons out, spaces collapsed. */
export function labelKey(label: string | undefined): string {
  if (label === undefined) return "";
  const key = label
    .toLowerCase()
    .replace(/\[[^\]]{0,12}\]|\(\d{1,2}\)|[*†‡§]/g, " ")
    .replace(/[\s\u00a0]+/g, " ")
    .replace(/[\s:,.]+$/, "")
    .trim();
  return /^(?:row|column) \d+$/.test(key) ? "" : key;
}

/** Whether two label keys name the same thing: equal, or one's words all among the other's. */
export function sameLabel(a: string, b: string): boolean {
  if (a === b) return true;
  const wa = a.split(/[^a-z0-9%$]+/).filter(Boolean);
  const wb = b.split(/[^a-z0-9%$]+/).filter(Boolean);
  if (wa.length === 0 || wb.length === 0) return false;
  const [few, many] = wa.length <= wb.length ? [wa, new Set(wb)] : [wb, new Set(wa)];
  return few.every((w) => many.has(w));
}

/** The lower-case word before `at` in running text, skipping what is not a letter (at most 40 characters back). */
function wordBefore(text: string, at: number): string {
  let k = at - 1;
  const floor = Math.max(0, at - 40);
  const letter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  while (k >= floor && !letter(text.charCodeAt(k))) k--;
  const end = k + 1;
  while (k >= floor && letter(text.charCodeAt(k)) && end - k <= 20) k--;
  return text.slice(k + 1, end).toLowerCase();
}

/** Whether the digits `[start, end)` of `text` stand in accounting parentheses: `(1,234)`, `($ 1,234)`, `(12.5)%`. */
function inParentheses(text: string, start: number, end: number): boolean {
  let k = start - 1;
  while (k >= 0 && start - k <= 4 && /[\s$€£¥]/.test(text.charAt(k))) k--;
  if (text.charCodeAt(k) !== 40) return false;
  let j = end;
  while (j < text.length && j - end <= 2 && /[\s%]/.test(text.charAt(j))) j++;
  return text.charCodeAt(j) === 41;
}

/** Whether a table starts after `from` and before `to` (sorted starts). */
function tableBetween(starts: readonly number[], from: number, to: number): boolean {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((starts[mid] as number) <= from) lo = mid + 1;
    else hi = mid;
  }
  const next = starts[lo];
  return next !== undefined && next < to;
}

/** A multiplier rounded to the power of ten it is, or 1 when it is none. */
function powerOfTen(ratio: number): number {
  if (!Number.isFinite(ratio) || ratio < 999) return 1;
  const p = 10 ** Math.round(Math.log10(ratio));
  return Math.abs(ratio / p - 1) < 0.01 ? p : 1;
}

/**
 * The places of each distinct unit statement in a text: searched once per
 * statement (at most 32 distinct ones, so a text of many is still linear).
 */
class StatementPlaces {
  private readonly places = new Map<string, number[]>();

  constructor(private readonly text: string) {}

  /** Where `header` stands last at or before `at`, else first after it; -1 when nowhere. */
  near(header: string, at: number): number {
    let list = this.places.get(header);
    if (list === undefined) {
      list = [];
      if (this.places.size < 32 && header.length > 0) {
        for (let k = this.text.indexOf(header); k >= 0; k = this.text.indexOf(header, k + 1)) {
          list.push(k);
          if (list.length > 4096) break;
        }
      }
      this.places.set(header, list);
    }
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((list[mid] as number) <= at) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) return list[lo - 1] as number;
    return list.length > 0 ? (list[0] as number) : -1;
  }
}

/**
 * Read a text's numbers: markup outside tables blanked (offsets kept), then
 * `loadSources` on it, then each number's digits placed in the text (a cell's
 * by matching its table's runs of digits in order), its written sign, its
 * scale and its labels worked out.
 */
export function readNumbers(raw: string): TextNumbers {
  const { text, headings } = readable(raw);
  const set = loadSources({ id: "doc", text });
  const record = set.records[0];
  const tables = record?.tables ?? [];
  const values = record?.values ?? [];
  const statements = new StatementPlaces(text);
  const tableStarts = tables
    .map((t) => t.start)
    .filter((x): x is number => x !== undefined)
    .sort((x, y) => x - y);
  const numbers: ReadNumber[] = [];

  // Cells by table, in order, to place them among their table's digits.
  const cellsOf = new Map<number, ReadNumber[]>();
  for (const v of values) {
    if (v.reading === "scaled") continue;
    const cell = v.location.type === "cell" ? v.location : undefined;
    const table = cell ? tables[cell.table] : undefined;
    const run = digitRun(v.text);
    const written = run ? v.text.slice(run[0], run[1]) : v.text.trim().toLowerCase();
    const key = run ? keyOf(written) : `w:${written}`;
    let start = -1;
    let end = -1;
    let previousWord = "";
    if (v.location.type === "text") {
      // The digits, or for a number in words the whole mention.
      start = v.location.start + (run ? run[0] : 0);
      end = run ? v.location.start + run[1] : v.location.end;
      previousWord = wordBefore(text, v.location.start);
    }
    const negative =
      v.value < 0 ||
      (run !== undefined &&
        (v.location.type === "text"
          ? inParentheses(text, start, end)
          : inParentheses(v.text, run[0], run[1])));
    const anchor = table ? (table.start ?? 0) : v.location.type === "text" ? v.location.start : 0;
    const section = headingBefore(headings, anchor);
    const moneyOrNumber = v.kind === "number" || v.kind === "money";
    const mantissa = Number.parseFloat(run ? key.replace(/[^0-9.]/g, "") : "");
    const ownScale = moneyOrNumber && mantissa > 0 ? powerOfTen(Math.abs(v.value) / mantissa) : 1;
    let statement: string | undefined;
    let statementScale = 1;
    let statementAt = -1;
    if (v.unitHeader !== undefined && v.unitScale !== undefined && v.unitScale !== 1) {
      const at = statements.near(
        v.unitHeader,
        table ? (table.end ?? text.length) : v.location.type === "text" ? v.location.start : 0,
      );
      // Held to a statement of its own section only (or, for a cell, one
      // inside its table, or one that cannot be placed): sources applies a
      // statement to all the text after it, and to later tables that state none,
      // which a reader of one section would not.
      const inTable = table !== undefined && at >= (table.start ?? 0) && at < (table.end ?? 0);
      const claimed =
        (table !== undefined && at < 0) ||
        inTable ||
        (at >= 0 &&
          headingBefore(headings, at) === section &&
          // A statement that introduces a table is the table's, not the text's after it.
          (table !== undefined || !tableBetween(tableStarts, at, anchor)));
      if (claimed) {
        statement = v.unitHeader;
        statementScale = v.unitScale;
        statementAt = at;
      }
    }
    const n: ReadNumber = {
      value: v,
      written,
      key,
      digits: run ? digitsOf(written) : key,
      start,
      end,
      negative,
      table: cell ? cell.table : -1,
      section,
      ownScale,
      ...(statement !== undefined ? { statement } : {}),
      statementScale,
      statementAt,
      scale: ownScale * statementScale,
      percent: v.kind === "percent",
      ...(v.currency !== undefined ? { currency: v.currency } : {}),
      ...(v.unit !== undefined ? { unit: v.unit } : {}),
      rowKey: cell ? labelKey(v.rowLabel) : "",
      columnKey: cell ? (v.periodKey ?? labelKey(v.columnLabel)) : "",
      previousWord,
      state: DROPPED,
    };
    numbers.push(n);
    if (cell) {
      const list = cellsOf.get(cell.table);
      if (list) list.push(n);
      else cellsOf.set(cell.table, [n]);
    }
  }
  for (const [index, cells] of cellsOf) placeCells(text, tables[index], cells);
  return { raw, headings, tables, numbers };
}

/**
 * Place a table's cells among the runs of digits of its text, in order: the
 * first cell anywhere in the table (after its headings), each next one among
 * the next 24 runs (markup such as `colspan="2"` and footnote marks are runs
 * too). A cell not found stays unplaced. Linear in the table's length.
 */
function placeCells(text: string, table: TableInfo | undefined, cells: ReadNumber[]): void {
  if (table?.start === undefined || table.end === undefined) return;
  const runs = digitRuns(text, table.start, table.end);
  let next = 0;
  // Until one is found, a cell is looked for in the whole table (past its
  // headings), but only for the first few, so a table of unplaceable cells stays linear.
  let wide = 3;
  for (const cell of cells) {
    const limit = wide > 0 ? runs.length : Math.min(runs.length, next + 24);
    if (wide > 0) wide--;
    for (let k = next; k < limit; k++) {
      const [a, b] = runs[k] as [number, number];
      if (b - a === cell.written.length && text.startsWith(cell.written, a)) {
        cell.start = a;
        cell.end = b;
        next = k + 1;
        wide = 0;
        break;
      }
    }
  }
}
