import type { Diagnostic, SourceRecord, SourceValue, TableInfo } from "./types.js";
import { ValueIndex } from "./value-index.js";
import { joinSources, sourceOf } from "./value-store.js";

/**
 * Loaded sources: records, their values, the value index and what could not
 * be read. Build it once and check many answers against it.
 */
export class SourceSet {
  readonly records: readonly SourceRecord[];
  /**
   * Every value as written, record by record, in source order. A large
   * table's values are indexed without being made into objects; this list
   * makes them (once) when it is first read.
   */
  get values(): readonly SourceValue[] {
    if (!this.allValues) {
      const records = this.records;
      // One record's values are used as they are; several are joined into one list.
      this.allValues = records.length === 1 ? (records[0] as SourceRecord).values : joined(records);
    }
    return this.allValues;
  }
  private allValues: readonly SourceValue[] | undefined;
  /**
   * Every reading the index holds: each value as written, plus, for a value
   * under a unit header, its scaled reading (`reading: "scaled"`, `value` =
   * `scaledValue`, `label` naming the header, `writtenId` = the written value's id).
   */
  get readings(): readonly SourceValue[] {
    if (!this.allReadings) {
      const out: SourceValue[] = [];
      this.values.forEach((v, i) => {
        out.push(v);
        if (v.scaledValue !== undefined) out.push(this.index.readingOf(v, i));
      });
      this.allReadings = out;
    }
    return this.allReadings;
  }
  private allReadings: SourceValue[] | undefined;
  readonly diagnostics: readonly Diagnostic[];
  /** Both readings of every value, sorted by value. */
  readonly index: ValueIndex;
  private readonly byId: ReadonlyMap<string, SourceRecord>;
  private cells: Map<string, SourceValue[]> | undefined;
  private readingsByRecord: Map<string, SourceValue[]> | undefined;
  private positions: Map<SourceValue, number> | undefined;

  constructor(records: readonly SourceRecord[], diagnostics: readonly Diagnostic[] = []) {
    this.records = records;
    this.diagnostics = diagnostics;
    // Indexed from the records' value sources: no value object is made for it.
    this.index = new ValueIndex(joinSources(records.map(sourceOf)));
    this.positions = undefined;
    this.byId = new Map(records.map((r) => [r.id, r]));
  }

  /** The record with this id. */
  record(id: string): SourceRecord | undefined {
    return this.byId.get(id);
  }

  /**
   * The record a citation id names: the id itself (`R1`, `S2`), or for a
   * bare number `[2]` the record `S2` (plain sources are numbered by position).
   */
  resolve(citationId: string): SourceRecord | undefined {
    const direct = this.byId.get(citationId);
    if (direct) return direct;
    if (/^\d+$/.test(citationId)) return this.byId.get(`S${Number(citationId)}`);
    return undefined;
  }

  /**
   * A record's readings: `"written"` (the default) is `record.values`;
   * `"scaled"` is each value in its unit header's unit, and the written value
   * where no unit header applies, so derivations never mix the two readings.
   */
  recordValues(
    recordId: string,
    reading: "written" | "scaled" = "written",
  ): readonly SourceValue[] {
    const record = this.byId.get(recordId);
    if (!record) return [];
    if (reading === "written") return record.values;
    this.readingsByRecord ??= new Map();
    let list = this.readingsByRecord.get(recordId);
    if (!list) {
      if (!this.positions) {
        const positions = new Map<SourceValue, number>();
        this.values.forEach((v, i) => {
          if (v.scaledValue !== undefined) positions.set(v, i);
        });
        this.positions = positions;
      }
      const positions = this.positions;
      // A scale only inferred from the size of the text's amounts reads the
      // table's own figures, and combining them, in it; it is too weak a link
      // to let a cell combine with a figure of the text, so the text's
      // figures stay out of this reading.
      const inferred = record.tables?.some((t) => t.unitInferred) === true;
      list = [];
      for (const v of record.values) {
        if (v.scaledValue !== undefined)
          list.push(this.index.readingOf(v, positions.get(v) as number));
        else if (!inferred || v.location.type !== "text") list.push(v);
      }
      this.readingsByRecord.set(recordId, list);
    }
    return list;
  }

  /** The tables a record holds. */
  tables(recordId: string): readonly TableInfo[] {
    return this.byId.get(recordId)?.tables ?? [];
  }

  private cellMap(): Map<string, SourceValue[]> {
    if (this.cells) return this.cells;
    const map = new Map<string, SourceValue[]>();
    const add = (key: string, v: SourceValue) => {
      const list = map.get(key);
      if (list) list.push(v);
      else map.set(key, [v]);
    };
    for (const v of this.values) {
      const loc = v.location;
      if (loc.type !== "cell") continue;
      add(`${v.recordId}\u0000${loc.table}\u0000r${loc.row}`, v);
      add(`${v.recordId}\u0000${loc.table}\u0000c${loc.columnIndex ?? loc.column}`, v);
      add(`${v.recordId}\u0000${loc.table}\u0000n${loc.column}`, v);
    }
    this.cells = map;
    return map;
  }

  /**
   * The values of one data row of a table, left to right (written readings).
   *
   * @example
   * set.rowValues("R1", 0, 1).map((v) => v.label) // ["2019[Net sales]", "2018[Net sales]"]
   */
  rowValues(recordId: string, table: number, row: number): readonly SourceValue[] {
    return this.cellMap().get(`${recordId}\u0000${table}\u0000r${row}`) ?? [];
  }

  /**
   * The values of one column of a table, top to bottom (written readings). The
   * column is its 0-based position or its name/label (`location.column`).
   */
  columnValues(recordId: string, table: number, column: number | string): readonly SourceValue[] {
    const key = typeof column === "number" ? `c${column}` : `n${column}`;
    return this.cellMap().get(`${recordId}\u0000${table}\u0000${key}`) ?? [];
  }
}

/** Every record's values in one list (a loop: spreading a few hundred thousand records into `concat` overflows the stack). */
function joined(records: readonly SourceRecord[]): SourceValue[] {
  const out: SourceValue[] = [];
  for (const r of records) for (const v of r.values) out.push(v);
  return out;
}
