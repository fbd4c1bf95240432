import type { Mutable } from "./mutable.js";
import type { periodOf } from "./periods.js";
import type { SourceValue } from "./types.js";
import type { UnitHeader } from "./unit-header.js";
import type { ValueSource } from "./value-store.js";

type Period = NonNullable<ReturnType<typeof periodOf>>;

/** What every cell of one table shares: where it sits and how it is labelled. */
export interface TableFrame {
  readonly recordId: string;
  readonly tableIndex: number;
  /** Per column: the id key, the label (header cells joined; a repeated header row may relabel it) and the name (`location.column`). */
  readonly keys: readonly string[];
  readonly columns: readonly string[];
  readonly names: readonly string[];
  /** Per data row: its label (filled as the rows are read). */
  readonly rowLabels: readonly string[];
}

const KINDS = ["number", "percent", "money"] as const;

/**
 * The position of `item` in `list`, adding it when new; -1 for none. A table
 * has a handful of periods and unit headers, and consecutive cells mostly
 * share them, so the last one is tried first.
 */
function idOf<T>(list: T[], item: T | undefined): number {
  if (item === undefined) return -1;
  const last = list.length - 1;
  if (last >= 0 && list[last] === item) return last;
  const at = list.indexOf(item);
  if (at >= 0) return at;
  list.push(item);
  return list.length - 1;
}

/**
 * A table's values in the order they were read, most of them kept as a few
 * numbers and references per cell (row, column, value, precision, kind,
 * period, unit header) rather than as objects: a plain number cell becomes
 * its `SourceValue` only when something reads it, and is then kept, so it is
 * always the same object. Cells that needed a full reading (currencies,
 * negatives in brackets, ranges, driver values) are objects from the start.
 *
 * Why: a large table (10,000 rows × 10 columns) is read and indexed by value
 * far faster when its 100,000 values are not 100,000 objects (each with its
 * id, label and location) that the collector must copy, and most of them are
 * never looked at by the checks that follow.
 */
export class TableCells implements ValueSource {
  length = 0;
  private rows: Int32Array;
  private cols: Int32Array;
  private values: Float64Array;
  /** The unit scale of an entry with a scaled reading, else NaN. */
  private scales: Float64Array;
  /** The stated precision, else NaN. */
  private precisions: Float64Array;
  private kinds: Uint8Array;
  /** Per entry, its period and unit header as positions in these lists (-1: none). */
  private periodIds: Int32Array;
  private unitIds: Int32Array;
  private readonly periodList: Period[] = [];
  /**
   * The column labels in force, and per entry the one it was read under: a
   * header row repeated inside the body relabels the columns below it.
   */
  private readonly labelSets: (readonly string[])[];
  private labelSetIds: Int32Array;
  private readonly unitList: UnitHeader[] = [];
  /**
   * Per kept cell, its text as written (a reference to the input's string:
   * nothing is copied); none for a number, whose text is the number printed.
   */
  private texts: (string | undefined)[];
  /** The value objects made so far (and those made when read); none until the first. */
  private made: (SourceValue | undefined)[] | undefined;

  constructor(
    private readonly frame: TableFrame,
    capacity: number,
  ) {
    // Sized for the table up to a bound (a sparse table of many empty cells
    // must not reserve a slot for each); the arrays double when full.
    const n = Math.max(16, Math.min(capacity, 1 << 16));
    this.rows = new Int32Array(n);
    this.cols = new Int32Array(n);
    this.values = new Float64Array(n);
    this.scales = new Float64Array(n);
    this.precisions = new Float64Array(n);
    this.kinds = new Uint8Array(n);
    this.periodIds = new Int32Array(n);
    this.unitIds = new Int32Array(n);
    this.labelSetIds = new Int32Array(n);
    this.labelSets = [frame.columns];
    // Sized up front: a list grown one push at a time is copied as it grows.
    this.texts = new Array(n);
  }

