import { quarterOrdinal } from "@crossfoot/units";
import {
  bareResult,
  type CellReading,
  placeValue,
  rangeCell,
  readCell,
  scanAccountingNegative,
  scanBare,
  type ValueReading,
} from "./cells.js";
import { columnForms, isPair } from "./column-forms.js";
import { dotGrouped, fromDotGrouping } from "./dot-grouping.js";
import type { Mutable } from "./mutable.js";
import { numbersInText } from "./name-numbers.js";
import { nameUnitOf } from "./name-units.js";
import { percentColumns } from "./percent-columns.js";
import { isOnlyPeriod, periodOf } from "./periods.js";
import { rowsFootingShares } from "./share-lines.js";
import { TableCells } from "./table-cells.js";
import type { SourceValue, TableInfo, TextCell } from "./types.js";
import { isOnlyUnitHeader, type UnitHeader, unitHeaderOf } from "./unit-header.js";
import { widest } from "./widest.js";

/** The one reading the hot path reuses for plain number strings. */
const fastCell: {
  type: "value";
  value: number;
  text: string;
  precision: number;
  kind: "number";
  lossy: false;
  currency?: undefined;
  scaled?: undefined;
} = { type: "value", value: 0, text: "", precision: 1, kind: "number", lossy: false };

/**
 * The one reading the hot path reuses for finite JavaScript numbers (driver
 * rows): exact values, no stated precision; its text is the number printed,
 * made when its value object is.
 */
const numberCell: {
  type: "value";
  value: number;
  text: string;
  precision?: undefined;
  kind?: undefined;
  lossy?: undefined;
  currency?: undefined;
  scaled?: undefined;
} = { type: "value", value: 0, text: "" };

/** A table in one normal form, whatever shape it came in. */
export interface Grid {
  readonly shape: TableInfo["shape"];
  /** Header rows, top to bottom (each cell a string; empty for none). */
  readonly header: readonly (readonly string[])[];
  /** Data rows of raw cells. */
  readonly body: readonly (readonly unknown[])[];
  /** Column names used in ids and locations (object keys); defaults to the column labels. */
  readonly names?: readonly string[];
  /** What each column measures besides its period, where the headings group columns so (see TableInfo.columnMeasures). */
  readonly measures?: readonly string[];
  /** A column marked as row headers by the source (HTML `th` in body rows). */
  readonly labelColumn?: number;
  /** A unit header from the text just before the table, or the record's `unit`. */
  readonly unit?: UnitHeader;
  /** A scale the record's text states for share counts ("shares in thousands"): in force over rows of shares. */
  readonly shareUnit?: UnitHeader;
  /** Diagnostic path prefix: `rows`, `table[1]`, `text table 2 (markdown)`. */
  readonly path: string;
  readonly start?: number;
  readonly end?: number;
  /** Header rows and body rows as the source numbered them, for ragged-row reports. */
  readonly width?: number;
}

/** Where diagnostics go. */
export type Reporter = (
  path: string,
  message: string,
  cell?: { table: number; row: number; column: string },
) => void;

const PERCENT_NAME = /(?:_(?:pct|percent)$|%|\bpercent(?:age)?\b)/i;

/**
 * Whether a row or column label makes its numbers percentages: "Gross margin
 * %", "% of revenue", "growth_pct". A rate the label states ("Tax at the
 * standard rate of 19.0%", "5% Notes due 2027") is a figure inside the label,
 * not its unit: the row's amounts stay amounts.
 */
