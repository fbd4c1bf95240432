import { readCell } from "./cells.js";
import { SourceError } from "./errors.js";
import { inferredUnitOf, type TextAmounts, textAmounts } from "./inferred-unit.js";
import type { Mutable } from "./mutable.js";
import { numbersAllInNames } from "./name-numbers.js";
import { nameUnitOf } from "./name-units.js";
import { periodOf } from "./periods.js";
import {
  isArrayGrid,
  isArrowTable,
  isColumnsRows,
  isObjectRows,
  isPlainObject,
  isQueryResult,
  isTableList,
  RECORD_KEYS,
  toGrid,
} from "./shapes.js";
import { SourceSet } from "./source-set.js";
import { type Grid, gridValues } from "./table.js";
import { findTextTables } from "./text-tables.js";
import { maskSpans, textValues } from "./text-values.js";
import type { Diagnostic, LoadOptions, SourceRecord, SourceValue, TableInfo } from "./types.js";
import { type UnitHeader, unitHeaderOf } from "./unit-header.js";
import {
  statedUnits,
  statementsBeforeEach,
  statesScale,
  unitStatementsIn,
} from "./unit-statements.js";
import { attachValues, ValueList } from "./value-store.js";

/** A record's `values` until {@link attachValues} gives it its own. */
const NO_VALUES: readonly SourceValue[] = Object.freeze([]);

// `margin_pct`, and with a period after the marker: `margin_pct_2024`,
// `margin_percent_fy2024`, `margin_pct_q3_2024`, `margin_pct_2019_20`.
const PERCENT_FIELD =
  /_(?:pct|percent)(?:[_-](?:fy|cy|h[12][_-]?|q[1-4][_-]?)?\d{2,4}(?:[_-]?(?:q[1-4]|h[12]|\d{2}))?)?$/i;
// How far before a table in text a unit header is its own introducing line,
// in force over it before the record's \`unit\` (further back, a statement
// governs only tables the record gives no unit).
const UNIT_LOOKBACK = 300;

function typeName(x: unknown): string {
  return Array.isArray(x) ? "an array" : x === null ? "null" : typeof x;
}

/** A value as a diagnostic quotes it: as JSON, or by its type where JSON cannot write it (a bigint, a function, a cycle). */
function shown(x: unknown): string {
  try {
    const json = JSON.stringify(x);
    if (json !== undefined) return json;
  } catch {
    // A bigint, a cycle or a throwing toJSON: named by type below.
  }
  return typeName(x);
}

class Loader {
  readonly diagnostics: Diagnostic[] = [];
  constructor(private readonly options: LoadOptions) {}

  report(
    recordId: string,
    path: string,
    message: string,
    cell?: { table: number; row: number; column: string },
  ): void {
    if (this.options.strict) {
      throw new SourceError(`${recordId} ${path}: ${message}`, recordId, path, cell);
    }
    this.diagnostics.push({ recordId, path, message, ...(cell ?? {}) });
  }

