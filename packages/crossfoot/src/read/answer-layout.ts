import type { Sentence } from "@crossfoot/extract";

/** A row of a Markdown table written in the answer, with its table's header cells. */
export interface AnswerTableRow {
  /** The header cells' text, markup stripped, in column order. */
  readonly header: readonly string[];
  /** Offsets (in the answer) of the row's cell separators ("|"). */
  readonly pipes: readonly number[];
  /** Whether the row starts with a separator (so the first cell follows the first pipe). */
  readonly leading: boolean;
}

/** How an answer's lines are laid out: which sentence leads into which, and its table rows. */
export interface AnswerLayout {
  /** For each sentence, the sentence that leads into it (a heading or a line ending with a colon), or -1. */
  readonly leadIns: readonly number[];
  /** For each sentence on a table row under a header, that row. */
  readonly rows: readonly (AnswerTableRow | undefined)[];
}

const NO_LAYOUT: AnswerLayout = { leadIns: [], rows: [] };

const HEADING = /^#{1,6}\s/;
const ITEM = /^(?:[-*•+]|\d{1,2}[.)]|[a-z][.)])\s/;
const SEPARATOR = /^\|?[\s:|-]*-{3,}[\s:|-]*$/;
// A citation in brackets: "[1]", "[R1, R2]".
const CITATION = /\[[^\]\n]{1,40}\]/g;
// A line in bold alone, no bold run inside it.
const BOLD_LINE = /^(?:\*\*[^*\n]+\*\*|__[^_\n]+__)$/;

type Kind = "blank" | "heading" | "table" | "item" | "text";

interface Line {
  readonly start: number;
  readonly end: number;
  readonly kind: Kind;
  /** The line ends with a colon, or is a heading: it leads into the lines under it. */
  readonly leads: boolean;
  readonly indent: number;
}

/** Whether a line ends with a colon, closing markup ("**", "_") and spaces aside. */
function endsWithColon(line: string): boolean {
  let k = line.length;
  for (;;) {
    const c = line.charCodeAt(k - 1);
    if (c === 42 || c === 95 || c === 32 || c === 9) k--;
    else return c === 58;
  }
}

/** Read one line: what it is and whether it leads into the lines under it. */
function readLine(text: string, start: number, end: number): Line {
  const raw = text.slice(start, end);
  const trimmed = raw.trim();
  const indent = raw.length - raw.trimStart().length;
  if (trimmed === "") return { start, end, kind: "blank", leads: false, indent };
  if (trimmed.startsWith("|")) return { start, end, kind: "table", leads: false, indent };
  if (HEADING.test(trimmed)) return { start, end, kind: "heading", leads: true, indent };
  // Citations say nothing of the layout: "**Key figures for 2024** [1]:".
  const bare = trimmed.replace(CITATION, "").trimEnd();
  const colon = endsWithColon(bare);
  // A line in bold alone ("**Key figures for 2024**") is a heading.
  if (!colon && BOLD_LINE.test(bare)) return { start, end, kind: "heading", leads: true, indent };
  const kind: Kind = ITEM.test(trimmed) ? "item" : "text";
  return { start, end, kind, leads: colon, indent };
}

/** The cells of a table line, markup stripped. */
function cellsOf(line: string): string[] {
  let s = line.trim();
  if (s.startsWith("|")) s = s.slice(1);
  if (s.endsWith("|")) s = s.slice(0, -1);
  return s.split("|").map((c) => c.replace(/[*_`]/g, "").trim());
}

/**
 * Read how an answer's lines are laid out. A heading or a line ending with
 * a colon leads into the lines under it: its first block (after any blank
 * lines) and the list items that follow it, until the next heading, the
 * next line that leads in at its level, or a paragraph after a blank line.
 * An item ending with a colon leads into the items indented under it. A
 * table whose second line is a separator has the first as its header.
 */
export function answerLayout(text: string, sentences: readonly Sentence[]): AnswerLayout {
  if (!text.includes("\n") || sentences.length === 0) return NO_LAYOUT;
  const lines: Line[] = [];
  let from = 0;
  for (let k = 0; k <= text.length; k++) {
    if (k === text.length || text.charCodeAt(k) === 10) {
      lines.push(readLine(text, from, k));
      from = k + 1;
    }
  }
  // The sentences of each line, by their start.
  const lineSentences: number[][] = lines.map(() => []);
  let li = 0;
  for (const s of sentences) {
    while (li < lines.length - 1 && (lines[li] as Line).end < s.start) li++;
    (lineSentences[li] as number[]).push(s.index);
  }
  const leadIns = sentences.map(() => -1);
  const rows: (AnswerTableRow | undefined)[] = sentences.map(() => undefined);
  // Open lead-ins, outermost first: the sentence that leads, its line's
  // indent (-1 for lines that are no items), and whether lines came under it.
  const open: { sentence: number; indent: number; heading: boolean; filled: boolean }[] = [];
  let blank = false;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as Line;
    const own = lineSentences[n] as number[];
    if (line.kind === "blank") {
      blank = true;
      continue;
    }
    if (line.kind === "heading") {
      open.length = 0;
    } else if (line.kind === "item") {
      while (open.length > 0) {
        const top = open[open.length - 1] as (typeof open)[number];
        if (top.indent >= 0 && top.indent >= line.indent) open.pop();
        else break;
      }
    } else {
      // A paragraph after a blank line ends the lead-ins lines came under;
      // a line that leads in replaces one that is no heading.
      if (blank)
        while (open.length > 0 && (open[open.length - 1] as (typeof open)[number]).filled)
          open.pop();
      if (line.leads)
        while (open.length > 0 && !(open[open.length - 1] as (typeof open)[number]).heading)
          open.pop();
    }
    blank = false;
    const top = open[open.length - 1];
    if (top !== undefined) {
      top.filled = true;
      for (const s of own) leadIns[s] = top.sentence;
    }
    if (line.leads && own.length > 0) {
      open.push({
        sentence: own[own.length - 1] as number,
        indent: line.kind === "item" ? line.indent : -1,
        heading: line.kind === "heading",
        filled: false,
      });
    }
  }
  // Tables: a header line, a separator, then rows.
  for (let n = 0; n + 2 < lines.length; n++) {
    const head = lines[n] as Line;
    const sep = lines[n + 1] as Line;
    if (head.kind !== "table" || sep.kind !== "table") continue;
    if (!SEPARATOR.test(text.slice(sep.start, sep.end).trim())) continue;
    const header = cellsOf(text.slice(head.start, head.end));
    let r = n + 2;
    for (; r < lines.length && (lines[r] as Line).kind === "table"; r++) {
      const row = lines[r] as Line;
      const pipes: number[] = [];
      for (let k = row.start; k < row.end; k++) if (text.charCodeAt(k) === 124) pipes.push(k);
      const leading = text.slice(row.start, row.end).trimStart().startsWith("|");
      for (const s of lineSentences[r] as number[]) rows[s] = { header, pipes, leading };
    }
    n = r - 1;
  }
  return { leadIns, rows };
}

/** The header cell over the cell at `offset` (in the answer) of a table row, if any. */
export function headerOver(row: AnswerTableRow, offset: number): string | undefined {
  let before = 0;
  for (const p of row.pipes) if (p < offset) before++;
  const column = row.leading ? before - 1 : before;
  return column >= 0 ? row.header[column] : undefined;
}