  /**
   * A plain number cell (a number string, or a finite JavaScript number with
   * `text` undefined), kept as numbers. `unit` is the header in force and
   * `scales` whether the value has a scaled reading under it; `showsUnit`
   * whether the value names that header (it scales, or the header is a
   * percent header).
   */
  addCell(
    row: number,
    column: number,
    value: number,
    text: string | undefined,
    precision: number | undefined,
    kind: "number" | "percent" | "money",
    period: Period | undefined,
    unit: UnitHeader | undefined,
    scales: boolean,
  ): void {
    const i = this.next();
    this.rows[i] = row;
    this.cols[i] = column;
    this.values[i] = value;
    this.scales[i] = scales && unit ? unit.multiplier : Number.NaN;
    this.precisions[i] = precision ?? Number.NaN;
    this.kinds[i] = kind === "number" ? 0 : kind === "percent" ? 1 : 2;
    this.texts[i] = text;
    this.periodIds[i] = idOf(this.periodList, period);
    this.unitIds[i] = idOf(this.unitList, unit);
    this.labelSetIds[i] = this.labelSets.length - 1;
  }

  /** The column labels of the cells added from now on. */
  useColumnLabels(labels: readonly string[]): void {
    this.labelSets.push(labels);
  }

  /** A value already made. */
  addObject(v: SourceValue): void {
    const i = this.next();
    this.values[i] = v.value;
    this.scales[i] = v.scaledValue === undefined ? Number.NaN : (v.unitScale ?? 1);
    this.madeList()[i] = v;
  }

  valueAt(i: number): number {
    return this.values[i] as number;
  }

  scaleAt(i: number): number | undefined {
    const s = this.scales[i] as number;
    return Number.isNaN(s) ? undefined : s;
  }

  get(i: number): SourceValue {
    const made = this.madeList();
    let v = made[i];
    if (v === undefined) {
      v = this.make(i);
      made[i] = v;
    }
    return v;
  }

  private madeList(): (SourceValue | undefined)[] {
    this.made ??= new Array(this.values.length);
    return this.made;
  }

  /** The value object of a kept cell: the fields, in the order, the full reading gives them. */
  private make(i: number): SourceValue {
    const { recordId, tableIndex, keys, names, rowLabels } = this.frame;
    const r = this.rows[i] as number;
    const c = this.cols[i] as number;
    const value = this.values[i] as number;
    const column = (this.labelSets[this.labelSetIds[i] as number] as readonly string[])[
      c
    ] as string;
    const rowLabel = rowLabels[r] as string;
    const kind = KINDS[this.kinds[i] as number] as "number" | "percent" | "money";
    const unitId = this.unitIds[i] as number;
    const unit = unitId < 0 ? undefined : this.unitList[unitId];
    const v: Mutable<SourceValue> = {
      id: `${recordId}#t${tableIndex}r${r}.${keys[c]}`,
      recordId,
      value,
      kind,
      text: this.texts[i] ?? String(value),
      label: `${column}[${rowLabel}]`,
      location: {
        type: "cell",
        table: tableIndex,
        row: r,
        column: names[c] as string,
        columnIndex: c,
      },
      rowLabel,
      columnLabel: column,
    };
    const precision = this.precisions[i] as number;
    if (!Number.isNaN(precision)) v.precision = precision;
    if (kind === "money" && unit?.currency) v.currency = unit.currency;
    const periodId = this.periodIds[i] as number;
    const period = periodId < 0 ? undefined : this.periodList[periodId];
    if (period) {
      v.period = period.period;
      v.periodKey = period.key;
    }
    const scale = this.scales[i] as number;
    const scales = !Number.isNaN(scale);
    if (unit && (scales || unit.percent)) v.unitHeader = unit.text;
    if (scales && unit) {
      v.unitScale = unit.multiplier;
      v.scaledValue = value * unit.multiplier;
    }
    return v;
  }

  /** The next entry's position, growing the arrays when full. */
  private next(): number {
    const i = this.length++;
    if (i >= this.values.length) {
      const grow = <T extends Int32Array | Float64Array | Uint8Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.rows = grow(this.rows);
      this.cols = grow(this.cols);
      this.values = grow(this.values);
      this.scales = grow(this.scales);
      this.precisions = grow(this.precisions);
      this.kinds = grow(this.kinds);
      this.periodIds = grow(this.periodIds);
      this.unitIds = grow(this.unitIds);
      this.labelSetIds = grow(this.labelSetIds);
      this.texts.length = this.values.length;
      if (this.made) this.made.length = this.values.length;
    }
    return i;
  }
}