function percentLabel(label: string): boolean {
  return PERCENT_NAME.test(label.indexOf("%") < 0 ? label : label.replace(/\d%/g, ""));
}
const PERIOD_NAME = /^(?:fiscal[_ ]?)?(?:year|yr|period|quarter|date|fy|month|as[_ ]of)$/i;
const IDENTIFIER = /^(?:id|uuid|.+_id|.+Id|code|notes?|ref\.?|no\.|#)$/i;
const NOTES_NAME = /^notes?$/i;
const YEAR_HEADING = /\b(?:years?|seasons?)\b/i;
// A year, or a span of years ("1901–1905", "2007–08").
const YEAR_CELL = /^(?:18|19|20|21)\d\d(?: ?[–-] ?(?:(?:18|19|20|21)\d\d|\d\d))?$/;

/** Whether every filled cell of a column is a year or a span of years (two at least). */
function yearsColumn(body: readonly (readonly unknown[])[], c: number): boolean {
  let years = 0;
  for (const row of body) {
    const raw = row[c];
    if (raw === null || raw === undefined || raw === "") continue;
    if (typeof raw !== "string" || !YEAR_CELL.test(raw.trim())) return false;
    years++;
  }
  return years >= 2;
}

/**
 * Whether a column holds figures other than whole numbers: a "Notes" column
 * of note references holds whole numbers ("3", "17"), while one that states
 * results ("5.45 m", "13.56", "£250,000 by a tribunal") holds measures, and
 * is read like any other column.
 */
function holdsMeasures(body: readonly (readonly unknown[])[], c: number): boolean {
  for (const row of body) {
    const raw = row[c];
    if (typeof raw !== "string" || raw.length === 0) continue;
    if (scanBare(raw)) {
      if (bareResult.places > 0) return true;
      continue;
    }
    if (readCell(raw).type === "value") return true;
  }
  return false;
}
const PER_SHARE = /\bper\s+(?:share|unit)\b|\bEPS\b/i;
// A line that counts shares ("Basic weighted average common shares
// outstanding"), not one about them ("share-based compensation").
const SHARE_COUNT = /\bshares\b(?![\s-]*based)/i;

function cellText(raw: unknown): string {
  if (raw === null || raw === undefined) return "";
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? "" : raw.toISOString().slice(0, 10);
  if (typeof raw === "object") return "";
  return String(raw).replace(/\s+/g, " ").trim();
}

/** Headings that span the periods below them: "Year Ended June 30,", "Fiscal", "As of", "Three Months Ended". */
const PERIOD_HEADING =
  /\b(?:years?|fiscal|quarters?|months|weeks|ended|ending|as of|as at|periods?|half|restated|reported)\b/i;

/** Column headings of changes between periods: "Change", "Variance", "% Change", "Increase (decrease)". */
const CHANGE_HEADING = /\b(?:change|variance|increase|decrease|growth)\b/i;

/**
 * The values of one table: each data cell that holds a number becomes a
 * value labelled by its row and column, with the period its column header or
 * row label names, its kind and the unit header in force.
 */
export function gridValues(
  recordId: string,
  tableIndex: number,
  grid: Grid,
  report: Reporter,
): { values: TableCells; info: TableInfo } {
  const width = widest(grid.body, widest(grid.header, grid.width ?? 0));
  const headerWidth = grid.header.length > 0 ? widest(grid.header) : width;
  grid.body.forEach((row, r) => {
    if (grid.header.length > 0 && row.length !== headerWidth && grid.shape !== "objects") {
      report(
        `${grid.path}[${r}]`,
        `ragged row: ${row.length} cells, the header has ${headerWidth}`,
        { table: tableIndex, row: r, column: "" },
      );
    }
  });

  // Without span information (arrays, JSON, Markdown, CSV), a heading above the last header
  // row that is followed by empty cells spans them, as "Year Ended June 30," spans its years.
  // A heading that states a unit ("Fares (in thousand NT dollars)") spans its
  // unit over them, not its words: those label its own column only.
  const spanUnit: (UnitHeader | undefined)[] = new Array(width).fill(undefined);
  const header =
    grid.shape === "html" || grid.header.length < 2
      ? grid.header
      : grid.header.map((h, k) => {
          if (k === grid.header.length - 1) return h;
          const out = [...h];
          const last = grid.header[grid.header.length - 1] ?? [];
          // The column each heading is written in, for the headings that span.
          let from = 1;
          for (let c = 2; c < width; c++) {
            const prev = (out[c - 1] ?? "").trim();
            if ((h[c - 1] ?? "").trim() !== "") from = c - 1;
            // A heading that is only a unit header ("(in millions)") spans nothing.
            if (
              (out[c] ?? "").trim() === "" &&
              prev !== "" &&
              !isOnlyUnitHeader(prev) &&
              c - 1 >= 1
            ) {
              // A heading that names no period ("Percent Change") does not
              // reach over a column the row below heads with a year, unless
              // the row below heads its own column with a year too: then it
              // groups periods ("% of penetration" over "August 31, 2019"
              // and "August 31, 2018").
              const below = String(last[c] ?? "");
              const yearBelow = periodOf(below) !== undefined;
              const groupsPeriods =
                periodOf(String(last[from] ?? "")) !== undefined && !CHANGE_HEADING.test(prev);
              if (
                yearBelow &&
                !groupsPeriods &&
                !PERIOD_HEADING.test(prev) &&
                periodOf(prev) === undefined
              )
                continue;
              // Nor does a year reach over a change column: a change compares periods.
              if (CHANGE_HEADING.test(below) && periodOf(prev) !== undefined) continue;
              out[c] = prev;
            }
          }
          for (let c = 2; c < width; c++) {
            const t = out[c] ?? "";
            if ((h[c] ?? "").trim() !== "" || t === "") continue;
            const unit = unitHeaderOf(t);
            if (!unit) continue;
            spanUnit[c] = unit;
          }
          for (let c = 2; c < width; c++)
            if (spanUnit[c] && (h[c] ?? "").trim() === "") out[c] = "";
          return out;
        });
  // Table-wide, per-column unit headers; header cells that are only a unit header do not label a column.
  let tableUnit = grid.unit;
  const columnUnit: (UnitHeader | undefined)[] = new Array(width).fill(undefined);
  const columns: string[] = [];
  // Cells a header row holds as written, before headings span: a row whose
  // one cell states a unit states it for the whole table.
  const written = grid.header.map((h) => h.filter((x) => (x ?? "").trim() !== "").length);
  for (let c = 0; c < width; c++) {
    const parts: string[] = [];
    for (let k = 0; k < header.length; k++) {
      const h = header[k] as readonly string[];
      const t = (h[c] ?? "").replace(/\s+/g, " ").trim();
      if (t === "") continue;
      const u = unitHeaderOf(t);
      if (u) {
        const nonEmpty = written[k] as number;
        if (c === 0 || nonEmpty === 1) tableUnit = u;
        else columnUnit[c] = u;
        if (isOnlyUnitHeader(t)) continue;
      }
      if (parts[parts.length - 1] !== t) parts.push(t);
    }
    if (!columnUnit[c] && spanUnit[c]) columnUnit[c] = spanUnit[c];
    columns.push(parts.join(" ") || grid.names?.[c] || `column ${c + 1}`);
    // A column named as a field is ("revenue_musd", "cost_k") states its
    // scale in its name.
    if (!columnUnit[c]) {
      const named = nameUnitOf(grid.names?.[c] ?? columns[c] ?? "")?.header;
      if (named && named.multiplier !== 1) columnUnit[c] = named;
    }
  }

  // Period columns (a `year` or `date` column, or one of Date cells) label rows rather than hold values.
  const periodColumn = new Array<boolean>(width).fill(false);
  // Identifier columns (`id`, `customer_id`) are keys, not figures.
  const skipColumn = new Array<boolean>(width).fill(false);
  for (let c = 0; c < width; c++) {
    const name = grid.names?.[c] ?? columns[c] ?? "";
    const dates =
      grid.body.length > 0 && grid.body.every((row) => row[c] instanceof Date || row[c] == null);
    // A column of years under no heading, or under one naming years
    // ("Election year", "Season"), labels its rows' periods too.
    const unnamed = header.every((h) => (h[c] ?? "").trim() === "");
    if (
      PERIOD_NAME.test(name.trim()) ||
      (dates && grid.body.some((row) => row[c] instanceof Date)) ||
      ((unnamed || YEAR_HEADING.test(name)) && yearsColumn(grid.body, c))
    ) {
      periodColumn[c] = true;
    }
    if (IDENTIFIER.test(name.trim()))
      skipColumn[c] = !(NOTES_NAME.test(name.trim()) && holdsMeasures(grid.body, c));
  }

  // Each column read as a whole: how many cells are words and how many
  // numbers (the label column has the most words; a column mostly of words
  // keeps "2 platforms" as text), whether it pairs counts ("6–4") and whether
  // it writes fractions (".600").
  // Thousands written with dots ("1.204.500") make "2.496" 2,496 throughout the table.
  const dotted = dotGrouped(grid.body);
  const forms = columnForms(grid.body, width, dotted);
  const { labelCells, numberCells } = forms;
  // The label column: the source's own (th), else the column that tells the
  // most rows apart among those labelling at least half the rows (a
  // player's name over a position many players share), then the one with the
  // most label cells, then the first.
  let labelColumn = grid.labelColumn;
  if (labelColumn === undefined) {
    const rows = grid.body.length;
    let bestDistinct = 0;
    let best = 0;
    for (let c = 0; c < width; c++) {
      if (periodColumn[c]) continue;
      const n = labelCells[c] as number;
      const weight = forms.labelWeights[c] as number;
      const distinct = n * 2 >= rows ? (forms.distinctLabels[c] as number) : 0;
      if (distinct > bestDistinct || (distinct === bestDistinct && weight > best)) {
        bestDistinct = distinct;
        best = weight;
        labelColumn = c;
      }
    }
  }

  // A column of periods and nothing else ("Election": 2011, 2015; "Season":
  // 2002–03) dates its rows whatever its heading says, like a `year` column.
  // Its heading does not say it is a period, so its years stay values too
  // ("the From years of three envoys add up to 5,616").
  const datesRows = new Array<boolean>(width).fill(false);
  for (let c = 0; c < width; c++) {
    if (c !== labelColumn && !periodColumn[c] && !skipColumn[c] && periodsOnly(grid.body, c)) {
      periodColumn[c] = true;
      datesRows[c] = true;
    }
  }

  const exactShape = grid.shape === "pg" || grid.shape === "arrow";
  // A unit header over the label column ("(in millions)" top left) is in force over the whole table.
  if (labelColumn !== undefined && columnUnit[labelColumn]) tableUnit = columnUnit[labelColumn];

  const rowLabels: string[] = [];
  // Each data row's other words (see TableInfo.rowNames), made on the first
  // row that has any.
  let rowNames: (readonly string[])[] | undefined;
  // A body row that repeats the column headings ("Club | Played | Points"
  // again halfway down) names no row by them.
  const headings = new Set(columns.map((c) => c.toLowerCase()));
  // Cells of words and a number that are no value: names a sentence may copy.
  const textCells: TextCell[] = [];
  // Section headings: a row with a label and no other cell starts a section.
  const rowSections: (string | undefined)[] = [];
  let section: string | undefined;
  // A section heading that names a period ("2019:", "Year ended 30 June 2018")
  // dates the rows beneath it that name none themselves.
  let sectionPeriod: ReturnType<typeof periodOf>;
  const names = columns.map((label, c) => grid.names?.[c] ?? label);
  // Names written more than once, found in one pass (a table may be thousands of columns wide).
  const seenNames = new Set<string>();
  const duplicate = new Set<string>();
  for (const n of names) {
    if (seenNames.has(n)) duplicate.add(n);
    else seenNames.add(n);
  }
  // What a column says about every cell under it, worked out once.
  const columnPeriod = columns.map((column, c) => periodOf(column) ?? periodOf(names[c] as string));
  // Quarters named in words ("First" … "Fourth", "Third Quarter"), dated by a section heading.
  const columnQuarter = columns.map((column) => quarterOf(column));
  // A column marked "%" only on its first and last figures holds percentages too.
  const markedPercent = percentColumns(grid.body, labelColumn, width);
  // A "%" heading over fractions (".600" under "Win %") names what they
  // measure; the cells are shares of one, not percentages.
  const columnPercent = columns.map(
    (column, c) =>
      (percentLabel(names[c] as string) || percentLabel(column) || markedPercent[c] === true) &&
      forms.fractions[c] !== true,
  );
  const keys = names.map((name, c) => (duplicate.has(name) ? `c${c}` : name));
  // Header rows repeated inside the body ("(In Millions) | Dec 30, 2017 | …"
  // over a second roll-forward, or "September 29," over "2019") head the
  // columns below them: labels and periods as they say, until the next ones.
  const reheadings = headingBlocks(grid.body);
  let columnLabel = [...columns];
  const values = new TableCells(
    { recordId, tableIndex, keys, columns, names, rowLabels },
    grid.body.length * width,
  );

  // Rows that foot with lines of shares read in the scale stated for shares
  // (only worked out when a text states one).
  const footingShares = grid.shareUnit
    ? rowsFootingShares(grid.body, labelColumn, (r) => {
        const row = grid.body[r] as readonly unknown[];
        const label = labelColumn !== undefined ? cellText(row[labelColumn]) : "";
        return label !== "" && SHARE_COUNT.test(label) && !PER_SHARE.test(label);
      })
    : undefined;
  grid.body.forEach((row, r) => {
    const labelText = labelColumn !== undefined ? cellText(row[labelColumn]) : "";
    const block = reheadings.get(r);
    if (block) {
      // A new list, not an edit: the cells kept so far keep the labels they were read under.
      columnLabel = [...columnLabel];
      block.labels.forEach((label, c) => {
        if (label === "" || c === labelColumn) return;
        columnLabel[c] = label;
        columnPeriod[c] = periodOf(label);
        columnQuarter[c] = quarterOf(label);
        // "FY 2019 (%)" over a second block makes its numbers percentages.
        columnPercent[c] = percentLabel(label);
      });
      values.useColumnLabels(columnLabel);
    }
    if (block || reheadings.inBlock(r)) {
      // A repeated header row's "(In Millions)" states a unit, not a line a
      // sentence could name ("1,758 million" does not name it).
      rowLabels.push(labelText && !isOnlyUnitHeader(labelText) ? labelText : `row ${r + 1}`);
      rowSections.push(section);
      return;
    }
    let periodText = "";
    for (let c = 0; c < width; c++)
      if (periodColumn[c] && periodText === "") periodText = cellText(row[c]);
    const rowLabel = labelText || periodText || `row ${r + 1}`;
    rowLabels.push(rowLabel);
    const otherNames = namesBeside(
      row,
      r,
      width,
      forms.classes,
      labelColumn,
      skipColumn,
      periodColumn,
      headings,
    );
    if (otherNames.length > 0) {
      rowNames ??= [];
      rowNames[r] = otherNames;
    }
    rowSections.push(section);
    const rowUnit = labelText ? unitHeaderOf(labelText) : undefined;
    // A row that is only a unit header ("(In thousands)" under the year
    // headers, its other cells empty) sets the unit for the rows below it.
    if (rowUnit && isOnlyUnitHeader(labelText) && emptyBeyond(row, labelColumn)) {
      tableUnit = rowUnit;
      return;
    }
    if (labelText !== "" && emptyBeyond(row, labelColumn)) {
      section = labelText;
      sectionPeriod = periodOf(labelText);
      return;
    }
    const perShare = labelText !== "" && PER_SHARE.test(labelText);
    const lineUnit = textUnitOf(
      row,
      labelText,
      perShare,
      tableUnit,
      grid,
      footingShares?.has(r) === true,
    );
    const rowPercent = labelText !== "" && percentLabel(labelText);
    let rowPeriod: ReturnType<typeof periodOf> | null = null;
    for (let c = 0; c < width; c++) {
      if (c === labelColumn || (periodColumn[c] && !datesRows[c]) || skipColumn[c]) continue;
      const raw = row[c];
      // Hot path: a plain number string ("1,234,567", "-12.5") read without allocating a reading.
      let cell: CellReading;
      const regrouped = dotted && typeof raw === "string" ? fromDotGrouping(raw) : undefined;
      if (regrouped !== undefined) {
        cell = readCell(regrouped);
        if (cell.type === "value") cell = { ...cell, text: raw as string };
      } else if (
        typeof raw === "string" &&
        raw.length > 0 &&
        (scanBare(raw) || scanAccountingNegative(raw))
      ) {
        fastCell.value = bareResult.value;
        fastCell.text = raw;
        fastCell.precision = placeValue(bareResult.places);
        cell = fastCell;
      } else if (typeof raw === "number" && Number.isFinite(raw)) {
        numberCell.value = raw;
        cell = numberCell;
      } else cell = readCell(raw);
      if (cell.type === "empty") continue;
      if (cell.type === "text") {
        if (typeof raw === "string" && /\d/.test(raw))
          textCells.push({ row: r, column: c, text: raw });
        continue;
      }
      // "0–2" in a column of win–loss records is a record, not a range.
      if (forms.pairs[c] && isPair(raw)) continue;
      // "2 platforms" among remarks in words is a remark, not a figure of the column.
      if (
        cell.type === "value" &&
        cell.words &&
        (labelCells[c] as number) >= (numberCells[c] as number)
      ) {
        if (typeof raw === "string") textCells.push({ row: r, column: c, text: raw });
        continue;
      }
      const column = columnLabel[c] as string;
      const name = names[c] as string;
      // A cell stating a range ("5 - 40", "20 - Indefinite", "2-14") holds
      // each numeric end: its low end is read first, its high end after.
      let high: ValueReading | undefined;
      if (cell.type === "unreadable") {
        const ends = typeof raw === "string" ? rangeCell(raw) : undefined;
        if (!ends) {
          if (typeof raw === "string" && /\p{L}/u.test(raw))
            textCells.push({ row: r, column: c, text: raw });
          report(`${grid.path}[${r}].${name}`, `cannot read a number: ${cell.reason}`, {
            table: tableIndex,
            row: r,
            column,
          });
          continue;
        }
        high = ends.high;
        cell = ends.low;
      } else if (cell.mention?.range && typeof raw === "string") {
        high = rangeCell(raw)?.high;
      }
      let period = columnPeriod[c];
      if (period === undefined) {
        if (rowPeriod === null) {
          rowPeriod = periodOf(labelText) ?? (periodText ? periodOf(periodText) : undefined);
        }
        period = rowPeriod ?? quarterIn(sectionPeriod, columnQuarter[c] ?? quarterOf(labelText));
      }
      const unit = rowUnit ?? columnUnit[c] ?? lineUnit;
      const percent =
        cell.kind === "percent" || columnPercent[c] || rowPercent || unit?.percent === true;
      let kind = percent ? "percent" : (cell.kind ?? "number");
      let currency = cell.currency;
      const scales =
        unit !== undefined &&
        unit.multiplier !== 1 &&
        !cell.scaled &&
        !percent &&
        !perShare &&
        kind !== "year";
      if (scales && unit.currency && kind === "number") {
        kind = "money";
        currency = unit.currency;
      }
      // A plain number cell is kept as numbers: its object is made when read.
      if ((cell === fastCell || cell === numberCell) && !high) {
        values.addCell(
          r,
          c,
          cell.value,
          cell === fastCell ? cell.text : undefined,
          exactShape ? undefined : cell.precision,
          kind as "number" | "percent" | "money",
          period,
          unit,
          scales,
        );
        continue;
      }
      // Built by assignment in one order, so values share few hidden classes.
      const v: Mutable<SourceValue> = {
        id: `${recordId}#t${tableIndex}r${r}.${keys[c]}`,
        recordId,
        value: cell.value,
        kind: kind as SourceValue["kind"],
        text: cell.text,
        label: `${column}[${rowLabel}]`,
        location: { type: "cell", table: tableIndex, row: r, column: name, columnIndex: c },
        rowLabel,
        columnLabel: column,
      };
      // Driver strings (NUMERIC, BIGINT) are exact values, not figures stated to a precision.
      if (cell.precision !== undefined && !exactShape && typeof raw === "string") {
        v.precision = cell.precision;
      }
      if (currency) v.currency = currency;
      if (cell.unit) v.unit = cell.unit;
      if (cell.dimension) v.dimension = cell.dimension;
      if (period) {
        v.period = period.period;
        v.periodKey = period.key;
      }
      if (unit && (scales || unit.percent)) v.unitHeader = unit.text;
      if (scales) {
        v.unitScale = unit.multiplier;
        v.scaledValue = cell.value * unit.multiplier;
      }
      if (cell.lossy) {
        v.lossy = true;
        report(
          `${grid.path}[${r}].${name}`,
          `"${cell.text}" has more digits than a float holds: value ${cell.value} is the nearest float, text keeps every digit`,
          { table: tableIndex, row: r, column },
        );
      }
      values.addObject(v);
      if (high) {
        const h: Mutable<SourceValue> = {
          ...v,
          id: `${v.id}~high`,
          value: high.value,
          text: high.text,
        };
        if (v.precision !== undefined && high.precision !== undefined) h.precision = high.precision;
        if (v.scaledValue !== undefined && v.unitScale !== undefined)
          h.scaledValue = high.value * v.unitScale;
        values.addObject(h);
      }
      if (cell.also) values.addObject(alsoValue(v, cell.also, percent));
    }
  });

  const info: TableInfo = {
    index: tableIndex,
    shape: grid.shape,
    columns,
    ...(grid.measures?.some((m) => m !== "") ? { columnMeasures: grid.measures } : {}),
    rowLabels,
    ...(rowSections.some((x) => x !== undefined) ? { rowSections } : {}),
    ...(rowNames ? { rowNames } : {}),
    headerRows: grid.header.length,
    ...(labelColumn !== undefined ? { labelColumn } : {}),
    ...(tableUnit ? { unitHeader: tableUnit.text } : {}),
    ...(tableUnit?.inferred ? { unitInferred: true } : {}),
    ...(grid.start !== undefined ? { start: grid.start } : {}),
    ...(grid.end !== undefined ? { end: grid.end } : {}),
    ...(textCells.length > 0 ? { textCells } : {}),
  };
  return { values, info };
}

/**
 * The second value a cell states in parentheses ("66 kW" of "90 PS (66 kW)"),
 * labelled as the cell is, with its own kind, unit and precision. It shares
 * the unit header's scale only when it is an amount of the first one's kind
 * ("42.5 (108.5)"), not a percentage or a quantity beside it.
 */
function alsoValue(v: SourceValue, also: ValueReading, percentColumn: boolean): SourceValue {
  const a: Mutable<SourceValue> = {
    id: `${v.id}~also`,
    recordId: v.recordId,
    value: also.value,
    kind: percentColumn && also.kind === "number" ? "percent" : (also.kind ?? "number"),
    text: also.text,
    label: v.label,
    location: v.location,
  };
  if (v.rowLabel !== undefined) a.rowLabel = v.rowLabel;
  if (v.columnLabel !== undefined) a.columnLabel = v.columnLabel;
  if (v.precision !== undefined && also.precision !== undefined) a.precision = also.precision;
  if (also.currency) a.currency = also.currency;
  if (also.unit) a.unit = also.unit;
  if (also.dimension) a.dimension = also.dimension;
  if (v.period !== undefined) a.period = v.period;
  if (v.periodKey !== undefined) a.periodKey = v.periodKey;
  if (v.unitHeader !== undefined && a.kind === v.kind) a.unitHeader = v.unitHeader;
  if (v.unitScale !== undefined && a.kind === v.kind && !also.scaled) {
    a.unitScale = v.unitScale;
    a.scaledValue = also.value * v.unitScale;
  }
  return a;
}

/** Runs of header rows inside a table body, by the row each starts at. */
interface HeadingBlocks {
  /** The block starting at this row: each column's heading, its rows' texts joined. */
  get(row: number): { readonly labels: readonly string[] } | undefined;
  /** Whether the row belongs to a block (after its first row). */
  inBlock(row: number): boolean;
}

/**
 * Whether a body row reads as a header row: text, years and empty cells,
 * with no label of its own (its first cell empty or only a unit header, as
 * "(In Millions)") and no numeric dates ("30/7/2021", a maturity date is data).
 */
function bodyHeadingRow(row: readonly unknown[]): boolean {
  const first = cellText(row[0]);
  if (first !== "" && !isOnlyUnitHeader(first) && !titledPeriodHeadings(row)) return false;
  if (!row.every(headerLike) || !laterHeaderRow(row)) return false;
  return row.every((x) => !NUMERIC_DATE.test(cellText(x)));
}

/**
 * A body row that titles a second block in its label cell and heads its
 * columns with periods written out ("Breakup of revenue growth | FY 2019 (%)
 * | FY 2018 (%)"): every other filled cell names a period, and at least two
 * hold more than a bare year. A data row holding years as values ("Expiry
 * year | 2025 | 2027") has bare years, so it stays a row.
 */
function titledPeriodHeadings(row: readonly unknown[]): boolean {
  let worded = 0;
  // By index, not over a slice: this runs for every labelled row of a table.
  for (let c = 1; c < row.length; c++) {
    const raw = row[c];
    const t = cellText(raw);
    if (t === "") continue;
    if (typeof raw !== "string" || periodOf(t) === undefined) return false;
    if (!/^\d{4}$/.test(t)) worded++;
  }
  return worded >= 2;
}

const NUMERIC_DATE = /\d[/.]\d{1,2}[/.]\d/;

/**
 * Find the header rows inside a table body: runs of rows that read as
 * headers ({@link bodyHeadingRow}) whose joined column headings name two or
 * more periods. "September 29," over "2019" is one heading, "September 29,
 * 2019". Runs that name fewer periods are left as rows.
 */
function headingBlocks(body: readonly (readonly unknown[])[]): HeadingBlocks {
  const starts = new Map<number, { labels: string[] }>();
  const member = new Set<number>();
  let r = 0;
  while (r < body.length) {
    if (!bodyHeadingRow(body[r] ?? [])) {
      r++;
      continue;
    }
    let end = r;
    while (end + 1 < body.length && bodyHeadingRow(body[end + 1] ?? [])) end++;
    const width = widest(body.slice(r, end + 1));
    const labels: string[] = [];
    for (let c = 0; c < width; c++) {
      const parts: string[] = [];
      for (let k = r; k <= end; k++) {
        const t = cellText(body[k]?.[c]);
        if (t !== "" && !isOnlyUnitHeader(t)) parts.push(t);
      }
      labels.push(parts.join(" "));
    }
    if (labels.filter((l, c) => c > 0 && periodOf(l) !== undefined).length >= 2) {
      starts.set(r, { labels });
      for (let k = r + 1; k <= end; k++) member.add(k);
    }
    r = end + 1;
  }
  return { get: (row) => starts.get(row), inBlock: (row) => member.has(row) };
}

/**
 * The unit a row reads in when no header of its own table sets one for it.
 * A record's text may state one scale for amounts and another for shares
 * ("Tabular amounts in millions … (shares in thousands, except per share
 * data)"): a line of shares reads in the scale for shares, a line with a
 * currency sign in the scale for amounts, a line that adds to or takes from
 * one line of shares to give another in every column in the scale for shares
 * (`rowsFootingShares`), and a line that shows neither in none, since which
 * of the two it is cannot be told (fail closed).
 */
function textUnitOf(
  row: readonly unknown[],
  label: string,
  perShare: boolean,
  tableUnit: UnitHeader | undefined,
  grid: Grid,
  footsShares: boolean,
): UnitHeader | undefined {
  const shares = grid.shareUnit;
  // "(in thousands, except share and per share data)": a line of shares is
  // not in the table's scale, only in one stated for shares.
  if (tableUnit?.exceptShares && !perShare && SHARE_COUNT.test(label)) return shares;
  if (!shares || perShare) return tableUnit;
  if (SHARE_COUNT.test(label) || footsShares) return shares;
  // The table's own header, or one scale for everything, stays in force.
  if (tableUnit !== grid.unit || !tableUnit || tableUnit.multiplier === shares.multiplier)
    return tableUnit;
  return row.some((x) => typeof x === "string" && CURRENCY_SIGN.test(x)) ? tableUnit : undefined;
}

const CURRENCY_SIGN = /[$€£¥]/;

/**
 * Whether every cell of a row other than its label cell is blank (missing or
 * whitespace; a dash is a value left empty, not a blank). Stops at the first
 * filled cell, so a data row costs one look.
 */
function emptyBeyond(row: readonly unknown[], labelColumn: number | undefined): boolean {
  for (let c = 0; c < row.length; c++) {
    if (c === labelColumn) continue;
    const raw = row[c];
    if (raw === null || raw === undefined) continue;
    if (typeof raw !== "string" || raw.trim() !== "") return false;
  }
  return true;
}

// Words (two letters or more, no digit) and then one aside in parentheses.
const HEADING_ASIDE = /^[A-Za-z]{2}[^()\d]*\([^()]*\)$/;

/** Is a raw header-row cell text (or a year, or empty), as header cells are? */
function headerLike(raw: unknown): boolean {
  if (raw === null || raw === undefined) return true;
  if (typeof raw === "number") return Number.isInteger(raw) && raw >= 1800 && raw <= 2199;
  if (typeof raw !== "string") return false;
  const t = raw.trim();
  if (t === "") return true;
  if (
    /^(?:FY|CY)?\s?'?(?:18|19|20|21)\d\d(?:\s?[/–-]\s?(?:\d\d|(?:18|19|20|21)\d\d))?[A-Za-z]?$/i.test(
      t,
    )
  )
    return true;
  if (unitHeaderOf(t)) return true;
  const r = readCell(t);
  if (r.type === "value") return isBucket(r);
  // A number with words around it is data that cannot be read, unless it is
  // a date or period heading, part of the heading's name, or words whose
  // only number is in an aside after them ("Crude birth rate (per 1000)",
  // "Index (2000=100)").
  if (r.type === "unreadable")
    return (
      periodOf(t) !== undefined ||
      !/\d{3}/.test(t.replace(/,/g, "")) ||
      namedHeading(t) ||
      HEADING_ASIDE.test(t)
    );
  return true;
}

