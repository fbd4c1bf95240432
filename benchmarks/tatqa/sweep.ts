/**
 * The study-part sweep of copied figures: one clean sentence per numeric cell
 * of every study table, and two swapped variants per cell (the same row's
 * value in another column, the same column's value in another row).
 *
 * The benchmark's copied cases are one per TAT-QA question, 171 on the study
 * part: too few to see why the checker fails a clean copied figure. The sweep
 * writes the same kind of sentence for every cell, with the same rendering
 * rules (`renderFigure`, `scaleWordFor`), so a class of false alarms shows
 * up in numbers. Held-out tables are refused: they are scored, never studied.
 */
import type { BenchCase } from "./cases.js";
import { placedCells, readFigure, renderFigure, scaleWordFor } from "./cases.js";
import { isHeldOut, type TatqaContext, type TatqaQuestion } from "./dataset.js";

/** Which sweep a sentence belongs to. */
export type SweepKind = "clean" | "same_row" | "same_column";

/** One sweep sentence, with the cell it copies. */
export interface SweepCase extends Pick<BenchCase, "id" | "output" | "expect"> {
  readonly kind: SweepKind;
  /** The clean sentence's id, for swaps. */
  readonly cleanId?: string;
}

/** The scale words TAT-QA gives amounts. */
export const SCALES: ReadonlySet<string> = new Set(["thousand", "million", "billion"]);

/** A cell that only states a unit or scale ("$'000", "(in millions)", "%", "$m"). */
function unitOnly(cell: string): boolean {
  const t = cell.trim().toLowerCase();
  if (t === "") return true;
  if (
    /^[([]?\s*(?:in\s+)?[$€£¥%]?\s*'?(?:000s?|m|bn|k|millions?|thousands?|billions?)?\s*[)\]]?$/.test(
      t,
    )
  )
    return true;
  return /^\(?\s*(?:in\s+|amounts\s+in\s+)?(?:[$€£a-z]+\s+)?(?:millions?|thousands?|billions?)(?:,?\s+except[^)]*)?\s*\)?$/.test(
    t,
  );
}

/**
 * A label as an analyst writes it: without footnote markers ("Net income (1)",
 * "Other(a)", "rate4 (%)", "Total*"), with spaced-out years closed up
 * ("2 0 1 8"), a percent marker left to the figure, and a unit beside a year
 * left out ("2019 $'000" → "2019").
 */
export function plainLabel(text: string): string {
  return text
    .replace(/\s*[([](?:\d{1,2}|[a-z]|[ivx]{1,4})[)\]]/gi, "")
    .replace(/([a-z])\d\b/g, "$1")
    .replace(/\*+/g, "")
    .replace(/\b(\d) (\d) (\d) (\d)\b/g, "$1$2$3$4")
    .replace(/\s*\(\s*%\s*\)|\s+%(?=\s|$)/g, "")
    .replace(/(?:US|A|RMB|HK)?[$€£¥]\s*['’]?(?:000s?|m|bn|k)\b|['’]000s?\b/gi, "")
    .replace(/\(\s*in\s+(?:millions|thousands|billions)\s*\)/gi, "")
    .replace(/\s+/g, " ")
    .trim();
}

const YEAR = /(?:19|20)\d\d/;

/** Lines whose figures are per share, per unit, prices or rates. */
const PER_UNIT = /\bper\b|\bEPS\b|\bprice|\brate\b|\bratio\b|\bcents\b/i;

