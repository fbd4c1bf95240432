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

// The fields of an entry in TableCells' two arrays, as offsets from its start.
/** Float64 fields: the value first, then: */
const NUMBERS = 3;
const SCALE = 1;
const PRECISION = 2;
/** Int32 fields: the row first, then: */
const INTS = 6;
const COLUMN = 1;
const KIND = 2;
const PERIOD = 3;
const UNIT = 4;
const LABELS = 5;

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
  /**
   * Per entry, its numbers at `NUMBERS × i`: the value, the unit scale of an
   * entry with a scaled reading (else NaN) and the stated precision (else NaN).
   */
  private numbers: Float64Array;
  /**
   * Per entry, its small integers at `INTS × i`: row, column, kind, and its
   * period, unit header and column labels as positions in the lists below
   * (-1: none).
   *
   * Two arrays with a stride, not one per field: most tables are small, and
   * making a typed array costs more than filling it (nine of them were most
   * of the cost of reading a table of a dozen cells).
   */
  private ints: Int32Array;
  private readonly periodList: Period[] = [];
  /**
   * The column labels in force, and per entry the one it was read under: a
   * header row repeated inside the body relabels the columns below it.
   */
  private readonly labelSets: (readonly string[])[];
  private readonly unitList: UnitHeader[] = [];
  /**
   * Per kept cell, its text as written (a reference to the input's string:
   * nothing is copied); none for a number, whose text is the number printed.
   */
  private texts: (string | undefined)[];
  /** The value objects made so far (and those made when read); none until the first. */
  private made: (SourceValue | undefined)[] | undefined;
  /** Entries the arrays have room for. */
  private capacity: number;

  constructor(
    private readonly frame: TableFrame,
    capacity: number,
  ) {
    // Sized for the table up to a bound (a sparse table of many empty cells
    // must not reserve a slot for each); the arrays double when full.
    const n = Math.max(16, Math.min(capacity, 1 << 16));
    this.capacity = n;
    this.numbers = new Float64Array(n * NUMBERS);
    this.ints = new Int32Array(n * INTS);
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
    const f = i * NUMBERS;
    const numbers = this.numbers;
    numbers[f] = value;
    numbers[f + SCALE] = scales && unit ? unit.multiplier : Number.NaN;
    numbers[f + PRECISION] = precision ?? Number.NaN;
    const k = i * INTS;
    const ints = this.ints;
    ints[k] = row;
    ints[k + COLUMN] = column;
    ints[k + KIND] = kind === "number" ? 0 : kind === "percent" ? 1 : 2;
    ints[k + PERIOD] = idOf(this.periodList, period);
    ints[k + UNIT] = idOf(this.unitList, unit);
    ints[k + LABELS] = this.labelSets.length - 1;
    this.texts[i] = text;
  }

  /** The column labels of the cells added from now on. */
  useColumnLabels(labels: readonly string[]): void {
    this.labelSets.push(labels);
  }

  /** A value already made. */
  addObject(v: SourceValue): void {
    const i = this.next();
    this.numbers[i * NUMBERS] = v.value;
    this.numbers[i * NUMBERS + SCALE] =
      v.scaledValue === undefined ? Number.NaN : (v.unitScale ?? 1);
    this.madeList()[i] = v;
  }

  valueAt(i: number): number {
    return this.numbers[i * NUMBERS] as number;
  }

  scaleAt(i: number): number | undefined {
    const s = this.numbers[i * NUMBERS + SCALE] as number;
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
    this.made ??= new Array(this.capacity);
    return this.made;
  }

  /** The value object of a kept cell: the fields, in the order, the full reading gives them. */
  private make(i: number): SourceValue {
    const { recordId, tableIndex, keys, names, rowLabels } = this.frame;
    const k = i * INTS;
    const f = i * NUMBERS;
    const ints = this.ints;
    const r = ints[k] as number;
    const c = ints[k + COLUMN] as number;
    const value = this.numbers[f] as number;
    const column = (this.labelSets[ints[k + LABELS] as number] as readonly string[])[c] as string;
    const rowLabel = rowLabels[r] as string;
    const kind = KINDS[ints[k + KIND] as number] as "number" | "percent" | "money";
    const unitId = ints[k + UNIT] as number;
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
    const precision = this.numbers[f + PRECISION] as number;
    if (!Number.isNaN(precision)) v.precision = precision;
    if (kind === "money" && unit?.currency) v.currency = unit.currency;
    const periodId = ints[k + PERIOD] as number;
    const period = periodId < 0 ? undefined : this.periodList[periodId];
    if (period) {
      v.period = period.period;
      v.periodKey = period.key;
    }
    const scale = this.numbers[f + SCALE] as number;
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
    if (i >= this.capacity) {
      this.capacity *= 2;
      const numbers = new Float64Array(this.capacity * NUMBERS);
      const ints = new Int32Array(this.capacity * INTS);
      numbers.set(this.numbers);
      ints.set(this.ints);
      this.numbers = numbers;
      this.ints = ints;
      this.texts.length = this.capacity;
      if (this.made) this.made.length = this.capacity;
    }
    return i;
  }
}
