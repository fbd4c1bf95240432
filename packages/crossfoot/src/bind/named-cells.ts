import type { SourceSet, SourceValue, TableInfo } from "@crossfoot/sources";
import { narrowed } from "../base/narrow.js";
import { indexByRarest } from "../base/rarest-token.js";
import { isUnlabelledRow } from "../places/source-lines.js";
import { contentWords, digitRuns } from "../read/content-words.js";
import { FOUR_DIGITS } from "../read/figure-names.js";
import type { SentenceContext } from "../read/sentence-context.js";
import { namedRows, periodNamed } from "./binding.js";

/**
 * The cells of the rows a sentence names by any of their names and of the
 * columns it names: "the combined attendance of vs. Easton and Millford",
 * "March 25, 2019's attendance is 188 higher than March 26, 2019's", "in the
 * Goals column, Omar Kent is 3 ahead of Lia Brandt". A row is named by its
 * label or by any other text cell of it (an opponent, a date, a venue), when
 * the sentence says every word and every number of that name; a name every
 * row carries tells no row apart. A derivation within these cells alone is
 * the one the sentence speaks of, not a chance match in the whole table.
 *
 * Undefined when the sentence names no row of any table in the scope, or
 * the cells are no narrower than the scope.
 */
export function namedCellScope(
  values: readonly SourceValue[],
  context: SentenceContext,
  sources: SourceSet,
): readonly SourceValue[] | undefined {
  if (context.words.size === 0 && context.digits.size === 0) return undefined;
  const periods = scopePeriods(context);
  // Named rows and columns, worked out once per table of the scope.
  const byTable = new Map<TableInfo, NamedCells | null>();
  const named = (v: SourceValue): NamedCells | null => {
    if (v.location.type !== "cell") return null;
    const table = sources.tables(v.recordId)[v.location.table];
    if (!table) return null;
    let cells = byTable.get(table);
    if (cells === undefined) {
      cells = namedCellsOf(table, context);
      byTable.set(table, cells);
    }
    return cells;
  };
  const out = narrowed(values, (v) => {
    const cells = named(v);
    if (cells === null || v.location.type !== "cell") return false;
    if (!cells.rows.has(v.location.row)) return false;
    if (cells.columns.size > 0 && !cells.columns.has(v.columnLabel ?? "")) return false;
    return periods === undefined || !v.periodKey || periodNamed(v.periodKey, periods);
  });
  return out.length >= 2 && out.length < values.length ? out : undefined;
}

/** The rows (by data row) and value columns (by label) a sentence names in one table. */
interface NamedCells {
  readonly rows: ReadonlySet<number>;
  readonly columns: ReadonlySet<string>;
}

/** The rows and columns of a table the sentence names; null when it names no row. */
function namedCellsOf(table: TableInfo, context: SentenceContext): NamedCells | null {
  const valueColumns = table.columns.filter((_, c) => c !== table.labelColumn);
  const columns = withNamedShortColumns(namedRows(valueColumns, context), valueColumns, context);
  // The words and numbers of a column's name the sentence copies ("Total
  // expected charges", "Index (2000=100)") name that column, not a row
  // "Total" or "2000".
  let words = context.words;
  let digits = context.digits;
  if (columns.size > 0) {
    const own = new Set([...columns].flatMap((c) => [...contentWords(c), ...digitRuns(c)]));
    words = new Set([...words].filter((w) => !own.has(w)));
    digits = new Set([...digits].filter((d) => !own.has(d)));
  }
  const rows = namedRowsByName(rowNameIndex(table), words, digits, context.allDigits);
  if (rows.size === 0) return null;
  return { rows, columns };
}

/**
 * The columns named in words, and those whose heading has no content word
 * ("To", "No.") that the sentence writes as a name, capitalised as the
 * heading is ("the mean To is …").
 */
function withNamedShortColumns(
  named: ReadonlySet<string>,
  columns: readonly string[],
  context: SentenceContext,
): ReadonlySet<string> {
  if (context.names.size === 0) return named;
  let out: Set<string> | undefined;
  for (const column of columns) {
    if (named.has(column) || contentWords(column).length > 0) continue;
    if (!context.names.has(column.trim().replace(/\.$/, ""))) continue;
    out ??= new Set(named);
    out.add(column);
  }
  return out ?? named;
}

/**
 * The data rows of a table a sentence (or one side of a comparison) names
 * by any of their names (see {@link namedCellScope}).
 */
export function tableRowsNamed(table: TableInfo, context: SentenceContext): ReadonlySet<number> {
  return namedRowsByName(rowNameIndex(table), context.words, context.digits, context.allDigits);
}

/**
 * The data rows a sentence names by a text cell other than their label ("vs.
 * Easton Rovers" beside the label "Week 3"): rows named by their labels are
 * bound by the labels' own rules (binding.ts).
 */