  fieldValues(
    recordId: string,
    fields: Readonly<Record<string, unknown>>,
    unit?: UnitHeader,
  ): SourceValue[] {
    const values: SourceValue[] = [];
    // Keys, not entries: the same order without a pair array per field.
    const names = Object.keys(fields);
    for (let k = 0; k < names.length; k++) {
      const name = names[k] as string;
      const raw = fields[name];
      const cell = readCell(raw);
      if (cell.type === "unreadable") {
        this.report(recordId, `fields.${name}`, `cannot read a number: ${cell.reason}`);
        continue;
      }
      if (cell.type !== "value") continue;
      if (cell.lossy) {
        this.report(
          recordId,
          `fields.${name}`,
          `"${cell.text}" has more digits than a float holds: value ${cell.value} is the nearest float, text keeps every digit`,
        );
      }
      // The name's own unit ("exports_usd_bn", "margin_bps") before the record's.
      const named = cell.scaled ? undefined : nameUnitOf(name);
      const fieldUnit = named?.header ?? unit;
      const percent =
        PERCENT_FIELD.test(name) || cell.kind === "percent" || fieldUnit?.percent === true;
      const bps = named?.bps === true && !percent && cell.kind === undefined;
      const period = periodOf(name);
      const scales =
        fieldUnit !== undefined && fieldUnit.multiplier !== 1 && !cell.scaled && !percent && !bps;
      const money =
        named?.header?.currency !== undefined && !percent && (cell.kind ?? "number") === "number";
      // Built field by field in the order the spread literal gave (so JSON
      // prints them the same), not spread: V8 copies spread objects on a
      // slow path, and a record's every field makes one.
      const v: Mutable<SourceValue> = {
        id: `${recordId}#${name}`,
        recordId,
        value: cell.value,
      } as Mutable<SourceValue>;
      if (cell.precision !== undefined && typeof raw === "string") v.precision = cell.precision;
      v.kind = percent ? "percent" : bps ? "bps" : money ? "money" : (cell.kind ?? "number");
      if (cell.currency) v.currency = cell.currency;
      else if (money) v.currency = named?.header?.currency;
      if (cell.unit) v.unit = cell.unit;
      if (cell.dimension) v.dimension = cell.dimension;
      v.text = cell.text;
      v.label = name;
      v.location = { type: "field", field: name };
      if (period) {
        v.period = period.period;
        v.periodKey = period.key;
      }
      if (scales) {
        v.unitHeader = fieldUnit.text;
        v.unitScale = fieldUnit.multiplier;
        v.scaledValue = cell.value * fieldUnit.multiplier;
      }
      if (cell.lossy) v.lossy = true;
      values.push(v);
    }
    return values;
  }

  /** Values of one table shape (or of each table of a list of result sets). */
  tables(
    recordId: string,
    x: unknown,
    path: string,
    unit: UnitHeader | undefined,
    values: ValueList,
    tables: TableInfo[],
    shareUnit?: UnitHeader,
    scaleText?: TextAmounts,
  ): void {
    const list = isTableList(x) ? (x as unknown[]) : [x];
    list.forEach((t, k) => {
      const p = list.length > 1 || isTableList(x) ? `${path}[${k}]` : path;
      let grid = toGrid(t, p, (where, m) => this.report(recordId, where, m), unit);
      if (!grid) return;
      // A table no header scales may take its scale from the size of the
      // amounts its record's text writes ("$1,153 million" beside 2,493).
      const inferred = scaleText === undefined ? undefined : inferredUnitOf(grid, scaleText);
      if (inferred) grid = { ...grid, unit: inferred };
      this.addGrid(recordId, shareUnit ? { ...grid, shareUnit } : grid, values, tables);
    });
  }

  addGrid(recordId: string, grid: Grid, values: ValueList, tables: TableInfo[]): void {
    const index = tables.length;
    const out = gridValues(recordId, index, grid, (path, message, cell) =>
      this.report(recordId, path, message, cell),
    );
    values.append(out.values);
    tables.push(out.info);
  }

  /** A text's figures: tables found in it cell by cell, the rest as free text. */
  text(
    recordId: string,
    text: string,
    unit: UnitHeader | undefined,
    values: ValueList,
    tables: TableInfo[],
  ): void {
    const found = findTextTables(text, (m, at) => this.report(recordId, `text@${at}`, m));
    const masked = maskSpans(text, found);
    // Statements of units in the text around the tables, wherever they
    // stand: the line introducing a table, a heading over a whole note.
    const statements = found.length > 0 ? unitStatementsIn(masked) : [];
    // With no scale stated anywhere, a table's scale may be read from the
    // size of the text's amounts (`inferredUnitOf`), as for a record's table.
    const scaleText =
      found.length > 0 && unit === undefined && !statesScale(masked)
        ? textAmounts(masked)
        : undefined;
    const stated = statementsBeforeEach(
      statements,
      found.map((t) => t.start),
    );
    let previousEnd = 0;
    found.forEach((t, k) => {
      const before = stated[k] as (typeof stated)[number];
      const near = before.nearest;
      const introduces =
        near !== undefined && near.start >= Math.max(previousEnd, t.start - UNIT_LOOKBACK);
      const tableUnit = (introduces ? near.header : undefined) ?? unit ?? before.general?.header;
      const shareUnit = unit === undefined ? before.shares?.header : undefined;
      let grid: Grid = {
        ...t.grid,
        path: `text.tables[${k}]`,
        start: t.start,
        end: t.end,
        ...(tableUnit ? { unit: tableUnit } : {}),
        ...(shareUnit ? { shareUnit } : {}),
      };
      const inferred = scaleText === undefined ? undefined : inferredUnitOf(grid, scaleText);
      if (inferred) grid = { ...grid, unit: inferred };
      this.addGrid(recordId, grid, values, tables);
      previousEnd = t.end;
    });
    for (const v of textValues(recordId, masked, unit)) values.push(v);
  }