/**
 * A heading whose numbers belong to its name: beside a capitalised word
 * ("Portwell Top 100") or in the closing parentheses that qualify it ("Ferry
 * crossings (per 1000)", "Harbour traffic (x 1000)", "Price index (2010=100)"). It
 * opens with a word, as headings do; data opens with its figure.
 */
function namedHeading(t: string): boolean {
  if (!/^\p{L}/u.test(t)) return false;
  const text = t.replace(/\s+/g, " ");
  const qualifier = /\([^()]*\)$/.exec(text)?.index ?? text.length;
  return numbersInText(text).every((n) => n.inName || n.start > qualifier);
}

/**
 * A bucket a column or row heads, not a figure: a range or bound of a
 * duration or of plain numbers ("Up to 1 year", "1 to 3 years", "More than
 * 5 years", "1–90", ">360" under "Days past due").
 */
function isBucket(cell: CellReading): boolean {
  const m = cell.type === "value" ? cell.mention : undefined;
  if (!m || (!m.range && !m.bound) || m.scale !== undefined) return false;
  return (m.kind === "quantity" && m.dimension === "time") || m.kind === "number";
}

/** A row that holds a number that is not a year (or a cell that is not a heading): data, not a header. */
function numericRow(row: readonly unknown[]): boolean {
  return row.some((raw) => !headerLike(raw));
}

