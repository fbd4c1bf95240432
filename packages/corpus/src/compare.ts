/**
 * What differs between an original number and the chunk's reading of it,
 * in words: a lost sign, a lost or changed scale (its own scale word, or the
 * unit statement over it), a lost unit or currency, changed digits; and
 * whether a table cell sits in another row or column than the original's.
 */
import type { Heading } from "./markup.js";
import type { ReadNumber } from "./numbers.js";
import { sameLabel } from "./numbers.js";
import type { Difference, NumberRef } from "./types.js";

/** A number as a report shows it. */
export function numberRef(n: ReadNumber, headings: readonly Heading[]): NumberRef {
  const v = n.value;
  const section = n.section >= 0 ? headings[n.section]?.text : undefined;
  const cell = n.table >= 0;
  return {
    text: shown(n),
    value: v.value,
    ...(n.statement !== undefined
      ? { scaledValue: v.value * n.statementScale, unitHeader: n.statement }
      : {}),
    kind: v.kind,
    ...(v.currency !== undefined ? { currency: v.currency } : {}),
    ...(cell && v.rowLabel !== undefined ? { rowLabel: v.rowLabel } : {}),
    ...(cell && v.columnLabel !== undefined ? { columnLabel: v.columnLabel } : {}),
    ...(v.period !== undefined ? { period: v.period } : {}),
    ...(cell ? { table: n.table } : {}),
    ...(section !== undefined ? { section } : {}),
    ...(n.start >= 0 ? { start: n.start, end: n.end } : {}),
  };
}

/** The number as written, with its accounting parentheses when the reading left them out (`(818)`). */
export function shown(n: ReadNumber): string {
  const text = n.value.text.trim();
  if (n.negative && n.value.value >= 0 && !text.startsWith("(")) return `(${text})`;
  return text;
}

/** Where a number sits, for a message: `(Net sales, 2024)`, or nothing for running text. */
export function place(n: ReadNumber): string {
  const v = n.value;
  if (n.table < 0) return "";
  const column = v.period ?? v.columnLabel;
  return ` (${[v.rowLabel, column].filter(Boolean).join(", ")})`;
}

const near = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** What differs, and how to say it. */
export interface Comparison {
  readonly differs: Difference[];
  readonly words: string[];
  /** The unit statement was left before the chunk's start: not an error of the chunk. */
  readonly statementCut?: string;
}

/**
 * Compare a chunk's number `c` with its original `o` (same digits).
 * `statementInside` says whether the original's unit statement lies inside
 * the span of the document the chunk covers (undefined: the chunk is not
 * a slice of its document, and is held to what it states); `chunkStates`
 * whether the chunk states any unit at all.
 */
export function compareNumbers(
  o: ReadNumber,
  c: ReadNumber,
  statementInside: boolean | undefined,
  chunkStates: boolean,
): Comparison {
  const differs: Difference[] = [];
  const words: string[] = [];
  let statementCut: string | undefined;
  if (o.negative !== c.negative) {
    differs.push("sign");
    words.push(
      o.negative
        ? `sign lost: ${shown(o)} in the original is ${shown(c)} in the chunk`
        : `sign added: ${shown(o)} in the original is ${shown(c)} in the chunk`,
    );
  }
  if (!near(o.ownScale, c.ownScale)) {
    differs.push("scale");
    const how =
      o.ownScale > 1 && c.ownScale === 1 ? "lost" : o.ownScale === 1 ? "added" : "changed";
    words.push(`scale ${how}: ${shown(o)} in the original is ${shown(c)} in the chunk`);
  } else if (!near(o.statementScale, c.statementScale)) {
    const where = o.table >= 0 ? "was in a table" : "was under";
    if (o.statement !== undefined && statementInside === false) {
      statementCut = o.statement;
    } else if (o.statement !== undefined && c.statement === undefined) {
      differs.push("scale");
      words.push(
        `scale lost: ${shown(o)} ${where} "${o.statement}" in the original; ${
          chunkStates
            ? "no unit statement is in force over it in the chunk"
            : "the chunk has no unit statement"
        }`,
      );
    } else if (o.statement !== undefined) {
      differs.push("scale");
      words.push(
        `scale changed: ${shown(o)} ${where} "${o.statement}" in the original and is under "${c.statement}" in the chunk`,
      );
    } else if (c.table >= 0 && statementInside === undefined) {
      // Running text takes any statement before it; a cell's table states its own.
      differs.push("scale");
      words.push(
        `scale added: ${shown(o)} is under no unit statement in the original and in a table "${c.statement}" in the chunk`,
      );
    }
  }
  if (o.percent !== c.percent) {
    differs.push("unit");
    words.push(
      `unit ${o.percent ? "lost" : "added"}: ${shown(o)} in the original is ${shown(c)} in the chunk`,
    );
  } else if ((o.currency ?? "") !== (c.currency ?? "")) {
    differs.push("unit");
    const how = c.currency === undefined ? "lost" : o.currency === undefined ? "added" : "changed";
    words.push(`currency ${how}: ${shown(o)} in the original is ${shown(c)} in the chunk`);
  } else if ((o.value.unit ?? "") !== (c.value.unit ?? "")) {
    differs.push("unit");
    words.push(`unit changed: ${shown(o)} in the original is ${shown(c)} in the chunk`);
  }
  return statementCut === undefined ? { differs, words } : { differs, words, statementCut };
}

/** Whether two column keys name one column: equal, the same words, or a year and a date in it. */
export function sameColumn(a: string, b: string): boolean {
  if (sameLabel(a, b)) return true;
  const year = /^\d{4}$/;
  return (year.test(a) && b.startsWith(`${a}-`)) || (year.test(b) && a.startsWith(`${b}-`));
}

/** How a chunk's cell is bound differently from the original's: which of row and column differ, and in words. */
export function compareBinding(
  o: ReadNumber,
  c: ReadNumber,
): { differs: ("row" | "column")[]; message: string } | undefined {
  const row = o.rowKey !== "" && c.rowKey !== "" && !sameLabel(o.rowKey, c.rowKey);
  const column = o.columnKey !== "" && c.columnKey !== "" && !sameColumn(o.columnKey, c.columnKey);
  if (!row && !column) return undefined;
  const ov = o.value;
  const cv = c.value;
  const oColumn = ov.period ?? ov.columnLabel ?? "";
  const cColumn = cv.period ?? cv.columnLabel ?? "";
  const differs: ("row" | "column")[] = [];
  if (row) differs.push("row");
  if (column) differs.push("column");
  const figure = `${row ? `"${ov.rowLabel}" ` : ""}${column || !row ? `${oColumn} ` : ""}figure ${shown(o)}`;
  const where = [row ? `in row "${cv.rowLabel}"` : "", column ? `under ${cColumn}` : ""]
    .filter(Boolean)
    .join(" ");
  return { differs, message: `${figure} sits ${where} in the chunk` };
}