  /** One table shape given on its own: a record with that table and no text. */
  tableRecord(x: unknown, position: number): SourceRecord {
    const id = `S${position}`;
    const values = new ValueList();
    const tables: TableInfo[] = [];
    this.tables(id, x, Array.isArray(x) ? "rows" : "table", undefined, values, tables);
    return attachValues({ id, position, values: NO_VALUES, tables }, values);
  }

  record(input: unknown, position: number): SourceRecord | undefined {
    const fallbackId = `S${position}`;
    if (typeof input === "string") {
      const values = new ValueList();
      const tables: TableInfo[] = [];
      this.text(fallbackId, input, undefined, values, tables);
      return attachValues(
        {
          id: fallbackId,
          position,
          text: input,
          values: NO_VALUES,
          ...(tables.length ? { tables } : {}),
        },
        values,
      );
    }
    if (
      isQueryResult(input) ||
      isArrowTable(input) ||
      isColumnsRows(input) ||
      isArrayGrid(input) ||
      isObjectRows(input)
    ) {
      return this.tableRecord(input, position);
    }
    if (!isPlainObject(input)) {
      this.report(fallbackId, "", `expected a string, a record or a table, got ${typeName(input)}`);
      return undefined;
    }
    const rec = input;
    if (rec.id !== undefined && (typeof rec.id !== "string" || rec.id.length === 0)) {
      this.report(fallbackId, "id", "an id must be a non-empty string");
    }
    const id = typeof rec.id === "string" && rec.id.length > 0 ? rec.id : fallbackId;
    for (const key of Object.keys(rec)) {
      if (!RECORD_KEYS.has(key)) {
        this.report(
          id,
          key,
          `unknown record key "${key}" (expected id, text, fields, rows, table, unit)`,
        );
      }
    }
    let unit: UnitHeader | undefined;
    if (rec.unit !== undefined) {
      unit = typeof rec.unit === "string" ? unitHeaderOf(rec.unit) : undefined;
      if (!unit)
        this.report(
          id,
          "unit",
          `cannot read a unit header from ${shown(rec.unit)} (expected e.g. "millions", "(in thousands)", "%")`,
        );
    }
    const values = new ValueList();
    const tables: TableInfo[] = [];
    if (rec.text !== undefined) {
      if (typeof rec.text === "string") this.text(id, rec.text, unit, values, tables);
      else this.report(id, "text", "text must be a string");
    }
    let textFields: Record<string, string> | undefined;
    if (rec.fields !== undefined) {
      if (isPlainObject(rec.fields)) {
        for (const v of this.fieldValues(id, rec.fields, unit)) values.push(v);
        textFields = wordFields(rec.fields);
      } else this.report(id, "fields", "fields must be an object of name → value");
    }
    // A record's text often states the unit of its table ("amounts in
    // millions", "(in thousands, except per share data)"): when it states one
    // scale and nothing else sets one, that header is in force over the table.
    // A scale stated for shares ("shares in thousands") is in force over the
    // lines of shares alone.
    const stated = unit === undefined && typeof rec.text === "string" ? statedUnits(rec.text) : {};
    const tableUnit = unit ?? stated.general;
    // With no scale stated anywhere, a table's scale may be read from the
    // size of the text's amounts (`inferredUnitOf`).
    const scaleText =
      tableUnit === undefined && !stated.any && typeof rec.text === "string"
        ? textAmounts(rec.text)
        : undefined;
    if (rec.rows !== undefined) {
      if (Array.isArray(rec.rows))
        this.tables(id, rec.rows, "rows", tableUnit, values, tables, stated.shares, scaleText);
      else this.report(id, "rows", "rows must be an array of row objects or of arrays");
    }
    if (rec.table !== undefined)
      this.tables(id, rec.table, "table", tableUnit, values, tables, stated.shares, scaleText);
    return attachValues(
      {
        id,
        position,
        ...(typeof rec.text === "string" ? { text: rec.text } : {}),
        values: NO_VALUES,
        ...(tables.length ? { tables } : {}),
        ...(textFields ? { textFields } : {}),
      },
      values,
    );
  }
}