export function rowsNamedBesideLabels(
  table: TableInfo,
  context: SentenceContext,
): ReadonlySet<number> {
  if (!table.rowNames) return NO_ROWS;
  return namedRowsByName(
    rowNameIndex(table, false),
    context.words,
    context.digits,
    context.allDigits,
  );
}

const NO_ROWS: ReadonlySet<number> = new Set();

/** One name some rows carry, with what a sentence must say to name it. */
interface RowName {
  /** Its content words and runs of digits. */
  readonly tokens: readonly string[];
  /** The data rows that carry it. */
  readonly rows: number[];
}

/** A table's row names filed under their rarest token, and how many rows carry a name. */
interface RowNameIndex {
  readonly byToken: ReadonlyMap<string, readonly RowName[]>;
  readonly namedRows: number;
}

const indexes = new WeakMap<TableInfo, RowNameIndex>();
const indexesBesideLabels = new WeakMap<TableInfo, RowNameIndex>();

/**
 * Every name of every row (its label, unless `withLabels` is false, and its
 * other text cells), each name
 * once with the rows that carry it, filed under its rarest token: a
 * sentence then finds the names it says from its own words, not by reading
 * every row. Made once per table.
 */
function rowNameIndex(table: TableInfo, withLabels = true): RowNameIndex {
  const kept = withLabels ? indexes : indexesBesideLabels;
  let index = kept.get(table);
  if (index) return index;
  const byKey = new Map<string, RowName>();
  const frequency = new Map<string, number>();
  let namedRowCount = 0;
  for (let r = 0; r < table.rowLabels.length; r++) {
    const label = table.rowLabels[r] as string;
    const names = table.rowNames?.[r];
    let any = false;
    const add = (name: string) => {
      const tokens = [...new Set([...contentWords(name), ...digitRuns(name)])];
      if (tokens.length === 0) return;
      any = true;
      const key = tokens.join(" ");
      const known = byKey.get(key);
      if (known) {
        if (known.rows[known.rows.length - 1] !== r) known.rows.push(r);
        return;
      }
      byKey.set(key, { tokens, rows: [r] });
      for (const t of tokens) frequency.set(t, (frequency.get(t) ?? 0) + 1);
    };
    if (withLabels && !isUnlabelledRow(label)) add(label);
    if (names) for (const n of names) add(n);
    if (any) namedRowCount++;
  }
  const byToken = indexByRarest(byKey.values(), (name) => name.tokens, frequency);
  index = { byToken, namedRows: namedRowCount };
  kept.set(table, index);
  return index;
}

/** The most row names a sentence may say and still narrow to them. */
const MAX_NAMES_SAID = 64;

/**
 * The rows whose names the sentence says in full. A name that every named
 * row carries ("Marlboro Tour" in a column of one event) tells none apart,
 * and a name inside a longer one the sentence also says ("Iron Man" in
 * "Iron Man 3") names only through the longer one.
 */
function namedRowsByName(
  index: RowNameIndex,
  words: ReadonlySet<string>,
  digits: ReadonlySet<string>,
  allDigits: ReadonlySet<string>,
): Set<number> {
  const said: RowName[] = [];
  const look = (token: string) => {
    const list = index.byToken.get(token);
    if (!list) return;
    for (const name of list) {
      // The number of a name with words may be read as one of the figures
      // ("Millbrook 27"); a name of numbers alone ("11", "2019") is named
      // only by numbers that are no figure.
      const worded = name.tokens.some((t) => words.has(t));
      if (name.tokens.every((t) => words.has(t) || digits.has(t) || (worded && allDigits.has(t))))
        said.push(name);
    }
  };
  for (const w of words) look(w);
  // Every run of digits, the figures' too: `look` asks what each name needs.
  for (const d of allDigits) look(d);
  const rows = new Set<number>();
  // A sentence names a few rows; one that says the names of very many
  // (a list of every row) narrows nothing, and is not compared pair by pair.
  if (said.length > MAX_NAMES_SAID) return rows;
  for (const name of said) {
    if (name.rows.length >= index.namedRows) continue;
    const inside = said.some(
      (other) =>
        other !== name &&
        other.tokens.length > name.tokens.length &&
        name.tokens.every((t) => other.tokens.includes(t)),
    );
    if (inside) continue;
    for (const r of name.rows) rows.add(r);
  }
  return rows;
}

/**
 * The periods a named cell may carry: those the sentence names, and for a
 * sentence that names one year, the year before it (a change in 2019 runs
 * from 2018). Undefined when the sentence names none.
 */
function scopePeriods(context: SentenceContext): ReadonlySet<string> | undefined {
  if (context.periods.size === 0) return undefined;
  let years = 0;
  let year = 0;
  for (const p of context.periods) {
    if (!FOUR_DIGITS.test(p)) continue;
    years++;
    year = Number(p);
  }
  if (years !== 1) return context.periods;
  return new Set([...context.periods, String(year - 1)]);
}
