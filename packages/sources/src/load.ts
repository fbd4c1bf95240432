import { readCell } from "./cells.js";
import { SourceError } from "./errors.js";
import { periodOf } from "./periods.js";
import { SourceSet } from "./source-set.js";
import { textValues } from "./text-values.js";
import type {
  Diagnostic,
  LoadOptions,
  SourceRecord,
  SourceRecordInput,
  SourceValue,
} from "./types.js";

const RECORD_KEYS = new Set(["id", "text", "fields", "rows", "table", "unit"]);
const PERCENT_FIELD = /_(pct|percent)$/i;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** A plain object with none of the record keys: a data row, as drivers return them. */
function isRow(x: unknown): x is Record<string, unknown> {
  return isPlainObject(x) && Object.keys(x).every((k) => !RECORD_KEYS.has(k));
}

class Loader {
  readonly diagnostics: Diagnostic[] = [];
  constructor(private readonly options: LoadOptions) {}

  report(recordId: string, path: string, message: string): void {
    if (this.options.strict)
      throw new SourceError(`${recordId} ${path}: ${message}`, recordId, path);
    this.diagnostics.push({ recordId, path, message });
  }

  fieldValues(recordId: string, fields: Readonly<Record<string, unknown>>): SourceValue[] {
    const values: SourceValue[] = [];
    for (const [name, raw] of Object.entries(fields)) {
      const cell = readCell(raw);
      if (cell.type === "unreadable") {
        this.report(recordId, `fields.${name}`, `cannot read a number: ${cell.reason}`);
        continue;
      }
      if (cell.type !== "value") continue;
      const percent = PERCENT_FIELD.test(name) || cell.mention?.kind === "percent";
      const period = periodOf(name);
      values.push({
        id: `${recordId}#${name}`,
        recordId,
        value: cell.value,
        ...(cell.mention && typeof raw === "string" ? { precision: cell.mention.precision } : {}),
        kind: percent ? "percent" : (cell.mention?.kind ?? "number"),
        ...(cell.mention?.currency ? { currency: cell.mention.currency } : {}),
        text: cell.text,
        label: name,
        location: { type: "field", field: name },
        ...(period ? { period: period.period, periodKey: period.key } : {}),
      });
    }
    return values;
  }

  /** Rows as objects: the first text column labels the row, each other column is a value. */
  rowValues(recordId: string, rows: readonly unknown[], table: number): SourceValue[] {
    const values: SourceValue[] = [];
    rows.forEach((row, r) => {
      if (!isPlainObject(row)) {
        this.report(recordId, `rows[${r}]`, "a row must be an object of column → value");
        return;
      }
      const labelEntry = Object.entries(row).find(
        ([, v]) => typeof v === "string" && readCell(v).type === "text",
      );
      const rowLabel = labelEntry ? String(labelEntry[1]) : `row ${r + 1}`;
      for (const [column, raw] of Object.entries(row)) {
        if (labelEntry && column === labelEntry[0]) continue;
        const cell = readCell(raw);
        if (cell.type === "unreadable") {
          this.report(recordId, `rows[${r}].${column}`, `cannot read a number: ${cell.reason}`);
          continue;
        }
        if (cell.type !== "value") continue;
        const period = periodOf(column) ?? periodOf(rowLabel);
        const percent = PERCENT_FIELD.test(column) || cell.mention?.kind === "percent";
        values.push({
          id: `${recordId}#t${table}r${r}.${column}`,
          recordId,
          value: cell.value,
          ...(cell.mention && typeof raw === "string" ? { precision: cell.mention.precision } : {}),
          kind: percent ? "percent" : (cell.mention?.kind ?? "number"),
          ...(cell.mention?.currency ? { currency: cell.mention.currency } : {}),
          text: cell.text,
          label: `${column}[${rowLabel}]`,
          location: { type: "cell", table, row: r, column },
          rowLabel,
          columnLabel: column,
          ...(period ? { period: period.period, periodKey: period.key } : {}),
        });
      }
    });
    return values;
  }

  record(input: unknown, position: number): SourceRecord | undefined {
    const fallbackId = `S${position}`;
    if (typeof input === "string") {
      return { id: fallbackId, position, text: input, values: textValues(fallbackId, input) };
    }
    if (!isPlainObject(input)) {
      this.report(
        fallbackId,
        "",
        `expected a string or a record, got ${Array.isArray(input) ? "an array" : input === null ? "null" : typeof input}`,
      );
      return undefined;
    }
    const rec = input as SourceRecordInput & Record<string, unknown>;
    if (rec.id !== undefined && (typeof rec.id !== "string" || rec.id.length === 0)) {
      this.report(fallbackId, "id", "an id must be a non-empty string");
    }
    const id = typeof rec.id === "string" && rec.id.length > 0 ? rec.id : fallbackId;
    for (const key of Object.keys(rec)) {
      if (!RECORD_KEYS.has(key))
        this.report(id, key, `unknown record key "${key}" (expected id, text, fields, rows)`);
    }
    const values: SourceValue[] = [];
    if (rec.text !== undefined) {
      if (typeof rec.text === "string") values.push(...textValues(id, rec.text));
      else this.report(id, "text", "text must be a string");
    }
    if (rec.fields !== undefined) {
      if (isPlainObject(rec.fields)) values.push(...this.fieldValues(id, rec.fields));
      else this.report(id, "fields", "fields must be an object of name → value");
    }
    if (rec.rows !== undefined) {
      if (Array.isArray(rec.rows)) values.push(...this.rowValues(id, rec.rows, 0));
      else this.report(id, "rows", "rows must be an array of row objects");
    }
    return { id, position, ...(typeof rec.text === "string" ? { text: rec.text } : {}), values };
  }
}

/**
 * Load sources into labelled, indexed values.
 *
 * Accepts a string, a record `{ id?, text?, fields?, rows? }`, an array of
 * those (ids `S1`, `S2`, … by position where none is given), or an array of
 * row objects (one table, as a driver returns it). What cannot be read is
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
  const loader = new Loader(options);
  const records: SourceRecord[] = [];
  if (input instanceof SourceSet) return input;
  if (Array.isArray(input) && input.length > 0 && input.every(isRow)) {
    const values = loader.rowValues("S1", input, 0);
    records.push({ id: "S1", position: 1, values });
  } else {
    const list = Array.isArray(input) ? input : [input];
    list.forEach((item, k) => {
      const record = loader.record(item, k + 1);
      if (!record) return;
      if (records.some((r) => r.id === record.id)) {
        loader.report(record.id, "id", `duplicate source id "${record.id}"`);
        return;
      }
      records.push(record);
    });
  }
  return new SourceSet(records, loader.diagnostics);
}