/** The header cells above a cell's column, nearest first (every heading row that spans it is written in its own column). */
function headingsAbove(ctx: TatqaContext, cell: { row: number; column: number }): string[] {
  const rows = ctx.table.table;
  const firstData = rows.findIndex((row) => row.slice(1).some((c) => readFigure(c)));
  const out: string[] = [];
  for (let r = cell.row - 1; r >= 0; r--) {
    let text = (rows[r]?.[cell.column] ?? "").trim();
    // Above the data, an empty cell may sit under a heading written to its
    // left that spans it: "% of penetration" over two dated columns. It
    // spans only dated columns ("Percent Change" over "Actual | Constant"
    // does not reach the "2018" beside them).
    const dated = (c: number) => YEAR.test(rows[firstData - 1]?.[c] ?? "");
    for (let c = cell.column - 1; text === "" && r < firstData - 1 && c >= 1; c--) {
      text = (rows[r]?.[c] ?? "").trim();
      if (text !== "" && !(dated(c) && dated(cell.column))) {
        text = "";
        break;
      }
    }
    // A section heading ("% Revenues by Geography:") names the rows below it.
    if (text !== "" && !readFigure(text) && !text.endsWith(":")) out.push(text);
  }
  return out;
}

/** The scale a heading states in words ("(Shares in thousands)" → "thousand"), if one. */
function statedScale(text: string): string | undefined {
  const m = /\bin (thousand|million|billion)s?\b/i.exec(text);
  return m ? (m[1] as string).toLowerCase() : undefined;
}

/** Whether a label says its figures are percentages ("Gross margin (%)", "As percentage of sales"). */
function saysPercent(text: string): boolean {
  // "(In thousands, except percentages)" is the scale of the other lines.
  return /%|\bper ?cent(?:age)?s?\b/i.test(text.replace(/\d\s?%|\bexcept\b[^)]*/gi, ""));
}

/**
 * The column's heading as an analyst names it: the nearest cell above that
 * is not a figure and not a bare unit ("2019" over "$'000" gives "2019").
 */
export function columnHeading(ctx: TatqaContext, row: number, column: number): string | undefined {
  for (let r = row - 1; r >= 0; r--) {
    const cell = (ctx.table.table[r]?.[column] ?? "").trim();
    // A section heading ("Expenses:") names rows below it, not the column.
    if (cell === "" || unitOnly(cell) || cell.endsWith(":")) continue;
    // A heading is words or a year; a cell such as "(13)", "1:1" or "n/a"
    // above is another row's entry, not the column's name.
    if (!/[A-Za-z]{2}/.test(cell.replace(/\bn\/a\b/gi, "")) && !/(?:19|20)\d\d/.test(cell))
      continue;
    return cell;
  }
  return undefined;
}

/** The row's label: its first cell, when that is words and not a figure. */
export function rowLabel(ctx: TatqaContext, row: number): string | undefined {
  const cell = (ctx.table.table[row]?.[0] ?? "").trim();
  if (cell === "" || readFigure(cell)) return undefined;
  return cell;
}

/**
 * The scale TAT-QA gives a row: the scale of a question whose copied answer
 * is one of the row's cells, else the scale most of the table's questions
 * give ("" when they give none). The benchmark takes each copied case's scale
 * from its question; a cell no question copies borrows its table's.
 */
function scalesByRow(ctx: TatqaContext): { byRow: Map<number, string>; table: string } {
  const cells = placedCells(ctx);
  const byRow = new Map<number, string>();
  const counts = new Map<string, number>();
  for (const q of ctx.questions) {
    const scale = SCALES.has(q.scale) ? q.scale : "";
    counts.set(scale, (counts.get(scale) ?? 0) + 1);
    if (q.answer_type !== "span" || !Array.isArray(q.answer) || q.answer.length !== 1) continue;
    const f = readFigure(q.answer[0]);
    if (!f) continue;
    const home = cells.find((c) => c.value === f.value);
    if (home && !byRow.has(home.row)) byRow.set(home.row, scale);
  }
  let table = "";
  let best = 0;
  for (const [scale, n] of counts) {
    if (n > best || (n === best && scale !== "")) {
      table = scale;
      best = n;
    }
  }
  return { byRow, table };
}

/** A question-shaped stand-in for the rendering rules: only its scale is read. */
export function asQuestion(scale: string): TatqaQuestion {
  return {
    uid: "",
    question: "",
    answer: null,
    derivation: "",
    answer_type: "span",
    answer_from: "table",
    scale: scale as TatqaQuestion["scale"],
  };
}

