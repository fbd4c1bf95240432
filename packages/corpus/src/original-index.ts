/**
 * A document's numbers indexed once, so each number of a chunk finds its
 * original by lookups, never by comparing all pairs: by its digits (and by
 * its digits with its row and column labels, or with the word before it), by
 * its place in the document, by its digits with other punctuation or in
 * another order, and by value for the nearest number when none has its digits.
 */
import { ALTERED, type ReadNumber, type TextNumbers } from "./numbers.js";

/** Numbers sharing a key, and how far the ones already accounted for reach. */
class Bucket {
  private next = 0;
  constructor(readonly items: ReadNumber[]) {}

  /** The first one no chunk holds yet, else the first. */
  pick(): ReadNumber {
    while (this.next < this.items.length && (this.items[this.next] as ReadNumber).state >= ALTERED)
      this.next++;
    return (this.items[this.next] ?? this.items[0]) as ReadNumber;
  }

  /**
   * The one `score` rates highest (ties: the earliest), among the first
   * SCAN and the SCAN from the first no chunk holds yet: bounded work however
   * many share the key.
   */
  best(score: (n: ReadNumber) => number): ReadNumber {
    const first = this.pick();
    let best = first;
    let top = score(first);
    const look = (from: number) => {
      for (let k = from; k < this.items.length && k < from + SCAN; k++) {
        const n = this.items[k] as ReadNumber;
        const s = score(n);
        if (s > top) {
          top = s;
          best = n;
        }
      }
    };
    look(0);
    if (this.next >= SCAN) look(this.next);
    return best;
  }
}

const SCAN = 64;

function add(map: Map<string, Bucket>, key: string, n: ReadNumber): void {
  const bucket = map.get(key);
  if (bucket) bucket.items.push(n);
  else map.set(key, new Bucket([n]));
}

const reversed = (s: string) => [...s].reverse().join("");
const sortedDigits = (digits: string) => [...digits].sort().join("");

/** A document's numbers, indexed. */
export class OriginalIndex {
  private readonly byKey = new Map<string, Bucket>();
  private readonly byKeyInTables = new Map<string, Bucket>();
  private readonly byKeyInText = new Map<string, Bucket>();
  private readonly byCell = new Map<string, Bucket>();
  private readonly byRow = new Map<string, Bucket>();
  private readonly byColumn = new Map<string, Bucket>();
  private readonly byWord = new Map<string, Bucket>();
  private readonly byTable = new Map<string, Bucket>();
  private readonly byDigits = new Map<string, Bucket>();
  private readonly bySorted = new Map<string, Bucket>();
  /** Placed numbers by the offset of their digits. */
  readonly byStart = new Map<number, ReadNumber>();
  /** Tables' spans, in order. */
  readonly tableSpans: { readonly index: number; readonly start: number; readonly end: number }[];
  private readonly byWritten = new Map<string, ReadNumber>();
  private writtenSorted?: string[];
  private writtenReversed?: string[];
  private byValue?: { values: Float64Array; numbers: ReadNumber[] };

  constructor(readonly doc: TextNumbers) {
    for (const n of doc.numbers) {
      add(this.byKey, n.key, n);
      add(n.table >= 0 ? this.byKeyInTables : this.byKeyInText, n.key, n);
      if (n.table >= 0) {
        add(this.byTable, `${n.key}\u0000${n.table}`, n);
        if (n.rowKey && n.columnKey)
          add(this.byCell, `${n.key}\u0000${n.rowKey}\u0000${n.columnKey}`, n);
        if (n.rowKey) add(this.byRow, `${n.key}\u0000${n.rowKey}`, n);
        if (n.columnKey) add(this.byColumn, `${n.key}\u0000${n.columnKey}`, n);
      } else if (n.previousWord) add(this.byWord, `${n.key}\u0000${n.previousWord}`, n);
      add(this.byDigits, n.digits, n);
      if (n.digits.length >= 4) add(this.bySorted, sortedDigits(n.digits), n);
      if (n.start >= 0 && !this.byStart.has(n.start)) this.byStart.set(n.start, n);
    }
    this.tableSpans = doc.tables
      .filter((t) => t.start !== undefined && t.end !== undefined)
      .map((t) => ({ index: t.index, start: t.start as number, end: t.end as number }));
  }

  /** The numbers with these digits as written (group separators aside). */
  withKey(key: string): readonly ReadNumber[] {
    return this.byKey.get(key)?.items ?? [];
  }

