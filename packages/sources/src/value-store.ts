import type { SourceValue } from "./types.js";

/**
 * A record's values as the index reads them: how many, each one's number and
 * unit scale, and the value object itself. A large table's values are read
 * and indexed from this without making an object per value; the objects are
 * made when something asks for them (and then kept, so a value is always the
 * same object).
 */
export interface ValueSource {
  readonly length: number;
  /** The written value of entry `i` (`SourceValue.value`). */
  valueAt(i: number): number;
  /** The unit scale of entry `i` when it has a scaled reading, else `undefined`. */
  scaleAt(i: number): number | undefined;
  /** Entry `i` as a value object. */
  get(i: number): SourceValue;
}

/** A list of value objects as a {@link ValueSource}. */
export function arraySource(values: readonly SourceValue[]): ValueSource {
  return {
    length: values.length,
    valueAt: (i) => (values[i] as SourceValue).value,
    scaleAt: (i) => {
      const v = values[i] as SourceValue;
      return v.scaledValue === undefined ? undefined : (v.unitScale ?? 1);
    },
    get: (i) => values[i] as SourceValue,
  };
}

/** Several sources one after another, as one. */
export function joinSources(parts: readonly ValueSource[]): ValueSource {
  if (parts.length === 1) return parts[0] as ValueSource;
  const starts: number[] = [];
  let length = 0;
  for (const p of parts) {
    starts.push(length);
    length += p.length;
  }
  // The part holding entry i: binary search over the parts' starts.
  const partOf = (i: number): number => {
    let lo = 0;
    let hi = parts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((starts[mid] as number) <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return {
    length,
    valueAt: (i) => {
      const k = partOf(i);
      return (parts[k] as ValueSource).valueAt(i - (starts[k] as number));
    },
    scaleAt: (i) => {
      const k = partOf(i);
      return (parts[k] as ValueSource).scaleAt(i - (starts[k] as number));
    },
    get: (i) => {
      const k = partOf(i);
      return (parts[k] as ValueSource).get(i - (starts[k] as number));
    },
  };
}

/** Every value of a source, as one array of objects. */
export function valuesOf(source: ValueSource): SourceValue[] {
  const out = new Array<SourceValue>(source.length);
  for (let i = 0; i < source.length; i++) out[i] = source.get(i);
  return out;
}

/**
 * The values a record collects while it is read: value objects (from text,
 * fields and table cells that needed a full reading) and the deferred cells
 * of large tables, in source order.
 */
export class ValueList {
  private readonly parts: ValueSource[] = [];
  private current: SourceValue[] = [];
  private deferred = false;

  /** Add one value object. */
  push(v: SourceValue): void {
    this.current.push(v);
  }

  /** Add a table's values, made on demand. */
  append(source: ValueSource): void {
    if (source.length === 0) return;
    if (this.current.length > 0) this.parts.push(arraySource(this.current));
    this.current = [];
    this.parts.push(source);
    this.deferred = true;
  }

  /** All the values, as the index reads them. */
  source(): ValueSource {
    const parts = this.current.length > 0 ? [...this.parts, arraySource(this.current)] : this.parts;
    return parts.length === 0 ? arraySource([]) : joinSources(parts);
  }

  /** Whether some values are made only on demand. */
  get isDeferred(): boolean {
    return this.deferred;
  }

  /** The value objects, when none is deferred. */
  get objects(): SourceValue[] {
    return this.current;
  }
}

/**
 * The value source of a record whose values are made on demand, so a
 * SourceSet indexes them without making the objects: kept on the record
 * itself under a symbol (not enumerable, so neither JSON nor a spread of the
 * record shows it). Not in a module-wide weak map keyed by the record: V8's
 * young-generation collector keeps the values of such a map alive while
 * their keys are young, so every table an eval case loaded survived the next
 * collections and was promoted (`pnpm bench benchmarks/speed/gc.ts`: table
 * cases promoted about 427 KB a scavenge with that map, 51 KB without).
 */
const DEFERRED: unique symbol = Symbol("crossfoot.deferredValues");

/** A record whose values are made on demand. */
type Deferred = { [DEFERRED]?: ValueSource; values: readonly SourceValue[] };

/**
 * The `values` getter of every deferred record (one function for all, so
 * records of one shape keep one hidden class): makes the objects the first
 * time it is read, and is a plain array from then on.
 */
function readDeferredValues(this: Deferred): readonly SourceValue[] {
  const values = valuesOf(this[DEFERRED] as ValueSource);
  Object.defineProperty(this, "values", { value: values, enumerable: true, configurable: true });
  return values;
}

/**
 * Give `record` the values of `list`: a plain array when every value is
 * already an object; otherwise a `values` property that makes the objects the
 * first time it is read and is a plain array from then on.
 */
export function attachValues<R extends { values: readonly SourceValue[] }>(
  record: R,
  list: ValueList,
): R {
  if (!list.isDeferred) {
    (record as { values: readonly SourceValue[] }).values = list.objects;
    return record;
  }
  Object.defineProperty(record, DEFERRED, { value: list.source(), configurable: true });
  Object.defineProperty(record, "values", {
    enumerable: true,
    configurable: true,
    get: readDeferredValues,
  });
  return record;
}

/** A record's values as a {@link ValueSource}, without making deferred objects. */
export function sourceOf(record: { readonly values: readonly SourceValue[] }): ValueSource {
  return (record as Deferred)[DEFERRED] ?? arraySource(record.values);
}