/**
 * Is a row below the first a further header row? It has a heading beyond the
 * first column, and its first cell is empty, a unit header, a heading ending
 * in ":" or a period, or its other cells are all years and periods.
 */
function laterHeaderRow(row: readonly unknown[]): boolean {
  const rest = row.slice(1).filter((x) => readCell(x).type !== "empty");
  if (rest.length === 0) return false;
  const first = cellText(row[0]);
  if (first === "" || unitHeaderOf(first) || first.endsWith(":") || periodOf(first)) return true;
  // "Fiscal Year | Leases | Leases" under "Ground | Land and Building", or
  // "Issuance Date | 2019 | price": a heading over the label column beside
  // words and years that finish the column headings above. No cell holds a
  // figure, so the row labels nothing a figure could sit in.
  // Words around a small number that is no value ("After 5 Years" beside
  // "Less than 1 Year" and "1-3 Years") head a column as a bucket does.
  return rest.every((x) => {
    const cell = readCell(x);
    return (
      cell.type === "text" ||
      cell.type === "unreadable" ||
      isBucket(cell) ||
      periodOf(cellText(x)) !== undefined
    );
  });
}

/**
 * A row under the headers with no label whose every filled cell is a length
 * of time ("53 WEEKS", "52 WEEKS" under "2019", "2018"): the length of each
 * period, so it heads the columns. A row of data has a label.
 */