/**
 * Load sources into labelled, indexed values.
 *
 * Accepts a string; a record `{ id?, text?, fields?, rows?, table?, unit? }`;
 * a table on its own (an array of row objects, an array of arrays with or
 * without a header row, `{ columns, rows }`, an Apache Arrow `Table`, a
 * node-postgres `QueryResult`); or an array of any of these (ids `S1`, `S2`,
 * … by position where none is given). Tables inside text (JSON-style arrays,
 * Markdown, HTML, CSV/TSV) are read cell by cell. What cannot be read is
 * returned as `diagnostics` (or thrown as a `SourceError` with `strict`).
 *
 * @example
 * const set = loadSources([
 *   { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
 *   "In FY2024 Acme shipped 12,400 units, up from 10,000 in FY2023.",
 * ]);
 * set.records.map((r) => r.id) // ["R1", "S2"]
 */
export function loadSources(input: unknown, options: LoadOptions = {}): SourceSet {
  // Options of the wrong type are a usage error, stated before any reading.
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new SourceError(
      `loadSources: options must be an object such as { strict: true }, got ${typeName(options)}`,
    );
  }
  if (input instanceof SourceSet) return input;
  const loader = new Loader(options);
  const records: SourceRecord[] = [];
  try {
    if (isObjectRows(input) || isArrayGrid(input)) {
      records.push(loader.tableRecord(input, 1));
    } else {
      const list = Array.isArray(input) ? input : [input];
      // Ids seen so far: a set, so many records load in linear time.
      const ids = new Set<string>();
      list.forEach((item, k) => {
        let record: SourceRecord | undefined;
        try {
          record = loader.record(item, k + 1);
        } catch (error) {
          if (error instanceof SourceError) throw error;
          loader.report(
            `S${k + 1}`,
            "",
            `cannot read this source: ${String((error as Error)?.message ?? error)}`,
          );
        }
        if (!record) return;
        if (ids.has(record.id)) {
          loader.report(record.id, "id", `duplicate source id "${record.id}"`);
          return;
        }
        ids.add(record.id);
        records.push(record);
      });
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    // Fail closed without throwing: an input that breaks a reader is reported, not guessed at.
    if (options.strict) throw new SourceError(`cannot read sources: ${(error as Error).message}`);
    loader.diagnostics.push({
      recordId: "",
      path: "",
      message: `cannot read sources: ${String((error as Error)?.message ?? error)}`,
    });
  }
  return new SourceSet(records, loader.diagnostics);
}

/**
 * The fields of a record that hold words, not figures (`{ company: "Acme" }`):
 * what the record is about. Undefined when there are none.
 */
function wordFields(fields: Readonly<Record<string, unknown>>): Record<string, string> | undefined {
  let out: Record<string, string> | undefined;
  for (const name of Object.keys(fields)) {
    const raw = fields[name];
    if (typeof raw !== "string" || raw.trim() === "") continue;
    const type = readCell(raw).type;
    // A name that carries a number ("7 Kestrel State") is words too.
    if (type !== "text" && !(type === "unreadable" && numbersAllInNames(raw))) continue;
    out ??= {};
    out[name] = raw;
  }
  return out;
}