/**
 * Whether a column writes its "%" only on its first and last figures (a tax
 * rate reconciliation: "21.0%", "3.7", …, "13.0%"), with no currency sign:
 * its bare cells are percentages too, which TAT-QA answers with the percent
 * scale ("3.7%").
 */
function percentColumn(cells: ReturnType<typeof placedCells>, column: number): boolean {
  const mine = cells.filter((c) => c.column === column);
  const first = mine[0];
  const last = mine[mine.length - 1];
  return (
    mine.length >= 3 &&
    first !== undefined &&
    last !== undefined &&
    first.text.includes("%") &&
    last.text.includes("%") &&
    !mine.some((c) => /[$€£¥]/.test(c.text))
  );
}

/**
 * The sweep's sentences for one study table. Throws on a held-out table: the
 * sweep is a study tool, and the held-out part is never read case by case.
 */
export function sweepCasesFor(ctx: TatqaContext): SweepCase[] {
  if (isHeldOut(ctx)) throw new Error(`the sweep refuses held-out table ${ctx.table.uid}`);
  const cells = placedCells(ctx);
  const { byRow, table } = scalesByRow(ctx);
  const out: SweepCase[] = [];
  for (const cell of cells) {
    const label = rowLabel(ctx, cell.row);
    const heading = columnHeading(ctx, cell.row, cell.column);
    if (label === undefined || heading === undefined) continue;
    if (plainLabel(label) === "" || plainLabel(heading) === "") continue;
    // A note column holds references to the notes, not amounts to copy.
    if (/^notes?$/i.test(plainLabel(heading))) continue;
    const read = readFigure(cell.text);
    if (!read) continue;
    // A rate the row or column marks as a percentage is written with its sign,
    // as TAT-QA's questions give such answers the percent scale.
    const f = {
      ...read,
      percent:
        read.percent ||
        saysPercent(label) ||
        headingsAbove(ctx, cell).some(saysPercent) ||
        percentColumn(cells, cell.column),
    };
    // A per-share amount, a price or a rate takes no scale word from its
    // table: TAT-QA gives such answers none ("$0.35", not "$0.35 thousand").
    // A scale a heading over the column states ("(Dollars in millions)")
    // comes first: it is the column's own.
    const stated = headingsAbove(ctx, cell)
      .map(statedScale)
      .find((x) => x !== undefined);
    const own = stated ?? byRow.get(cell.row);
    const q = asQuestion(own ?? (PER_UNIT.test(`${label} ${heading}`) || f.percent ? "" : table));
    const scale = scaleWordFor(ctx, q);
    const sentence = (figure: string) =>
      `The ${plainLabel(label)} in ${plainLabel(heading)} is ${figure} [R1].`;
    const id = `sweep:${ctx.table.uid}:${cell.row}:${cell.column}`;
    out.push({
      id,
      output: sentence(renderFigure(f, f.value, q, scale)),
      expect: "pass",
      kind: "clean",
    });
    // One swap of each kind, the nearest cell with another value, rendered
    // with the clean cell's currency and percent sign (as the bench does).
    const differs = (v: number) => v !== f.value && v !== -f.value;
    const sameRow = cells
      .filter((c) => c.row === cell.row && c.column !== cell.column && differs(c.value))
      .sort((a, b) => Math.abs(a.column - cell.column) - Math.abs(b.column - cell.column))[0];
    const sameColumn = cells
      .filter((c) => c.column === cell.column && c.row !== cell.row && differs(c.value))
      .sort((a, b) => Math.abs(a.row - cell.row) - Math.abs(b.row - cell.row))[0];
    for (const [kind, other] of [
      ["same_row", sameRow],
      ["same_column", sameColumn],
    ] as const) {
      const swapped = other && readFigure(other.text);
      if (!swapped) continue;
      const written = { ...swapped, percent: swapped.percent || f.percent };
      out.push({
        id: `${id}:${kind}`,
        output: sentence(renderFigure(written, swapped.value, q, scale)),
        expect: "fail",
        kind,
        cleanId: id,
      });
    }
  }
  return out;
}
