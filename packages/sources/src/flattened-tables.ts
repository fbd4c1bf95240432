import { isOnlyPeriod } from "./periods.js";
import { isOnlyUnitHeader } from "./unit-header.js";

/**
 * Tables that a PDF extraction flattened one cell per line: a block of
 * column headings (years, "Year Ended" over "December 31," and "2023", a
 * "Change" column, quarter names), then each row's label on a line of its
 * own followed by one value per column ("Net sales\n$\n4,812 \n$\n3,906").
 * Headings may group the columns: period headings listed one after another
 * ("Three Months Ended", "Six Months Ended") over dates repeated per group,
 * measures within each group ("Revenues", "Earnings"), or names written just
 * above years repeated per name; each column's label then carries its
 * group, measure and date.
 * Such a block is read back into rows and columns, so its cells are bound to
 * their row and period like any table's. Reading is fail-closed: a block
 * whose rows do not fit its columns ends at the first row that does not fit,
 * and a block with too few rows is no table (its figures stay text).
 */

/** A line of the text with its offsets. */
export interface FlatLine {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A table read back from flattened lines: header and body as for any grid, and its offsets. */
export interface FlattenedTable {
  readonly header: readonly (readonly string[])[];
  readonly body: readonly (readonly string[])[];
  /** What each column measures besides its period, label column first (""), when the headings group columns by measure or name. */
  readonly measures?: readonly string[];
  readonly start: number;
  readonly end: number;
}

// A cell's value on a line of its own: "4,812", "$4,812", "(1,577)",
// "($4,935)", "$ (2.02)", "56.2 %", "(3.0)%", "(3.0%)", and a "$" after it that is
// the next cell's ("9,571 $"). Each part is bounded or matches one kind of
// character, so the pattern runs in linear time.
const VALUE =
  /^(\$)?\s?(\()?\s?(\$)?\s?([-−–]?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(%)?\s?(\))?\s?(%)?\s?(\$)?$/;
// A cell written empty: a dash, "n/a", "NM" (not meaningful), with a "%" after it.
const EMPTY_CELL = /^(?:[—–-]{1,2}|n\/a|n\/m|nm|n\.m\.)\s?%?$/i;
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?`;
// "December 31," over the years below it.
const MONTH_DAY = new RegExp(String.raw`^${MONTH}\s+\d{1,2},?$`, "i");
// A heading over periods: "Year Ended", "Years ended December 31,", "For the
// three months ended", "Fiscal Year", "As of". What follows it is bounded.
const PERIOD_HEADING = new RegExp(
  String.raw`^(?:for\s+the\s+)?(?:(?:fiscal\s+)?years?|(?:three|six|nine|twelve|\d{1,2})\s+months|quarters?|(?:\d{1,2}|fifty-two|fifty-three)\s+weeks|periods?|fiscal|as\s+(?:of|at))\b(?:\s+(?:ended|ending))?(?:\s+${MONTH}\s+\d{1,2},?)?(?:\s+((?:19|20)\d\d))?$`,
  "i",
);
// A column of changes between periods: "Change", "% Change", "$ Change", "Variance".
const CHANGE =
  /^(?:[%$]\s?)?(?:change|variance|increase\s?\/?\s?\(?decrease\)?)(?:\s?\(?%\)?|\s+in\s+%)?$/i;
// Quarter names as columns: "Q1", "First Quarter", "Q3 2023".
const QUARTER =
  /^(?:q[1-4]|(?:first|second|third|fourth)\s+quarter)(?:\s+(?:fiscal\s+)?(?:19|20)\d\d)?$/i;
// A statement of what the figures are shares of: "(Percent of net sales)".
const SHARE_NOTE = /^\((?:in\s+)?(?:percent(?:age)?|%)\s+of\s+[^()]{1,60}\)$/i;
// Several years on one line: "2023 2022 2021".
const YEARS_LINE = /^(?:(?:19|20)\d\d\s+){1,5}(?:19|20)\d\d$/;
const YEAR = /^(?:19|20)\d\d$/;
// A label line longer than this is prose: the block ends before it.
const LONGEST_LABEL = 160;
// A line of prose: a sentence ends inside it ("… in 2021. The increase …"),
// or it is a sentence of several words ending in a full stop ("See
// accompanying notes to the financial statements.").
const SENTENCE_INSIDE = /[a-z)%\d]{2}[.;]\s+[A-Z]/;
const SENTENCE_WORDS = 5;
// Fewer data rows than this are no table: too little to tell a table from chance.
const FEWEST_ROWS = 2;

type HeaderLine =
  | { readonly type: "column"; readonly text: string }
  | { readonly type: "columns"; readonly texts: readonly string[] }
  | { readonly type: "change"; readonly text: string }
  | { readonly type: "group"; readonly text: string }
  | { readonly type: "date"; readonly text: string }
  | { readonly type: "note"; readonly text: string }
  | { readonly type: "blank" };

/** How a line reads as part of a block's column headings, if it does. */
function headerLine(raw: string): HeaderLine | undefined {
  const t = raw.trim();
  if (t === "") return { type: "blank" };
  if (t.length > 80) return undefined;
  if (YEARS_LINE.test(t)) return { type: "columns", texts: t.split(/\s+/) };
  if (isOnlyPeriod(t) || QUARTER.test(t)) return { type: "column", text: t };
  if (MONTH_DAY.test(t)) return { type: "date", text: t };
  if (CHANGE.test(t)) return { type: "change", text: t };
  const heading = PERIOD_HEADING.exec(t);
  if (heading) return heading[1] ? { type: "column", text: t } : { type: "group", text: t };
  if (isOnlyUnitHeader(t) || SHARE_NOTE.test(t)) return { type: "note", text: t };
  return undefined;
}

/** A block's column headings, where they end, and the statement written among them. */
interface Header {
  readonly columns: readonly string[];
  /** What each column measures besides its period ({@link FlattenedTable.measures}), without the label column. */
  readonly measures?: readonly string[];
  readonly note: string;
  /** Index of the first line after the headings. */
  readonly next: number;
}

/** A heading of the block's lowest level: a period's, or a change column's. */
interface Leaf {
  readonly type: "period" | "change";
  /** As written ("2023", "July 2, 2023", "% Change"). */
  readonly text: string;
  /** The date line in force over it ("December 31,"), or "". */
  readonly date: string;
  /** The period heading in force over it as the lines run ("Year Ended"), or "". */
  readonly group: string;
}

/** A period heading listed before the first column ("Three Months Ended"), with the date line written under it. */
interface Group {
  readonly text: string;
  date: string;
}

// A measure a group of columns splits into ("Revenues", "Earnings",
// "% of Total"): a few words, no figure, no sentence.
const MEASURE = /^[A-Z%$][A-Za-z%$&/().,' -]{0,38}$/;
const MEASURE_WORDS = 5;

/** Whether a line names a measure listed under period groups. */
function isMeasure(t: string): boolean {
  return (
    MEASURE.test(t) &&
    !t.endsWith(":") &&
    !t.endsWith(".") &&
    t.split(/\s+/).length <= MEASURE_WORDS &&
    !isProse(t)
  );
}

/**
 * The index of the next line that is not blank from `j`, or `lines.length`.
 */
function nextWritten(lines: readonly FlatLine[], j: number): number {
  let k = j;
  while (k < lines.length && (lines[k] as FlatLine).text.trim() === "") k++;
  return k;
}

/**
 * The column headings starting at line `i`, when lines from there read as a
 * block of period headings: at least two columns, one of them a period.
 * Returns the index after the run either way (`next`), so a scan goes on
 * from there and reads each line once.
 *
 * Period headings listed one after another before the first column
 * ("Three Months Ended", "Six Months Ended") head the columns in turn,
 * each over as many as the dated headings below repeat for it; measures
 * listed under them ("Revenues", "Earnings") split each group the same
 * way. Where the columns do not split so (a count that does not divide,
 * groups whose columns differ, the same heading twice), the reading is
 * unsure, and the block is no table: its figures stay text.
 */
function readHeader(
  lines: readonly FlatLine[],
  i: number,
  above: readonly string[] = [],
): Header | { readonly next: number } {
  const leaves: Leaf[] = [];
  const listed: Group[] = [];
  const measures: string[] = [];
  let group = "";
  let date = "";
  let note = "";
  let unsure = false;
  let j = i;
  for (; j < lines.length; j++) {
    const raw = (lines[j] as FlatLine).text;
    const t = raw.trim();
    // "%" or "$" on the line above "Change": one change column's heading.
    if ((t === "%" || t === "$") && leaves.length > 0) {
      const k = nextWritten(lines, j + 1);
      const below = k < lines.length ? headerLine((lines[k] as FlatLine).text) : undefined;
      if (below?.type === "change") {
        leaves.push({ type: "change", text: `${t} ${below.text}`, date, group });
        j = k;
        continue;
      }
    }
    const h = headerLine(raw);
    if (!h) {
      // Words between the listed groups and the first column: measures each group splits into.
      if (leaves.length === 0 && listed.length > 0 && isMeasure(t)) {
        measures.push(t);
        continue;
      }
      break;
    }
    if (h.type === "blank") continue;
    if (h.type === "group") {
      if (leaves.length === 0 && measures.length === 0) {
        // A date line between two listed headings is the first one's ("Three months ended" over "June 30,").
        const last = listed[listed.length - 1];
        if (last && date !== "") last.date = date;
        listed.push({ text: h.text, date: "" });
      } else if (listed.length >= 2 || measures.length > 0) unsure = true;
      group = h.text;
      date = "";
    } else if (h.type === "date") date = h.text;
    else if (h.type === "note") note ||= h.text;
    else if (h.type === "change") {
      if (leaves.length === 0) break;
      leaves.push({ type: "change", text: h.text, date, group });
    } else {
      const texts = h.type === "columns" ? h.texts : [h.text];
      for (const text of texts) leaves.push({ type: "period", text, date, group });
    }
  }
  const next = Math.max(j, i + 1);
  if (!leaves.some((l) => l.type === "period")) return { next };
  let grouped: Grouped | undefined;
  if (listed.length >= 2 || measures.length > 0) {
    grouped = unsure ? undefined : groupedColumns(leaves, listed, measures, false);
    // Unsure: no table, and no second reading from inside these headings.
    if (!grouped) return { next };
  } else if (above.length >= 2 && leaves.every((l) => l.group === "")) {
    // Names written just above dated headings that repeat once for each
    // ("Outstanding Chip Liability", "Loyalty Program" over "2023", "2022"
    // twice) head a group each: what its columns measure.
    grouped = groupedColumns(
      leaves,
      above.map((text) => ({ text, date: "" })),
      [],
      true,
    );
  }
  const columns =
    grouped?.columns ??
    leaves.map((l) =>
      l.type === "change" ? l.text : [l.group, l.date, l.text].filter((x) => x !== "").join(" "),
    );
  if (columns.length < 2) return { next };
  return grouped?.measures
    ? { columns, measures: grouped.measures, note, next: j }
    : { columns, note, next: j };
}

/** Column labels read from grouped headings, and what each column measures when the groups say. */
interface Grouped {
  readonly columns: string[];
  readonly measures?: string[];
}

/**
 * The column labels of headings listed as groups ({@link readHeader}): the
 * columns split evenly between the groups in order, and within each group
 * between its measures, every part alike (the same dates and change columns
 * in the same order). Undefined when they do not.
 */
function groupedColumns(
  leaves: readonly Leaf[],
  listed: readonly Group[],
  measures: readonly string[],
  named: boolean,
): Grouped | undefined {
  const groups = listed.length > 0 ? listed : [{ text: "", date: "" }];
  const k = groups.length;
  // The same heading twice says headings are missing (what tells the groups apart).
  if (new Set(groups.map((g) => g.text.toLowerCase())).size !== k) return undefined;
  // Measures written once for every group, or once per group (the same list again).
  let parts = k;
  if (measures.length > 0) {
    const m = measures.length;
    const perGroup = m % k === 0 && measures.every((x, n) => x === measures[n % (m / k)]);
    if (perGroup) parts = m;
    else if (m === 1 || m % k !== 0) parts = m * k;
    else return undefined;
    if (new Set(measures.slice(0, parts / k)).size !== parts / k) return undefined;
  }
  const n = leaves.length;
  if (n % parts !== 0 || n / parts < 1) return undefined;
  const size = n / parts;
  // Every part alike: the same kinds, dates and texts in the same order.
  const shape = (l: Leaf) => `${l.type}|${l.date}|${l.text}`;
  for (let c = size; c < n; c++) {
    if (shape(leaves[c] as Leaf) !== shape(leaves[c % size] as Leaf)) return undefined;
  }
  const columns: string[] = [];
  const measured: string[] = [];
  leaves.forEach((l, c) => {
    const g = groups[Math.floor(c / (n / k))] as Group;
    const measure =
      measures.length > 0 ? (measures[Math.floor(c / size) % measures.length] ?? "") : "";
    // "Three Months Ended July 2, 2023 Revenues", "Three Months Ended Revenues % Change":
    // the date stays whole, so the label names its period.
    const words =
      l.type === "change" ? [g.text, measure, l.text] : [g.text, l.date || g.date, l.text, measure];
    columns.push(words.filter((x) => x !== "").join(" "));
    // Groups of names measure their columns; groups of periods only date them.
    measured.push(named ? g.text : measure);
  });
  return measures.length > 0 || named ? { columns, measures: measured } : { columns };
}

/** A value line read as cells: the cell (or none for a lone "$"), and whether a "$" after it opens the next. */
interface ValueLine {
  readonly cell?: string;
  readonly dollarAfter: boolean;
}

/** How a line reads as cells of a row, if it does. */
function valueLine(t: string): ValueLine | undefined {
  if (t === "$") return { dollarAfter: true };
  if (EMPTY_CELL.test(t)) return { cell: "", dollarAfter: false };
  const m = VALUE.exec(t);
  if (!m) return undefined;
  const open = m[2] !== undefined;
  const close = m[8] !== undefined;
  // "(3.0%)" and "(3.0)%" are one cell; "3.0%%" is none.
  if (m[7] !== undefined && m[9] !== undefined) return undefined;
  if (open !== close) return undefined;
  const dollar = m[1] !== undefined || m[3] !== undefined;
  const cell = `${open ? "(" : ""}${dollar ? "$" : ""}${m[4] ?? ""}${m[5] ?? ""}${m[6] ?? ""}${close ? ")" : ""}${m[7] || m[9] ? "%" : ""}`;
  return { cell, dollarAfter: m[10] !== undefined };
}

/**
 * Whether a line is one figure written with thousands separators and
 * nothing else ("9,571 $", "(1,577)", "$12,034"): a cell of a flattened
 * table, never a record of comma-separated fields.
 */
export function isGroupedFigure(line: string): boolean {
  const t = line.trim();
  return t.includes(",") && VALUE.test(t);
}

/**
 * Whether a line is a flattened table's period heading and nothing else
 * ("June 29, 2025", "Year Ended December 31,", "Three Months Ended"): a
 * heading of columns, never a record of comma-separated fields.
 */
export function isPeriodHeading(line: string): boolean {
  const h = headerLine(line);
  return h !== undefined && (h.type === "column" || h.type === "group" || h.type === "date");
}

/** Whether a line of words is prose rather than a row's label. */
function isProse(t: string): boolean {
  if (t.length > LONGEST_LABEL || SENTENCE_INSIDE.test(t)) return true;
  return t.endsWith(".") && t.split(/\s+/).length >= SENTENCE_WORDS;
}

/** Whether a line continues the label above it: it starts with a space or a lower-case letter. */
function continuesLabel(raw: string): boolean {
  const first = raw.charCodeAt(0);
  const t = raw.trimStart();
  const c = t.charCodeAt(0);
  return first === 32 || first === 9 || (c >= 97 && c <= 122);
}

/** Whether the line at `j` (a year) is followed by another year line: column headings, not a value. */
function yearsFollow(lines: readonly FlatLine[], j: number): boolean {
  for (let k = j + 1; k < lines.length; k++) {
    const t = (lines[k] as FlatLine).text.trim();
    if (t === "") continue;
    return YEAR.test(t);
  }
  return false;
}

/**
 * The cells of a row short of values, placed by its blank lines: a blank
 * line per missing cell ("(1,465)\n \n \n"), or, where the page writes a
 * blank line between cells ("7,329\n \n\n") or before each one, every
 * other line a cell. Undefined when no such reading fits the columns.
 */
function placeCells(
  slots: readonly (string | undefined)[],
  width: number,
  spacing: number,
): string[] | undefined {
  // Blank lines between a label and its first value may be spacing the page
  // writes before every row's values ("Gain on sale\n\n\n(1,491)\n\n(2,677)"
  // beside rows written "Depreciation\n\n\n1,210\n\n1,304\n\n1,178"): as
  // many as the rows that fit have are spacing, not empty cells.
  let lead = 0;
  while (lead < slots.length && lead < spacing && slots[lead] === undefined) lead++;
  return placeFrom(lead > 0 ? slots.slice(lead) : slots, width);
}

/** The cells of a row's slots read one way or the other ({@link placeCells}). */
function placeFrom(slots: readonly (string | undefined)[], width: number): string[] | undefined {
  if (slots.length === width) return slots.map((s) => s ?? "");
  for (const first of [0, 1]) {
    const need = first + 2 * width - 1;
    if (slots.length !== need && slots.length !== need + 1) continue;
    const cells: string[] = [];
    let fits = true;
    for (let k = 0; k < slots.length && fits; k++) {
      const isCell = k >= first && (k - first) % 2 === 0 && cells.length < width;
      if (isCell) cells.push(slots[k] ?? "");
      else if (slots[k] !== undefined) fits = false;
    }
    if (fits && cells.length === width) return cells;
  }
  return undefined;
}

interface Row {
  readonly cells: string[];
  readonly start: number;
  readonly end: number;
  /** A label and no value: a section heading. */
  readonly section: boolean;
  /** Whether the row had a label line (a subtotal's values may follow a row with none). */
  readonly labelled: boolean;
}

/**
 * The rows after a block's headings, from line `i`: each label followed by
 * one value per column, a lone "$" before a value, "%" after it, a dash for
 * an empty cell. A row short of values whose blank lines make up the
 * missing cells has them empty where the blanks stand; any other row that
 * does not fit ends the block, as does a line that starts new headings or
 * reads as prose.
 */
function readRows(
  lines: readonly FlatLine[],
  i: number,
  width: number,
): { rows: Row[]; next: number } {
  const rows: Row[] = [];
  let label = "";
  let labelled = false;
  let start = -1;
  let end = -1;
  let values = 0;
  let slots: (string | undefined)[] = [];
  let cells: string[] = [];
  let dollar = false;
  // Blank lines the last row that fitted had before its first value.
  let spacing = 0;
  const reset = () => {
    label = "";
    labelled = false;
    start = -1;
    values = 0;
    slots = [];
    cells = [];
    dollar = false;
  };
  const push = (row: readonly string[], section: boolean) => {
    rows.push({ cells: [label, ...row], start, end, section, labelled });
    reset();
  };
  // Ends the row in hand: false when it does not fit. Values with no label
  // of their own that do not fit say the rows since the last label were
  // read out of step: those are dropped too.
  const close = (): boolean => {
    if (values === 0) {
      if (labelled) push(new Array<string>(width).fill(""), true);
      else reset();
      return true;
    }
    const placed = placeCells(slots, width, spacing);
    if (!placed) {
      if (!labelled) {
        while (rows.length > 0 && !(rows[rows.length - 1] as Row).labelled) rows.pop();
        rows.pop();
      }
      return false;
    }
    push(placed, false);
    return true;
  };
  let j = i;
  for (; j < lines.length; j++) {
    const line = lines[j] as FlatLine;
    const t = line.text.trim();
    if (t === "") {
      if (labelled || values > 0) slots.push(undefined);
      continue;
    }
    const v = valueLine(t);
    if (v && !(values === 0 && YEAR.test(t) && yearsFollow(lines, j))) {
      if (start < 0) start = line.start;
      if (v.cell !== undefined) {
        const cell = dollar && !v.cell.includes("$") ? `$${v.cell}` : v.cell;
        cells.push(cell);
        slots.push(cell);
        values++;
        end = line.end;
        dollar = false;
      }
      if (v.dollarAfter) dollar = true;
      if (values === width) {
        spacing = 0;
        while (spacing < slots.length && slots[spacing] === undefined) spacing++;
        push(cells, false);
      }
      continue;
    }
    if (t === "%" && !dollar) {
      // A "%" on its own line belongs to the value above it, which may have
      // completed its row.
      const done = rows[rows.length - 1];
      if (cells.length > 0) {
        const last = `${cells[cells.length - 1] as string}%`;
        cells[cells.length - 1] = last;
        for (let k = slots.length - 1; k >= 0; k--) {
          if (slots[k] !== undefined) {
            slots[k] = last;
            break;
          }
        }
        end = line.end;
        continue;
      }
      if (values === 0 && !labelled && done !== undefined && !done.section) {
        const k = done.cells.length - 1;
        done.cells[k] = `${done.cells[k] as string}%`;
        rows[rows.length - 1] = { ...done, end: line.end };
        continue;
      }
    }
    // A line of words: a label, more of the label above, or the end of the block.
    const h = headerLine(line.text);
    const newHeadings =
      h !== undefined && h.type !== "note" && h.type !== "change" && h.type !== "blank";
    if (values === 0 && (newHeadings || isProse(t))) break;
    if (labelled && values === 0 && slots.length === 0 && continuesLabel(line.text)) {
      label = `${label} ${t}`;
      end = line.end;
      continue;
    }
    if (!close()) break;
    label = t;
    labelled = true;
    start = line.start;
    end = line.end;
  }
  if (j === lines.length) close();
  // A row cut off by the end of the block is not read; nor are headings after the last row.
  while (rows.length > 0 && (rows[rows.length - 1] as Row).section) rows.pop();
  return { rows, next: j };
}

// The most lines of names read above a block's headings, and the most
// lines (blank ones too) looked at for them: a bounded look back keeps the
// scan linear.
const MOST_NAMES_ABOVE = 6;
const MOST_LINES_ABOVE = 24;

/**
 * The lines of names written just above line `i` (blank lines between
 * them skipped), top to bottom: each a measure-like name ({@link
 * isMeasure}), the run ended by any other line (a sentence, a figure, the
 * start of the text). None when more than {@link MOST_NAMES_ABOVE} run on:
 * that many are no group headings.
 */
function namesAbove(lines: readonly FlatLine[], i: number): string[] {
  const out: string[] = [];
  for (let k = i - 1; k >= 0; k--) {
    // A run not ended within the look back is not known whole: none.
    if (k < i - MOST_LINES_ABOVE) return [];
    const t = (lines[k] as FlatLine).text.trim();
    if (t === "") continue;
    if (!isMeasure(t) || headerLine(t) !== undefined) break;
    if (out.length === MOST_NAMES_ABOVE) return [];
    out.push(t);
  }
  return out.reverse();
}

/**
 * Every flattened table in a text's lines, in order. `taken` says whether a
 * span is already read as another kind of table. Linear: each line is read
 * as a heading at most once and as a row at most once.
 */
export function flattenedTables(
  lines: readonly FlatLine[],
  taken: (start: number, end: number) => boolean,
): FlattenedTable[] {
  const out: FlattenedTable[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as FlatLine;
    const h = line.text.trim() === "" ? undefined : headerLine(line.text);
    if (!h || taken(line.start, line.end)) {
      i++;
      continue;
    }
    const header = readHeader(lines, i, namesAbove(lines, i));
    if (!("columns" in header)) {
      i = header.next;
      continue;
    }
    // The first line after the headings must be a label, not a value.
    let k = header.next;
    while (k < lines.length && (lines[k] as FlatLine).text.trim() === "") k++;
    const first = lines[k]?.text.trim() ?? "";
    if (k >= lines.length || valueLine(first) !== undefined || first === "%") {
      i = header.next;
      continue;
    }
    const { rows, next } = readRows(lines, header.next, header.columns.length);
    const data = rows.filter((r) => !r.section).length;
    // Values with no label that follow most labelled rows say the block has
    // more columns than its headings show (each row read as two): no table.
    let follow = 0;
    for (let r = 1; r < rows.length; r++) {
      const row = rows[r] as Row;
      const above = rows[r - 1] as Row;
      if (!row.labelled && above.labelled && !above.section) follow++;
    }
    const outOfStep = follow >= 2 && follow * 2 >= data - follow;
    const last = rows[rows.length - 1];
    const firstRow = rows[0];
    if (
      data >= FEWEST_ROWS &&
      !outOfStep &&
      firstRow !== undefined &&
      last !== undefined &&
      !taken(firstRow.start, last.end)
    ) {
      // The table starts at its first row: its headings stay in the text, so
      // a unit statement among them is in force over the text after the
      // table too (its years and dates are no figures there).
      out.push({
        header: [[header.note, ...header.columns]],
        body: rows.map((r) => r.cells),
        ...(header.measures ? { measures: ["", ...header.measures] } : {}),
        start: firstRow.start,
        end: last.end,
      });
    }
    i = Math.max(next, header.next);
  }
  return out;
}