  /**
   * The best original for a number read from a chunk, by the same digits:
   * the same row and column, else the same row, else the same column, else
   * (running text) the same word before it, else one in a table (a cell)
   * or in running text (text), else any; among those the one `score` rates
   * highest (the same sign and scale, the same section, no chunk holding it yet).
   */
  sameDigits(n: ReadNumber, score: (o: ReadNumber) => number): ReadNumber | undefined {
    const buckets: (Bucket | undefined)[] = [];
    if (n.table >= 0) {
      if (n.rowKey && n.columnKey)
        buckets.push(this.byCell.get(`${n.key}\u0000${n.rowKey}\u0000${n.columnKey}`));
      if (n.rowKey) buckets.push(this.byRow.get(`${n.key}\u0000${n.rowKey}`));
      if (n.columnKey) buckets.push(this.byColumn.get(`${n.key}\u0000${n.columnKey}`));
    } else if (n.previousWord) {
      buckets.push(this.byWord.get(`${n.key}\u0000${n.previousWord}`));
    }
    buckets.push((n.table >= 0 ? this.byKeyInTables : this.byKeyInText).get(n.key));
    buckets.push(this.byKey.get(n.key));
    for (const b of buckets) if (b) return b.best(score);
    return undefined;
  }

  /** An original of these digits in table `table`, the first no chunk holds yet. */
  inTable(key: string, table: number): ReadNumber | undefined {
    return this.byTable.get(`${key}\u0000${table}`)?.pick();
  }

  /** An original with the same digits and other punctuation (`1,234` for `1.234`). */
  sameDigitsOtherwise(n: ReadNumber): ReadNumber | undefined {
    return this.byDigits.get(n.digits)?.pick();
  }

  /** An original with the same digits in another order (`4,870` for `4,780`), four digits at least. */
  transposed(n: ReadNumber): ReadNumber | undefined {
    return n.digits.length >= 4 ? this.bySorted.get(sortedDigits(n.digits))?.pick() : undefined;
  }

  /** The original whose value (in its stated scale) is nearest `value`. Binary search. */
  nearest(value: number): ReadNumber | undefined {
    if (this.byValue === undefined) {
      const numbers = [...this.doc.numbers].sort((a, b) => worth(a) - worth(b));
      this.byValue = { values: Float64Array.from(numbers, worth), numbers };
    }
    const { values, numbers } = this.byValue;
    if (values.length === 0) return undefined;
    let lo = 0;
    let hi = values.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((values[mid] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    const above = lo < values.length ? lo : values.length - 1;
    const below = lo > 0 ? lo - 1 : 0;
    return Math.abs((values[below] as number) - value) <=
      Math.abs((values[above] as number) - value)
      ? numbers[below]
      : numbers[above];
  }

  /** The table (index) whose span holds `offset`, or -1. */
  tableAt(offset: number): number {
    let lo = 0;
    let hi = this.tableSpans.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.tableSpans[mid] as { start: number }).start <= offset) lo = mid + 1;
      else hi = mid;
    }
    const t = this.tableSpans[lo - 1];
    return t !== undefined && offset < t.end ? t.index : -1;
  }

  /**
   * An original number written as `fragment` continues (`4,870` for `4,8` at
   * a chunk's end: `end` true) or as `fragment` ends (`870` at a chunk's
   * start), and not `fragment` itself: a number a chunk boundary cut.
   */
  cutFrom(fragment: string, end: boolean): ReadNumber | undefined {
    if (this.writtenSorted === undefined) {
      for (const n of this.doc.numbers)
        if (!this.byWritten.has(n.written)) this.byWritten.set(n.written, n);
      this.writtenSorted = [...this.byWritten.keys()].sort();
      this.writtenReversed = this.writtenSorted.map(reversed).sort();
    }
    const list = end ? this.writtenSorted : (this.writtenReversed as string[]);
    const probe = end ? fragment : reversed(fragment);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((list[mid] as string) < probe) lo = mid + 1;
      else hi = mid;
    }
    if (list[lo] === probe) return undefined; // the whole of a number
    const hit = list[lo];
    if (hit === undefined || !hit.startsWith(probe)) return undefined;
    const written = end ? hit : reversed(hit);
    return this.byWritten.get(written);
  }
}

/** A number's worth for nearness: its value in its stated scale. */
export function worth(n: ReadNumber): number {
  return n.value.value * n.statementScale;
}