function durationRow(row: readonly unknown[]): boolean {
  if (cellText(row[0]) !== "") return false;
  let durations = 0;
  for (const raw of row.slice(1)) {
    if (cellText(raw) === "") continue;
    if (typeof raw !== "string") return false;
    const cell = readCell(raw);
    const m = cell.type === "value" ? cell.mention : undefined;
    if (!m || m.kind !== "quantity" || m.dimension !== "time" || m.scale !== undefined)
      return false;
    durations++;
  }
  return durations > 0;
}

/**
 * A row whose one filled cell is a heading ending in ":" ("Cloud and License
 * Revenues:", "Expenses:"), wherever it sits: under a row of periods it
 * opens a section of the body. Read as a header row, it would join the name
 * of the column it sits in and let a heading above ("Percent Change") reach
 * over the next column, whose year is then in a header row above the last.
 */
function sectionHeadingRow(row: readonly unknown[]): boolean {
  let text = "";
  for (const raw of row) {
    const t = cellText(raw);
    if (t === "") continue;
    if (text !== "") return false;
    text = t;
  }
  return text.endsWith(":") && periodOf(text) === undefined;
}

/**
 * Split an array of arrays into header rows and body: the leading rows whose
 * cells are all text, years or empty, with a cell beyond the first column,
 * are headers when a later row holds a number. A first row that is all text
 * while no later row holds a number is ambiguous and reported.
 */
export function splitHeader(
  rows: readonly (readonly unknown[])[],
  report: (message: string) => void,
): { header: string[][]; body: (readonly unknown[])[] } {
  let firstData = rows.findIndex(numericRow);
  // A row under the headers whose label cell is only a unit header ("$ MILLION"
  // over "53 WEEKS", "52 WEEKS") heads the columns, though its cells read as
  // quantities: units never label a data row.
  while (
    firstData > 0 &&
    firstData < rows.length - 1 &&
    ((isOnlyUnitHeader(cellText(rows[firstData]?.[0])) &&
      (rows[firstData] ?? []).slice(1).every((x) => typeof x !== "number")) ||
      durationRow(rows[firstData] ?? []))
  ) {
    const next = rows.slice(firstData + 1).findIndex(numericRow);
    if (next < 0) break;
    firstData = firstData + 1 + next;
  }
  if (firstData < 0) {
    if (rows.length > 1 && rows[0]?.every(headerLike)) {
      report(
        "cannot tell the header from the data: no row holds a number; the first row is read as the header",
      );
      return { header: [(rows[0] ?? []).map(cellText)], body: rows.slice(1) };
    }
    return { header: [], body: [...rows] };
  }
  let h = 0;
  let periodsHeaded = false;
  while (h < firstData) {
    const row = rows[h] ?? [];
    const unitRow = h > 0 && (isOnlyUnitHeader(cellText(row[0])) || durationRow(row));
    if (!unitRow && !row.every(headerLike)) break;
    if (h > 0 && !laterHeaderRow(row)) break;
    // "1969" under a first column headed "Year" is that column's first value: data.
    if (h > 0 && PERIOD_NAME.test(cellText(rows[0]?.[0]).trim()) && periodOf(cellText(row[0])))
      break;
    if (periodsHeaded && sectionHeadingRow(row)) break;
    periodsHeaded ||= row.slice(1).filter((x) => periodOf(cellText(x)) !== undefined).length >= 2;
    h++;
  }
  if (h === 0 && firstData === 0) return { header: [], body: [...rows] };
  return { header: rows.slice(0, h).map((r) => r.map(cellText)), body: rows.slice(h) };
}

/** The quarter a short label names in words: "First", "Third Quarter", "4th quarter". */
function quarterOf(label: string): number | undefined {
  const m = /^\s*(first|second|third|fourth|1st|2nd|3rd|4th)(?:\s+quarter)?\s*$/i.exec(label);
  return m?.[1] ? quarterOrdinal(m[1]) : undefined;
}

/**
 * The period of a quarter within the year a section heading names ("2019"
 * over columns First … Fourth): sortable after the year's earlier quarters.
 * Without a quarter the section's own period applies; without a year none.
 */
function quarterIn(
  section: ReturnType<typeof periodOf>,
  quarter: number | undefined,
): ReturnType<typeof periodOf> {
  if (!section) return undefined;
  if (quarter === undefined) return section;
  if (!/^\d{4}$/.test(section.key)) return undefined;
  return { period: `Q${quarter} ${section.key}`, key: `${section.key}Q${quarter}` };
}

/** Whether every filled cell of a column (two at least) is a period and nothing else. */
function periodsOnly(body: readonly (readonly unknown[])[], c: number): boolean {
  let filled = 0;
  for (const row of body) {
    const raw = row[c];
    if (raw instanceof Date) return false;
    const t = cellText(raw);
    if (t === "") continue;
    if (!isOnlyPeriod(t)) return false;
    filled++;
  }
  return filled >= 2;
}

const NO_NAMES: readonly string[] = Object.freeze([]);

/** Whether a cell opens with four digits from 1800 to 2199 ("1896", "1970–1979"). */
function opensLikeYear(raw: string): boolean {
  const t = raw.trimStart();
  const a = t.charCodeAt(0);
  const b = t.charCodeAt(1);
  if (!((a === 49 && (b === 56 || b === 57)) || (a === 50 && (b === 48 || b === 49)))) return false;
  const c = t.charCodeAt(2);
  const d = t.charCodeAt(3);
  const e = t.charCodeAt(4);
  return c >= 48 && c <= 57 && d >= 48 && d <= 57 && !(e >= 48 && e <= 57);
}

/**
 * The text cells of a row beside its label ("vs. Rivermouth" under
 * "Opponent", "Hall B" under "Venue", "March 25, 2019" under "Date"): the
 * other names a sentence may call the row by. A cell that repeats a column
 * heading is none.
 */
function namesBeside(
  row: readonly unknown[],
  r: number,
  width: number,
  classes: Uint8Array,
  labelColumn: number | undefined,
  skipColumn: readonly boolean[],
  periodColumn: readonly boolean[],
  headings: ReadonlySet<string>,
): readonly string[] {
  let out: string[] | undefined;
  for (let c = 0; c < row.length && c < width; c++) {
    if (c === labelColumn || skipColumn[c]) continue;
    const raw = row[c];
    if (typeof raw !== "string") continue;
    // A label cell (columnForms read each once), or a period ("1896",
    // "1970–1979", read as numbers): only a cell that opens with a year's
    // first digits is asked.
    const label = classes[r * width + c] === 1;
    if (!label && !((periodColumn[c] || opensLikeYear(raw)) && isOnlyPeriod(cellText(raw))))
      continue;
    const text = cellText(raw);
    if (headings.has(text.toLowerCase())) continue;
    (out ??= []).push(text);
  }
  return out ?? NO_NAMES;
}
