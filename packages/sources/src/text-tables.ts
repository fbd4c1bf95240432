import { DomHandler, DomUtils, Parser } from "htmlparser2";
import { csvRecords as readCsv } from "./csv-records.js";
import {
  type FlattenedTable,
  flattenedTables,
  isGroupedFigure,
  isPeriodHeading,
} from "./flattened-tables.js";
import { type Grid, splitHeader } from "./table.js";
import { widest } from "./widest.js";

/** A table found in a text, with its offsets. */
export interface TextTable {
  readonly grid: Omit<Grid, "path" | "unit">;
  readonly start: number;
  readonly end: number;
}

type Report = (message: string, at: number) => void;

// ---------- JSON-style arrays: [["", "2019"], ["Revenue", "$1,234"]] (JSON or Python literals) ----------

/**
 * Where each `[` of a text closes, found in one pass from the end of the
 * text: `closeOf(p)` is the end (exclusive) of the bracketed block that
 * starts at the `[` at `p`, or -1 when it never closes. The block is read
 * as a scan from `p` would read it: brackets inside a quoted string (`"…"`
 * or `'…'`, where a backslash escapes the next character) do not count, and
 * a quote that never closes runs to the end of the text.
 *
 * A scan from each `[` would take time quadratic in the text's length when
 * brackets never close (`"[".repeat(32_000)`); here each position is read
 * once. Whether a character is quoted depends on where a scan started, so
 * the pass keeps, for each position, where a scan standing there outside
 * quotes would meet the first `]` that takes it below its starting depth.
 */
export function bracketCloser(text: string): (p: number) => number {
  const n = text.length;
  // below[i]: the `]` at which a scan at i, outside quotes, first falls
  // below the depth it had at i (-1: never).
  const below = new Int32Array(n + 1);
  below[n] = -1;
  // Where a scan inside a quoted string, at i + 1 and at i + 2, leaves it
  // (the position after the closing quote; -1: the quote never closes,
  // as at n and n + 1).
  let doubleAt1 = -1;
  let doubleAt2 = -1;
  let singleAt1 = -1;
  let singleAt2 = -1;
  for (let i = n - 1; i >= 0; i--) {
    const ch = text.charCodeAt(i);
    // Leaving a quoted string from i, for each kind of quote.
    const double = ch === BACKSLASH ? doubleAt2 : ch === DOUBLE ? i + 1 : doubleAt1;
    const single = ch === BACKSLASH ? singleAt2 : ch === SINGLE ? i + 1 : singleAt1;
    if (ch === DOUBLE || ch === SINGLE) {
      const after = ch === DOUBLE ? doubleAt1 : singleAt1;
      below[i] = after < 0 ? -1 : (below[after] as number);
    } else if (ch === OPEN) {
      const closed = below[i + 1] as number;
      below[i] = closed < 0 ? -1 : (below[closed + 1] as number);
    } else if (ch === CLOSE) below[i] = i;
    else below[i] = below[i + 1] as number;
    doubleAt2 = doubleAt1;
    doubleAt1 = double;
    singleAt2 = singleAt1;
    singleAt1 = single;
  }
  return (p) => {
    const closed = below[p + 1] as number;
    return closed < 0 ? -1 : closed + 1;
  };
}

const BACKSLASH = 0x5c;
const DOUBLE = 0x22;
const SINGLE = 0x27;
const OPEN = 0x5b;
const CLOSE = 0x5d;

/** Parse a JSON or Python literal of nested arrays of strings, numbers and nulls. */
function parseLiteral(src: string): unknown {
  let i = 0;
  const ws = () => {
    while (i < src.length && /\s/.test(src[i] as string)) i++;
  };
  const value = (): unknown => {
    ws();
    const ch = src[i];
    if (ch === "[") {
      i++;
      const out: unknown[] = [];
      ws();
      if (src[i] === "]") {
        i++;
        return out;
      }
      for (;;) {
        out.push(value());
        ws();
        if (src[i] === ",") {
          i++;
          ws();
          if (src[i] === "]") {
            i++;
            return out;
          }
          continue;
        }
        if (src[i] === "]") {
          i++;
          return out;
        }
        throw new Error("expected , or ]");
      }
    }
    if (ch === '"' || ch === "'") {
      const q = ch;
      i++;
      let s = "";
      while (i < src.length && src[i] !== q) {
        if (src[i] === "\\") {
          const n = src[i + 1];
          if (n === "u") {
            s += String.fromCharCode(Number.parseInt(src.slice(i + 2, i + 6), 16));
            i += 6;
            continue;
          }
          s += n === "n" ? "\n" : n === "t" ? "\t" : (n ?? "");
          i += 2;
          continue;
        }
        s += src[i];
        i++;
      }
      if (src[i] !== q) throw new Error("unterminated string");
      i++;
      return s;
    }
    const m = /^(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|null|None|true|false|True|False|NaN)/.exec(
      src.slice(i, i + 40),
    );
    if (!m?.[1]) throw new Error("unexpected token");
    i += m[1].length;
    const t = m[1];
    if (t === "null" || t === "None" || t === "NaN") return null;
    if (t === "true" || t === "True") return true;
    if (t === "false" || t === "False") return false;
    return Number(t);
  };
  const v = value();
  ws();
  if (i !== src.length) throw new Error("trailing text");
  return v;
}

function jsonTables(text: string, report: Report): TextTable[] {
  const out: TextTable[] = [];
  let closeOf: ((p: number) => number) | undefined;
  let from = 0;
  for (;;) {
    const at = text.indexOf("[", from);
    if (at < 0) break;
    const next = text.slice(at + 1).match(/^\s*\[/);
    if (!next) {
      from = at + 1;
      continue;
    }
    closeOf ??= bracketCloser(text);
    const end = closeOf(at);
    if (end < 0) {
      from = at + 1;
      continue;
    }
    let parsed: unknown;
    try {
      parsed = parseLiteral(text.slice(at, end));
    } catch {
      report("a [[…]] block looks like a table but is not a well-formed array of arrays", at);
      from = end;
      continue;
    }
    if (
      Array.isArray(parsed) &&
      parsed.length > 0 &&
      parsed.every(
        (r) =>
          Array.isArray(r) &&
          r.every((c) => c === null || ["string", "number", "boolean"].includes(typeof c)),
      )
    ) {
      const { header, body } = splitHeader(parsed as unknown[][], (m) => report(m, at));
      out.push({ grid: { shape: "json", header, body }, start: at, end });
    }
    from = end;
  }
  return out;
}

// ---------- Markdown pipe tables ----------

const DELIMITER = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function splitPipes(line: string): string[] {
  let s = line.trim();
  if (s.startsWith("|")) s = s.slice(1);
  if (s.endsWith("|") && !s.endsWith("\\|")) s = s.slice(0, -1);
  const cells: string[] = [];
  let cur = "";
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\" && s[i + 1] === "|") {
      cur += "|";
      i++;
    } else if (s[i] === "|") {
      cells.push(cur.trim());
      cur = "";
    } else cur += s[i];
  }
  cells.push(cur.trim());
  return cells;
}

interface Line {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf("\n", start);
    const end = nl < 0 ? text.length : nl;
    lines.push({ text: text.slice(start, end).replace(/\r$/, ""), start, end });
    if (nl < 0) break;
    start = nl + 1;
  }
  return lines;
}

function markdownTables(lines: readonly Line[]): TextTable[] {
  const out: TextTable[] = [];
  for (let i = 1; i < lines.length; i++) {
    const delim = lines[i] as Line;
    const head = lines[i - 1] as Line;
    if (!DELIMITER.test(delim.text) || !delim.text.includes("-") || !head.text.includes("|"))
      continue;
    if (!delim.text.includes("|") && splitPipes(head.text).length < 2) continue;
    const header = [splitPipes(head.text)];
    const body: string[][] = [];
    let j = i + 1;
    while (
      j < lines.length &&
      (lines[j] as Line).text.includes("|") &&
      (lines[j] as Line).text.trim() !== ""
    ) {
      body.push(splitPipes((lines[j] as Line).text));
      j++;
    }
    const last = lines[j - 1] as Line;
    out.push({ grid: { shape: "markdown", header, body }, start: head.start, end: last.end });
    i = j;
  }
  return out;
}

// ---------- HTML <table> ----------

/** The parts of a domhandler node read here (htmlparser2's DOM, typed structurally). */
interface Node {
  readonly type: string;
  readonly name?: string;
  readonly attribs?: Record<string, string>;
  readonly children?: Node[];
}
interface El extends Node {
  readonly name: string;
  readonly attribs: Record<string, string>;
  readonly children: Node[];
}
function isTag(n: Node): n is El {
  return n.type === "tag" || n.type === "script" || n.type === "style";
}

const HIDDEN_STYLE = /display\s*:\s*none/i;
// Classes that pages hide with their style sheets: Wikipedia's sort keys
// ("sortkey"), and the usual utility classes for text no reader sees.
const HIDDEN_CLASS = /(?:^|\s)(?:sortkey|sort-key|hidden|d-none|visually-hidden|sr-only)(?:\s|$)/i;
const REFERENCE_CLASS = /(?:^|\s)reference(?:\s|$)/;

/**
 * The text a reader sees in an element: no element hidden by its style (a
 * sort key such as `<span style="display:none">7003500000000000000</span>`,
 * or one of a class a style sheet hides, `<span class="sortkey">`)
 * before "5,000"), no citation link (`<sup class="reference">[2]</sup>`
 * after a number), and a line break read as a space.
 */
function visibleText(node: Node): string {
  let out = "";
  const walk = (nodes: readonly Node[]) => {
    for (const n of nodes) {
      if (n.type === "text") out += (n as unknown as { data: string }).data;
      else if (isTag(n)) {
        if (n.name === "br") out += " ";
        else if (n.name === "script" || n.name === "style") continue;
        else if (HIDDEN_STYLE.test(n.attribs.style ?? "")) continue;
        else if (HIDDEN_CLASS.test(n.attribs.class ?? "") || n.attribs.hidden !== undefined)
          continue;
        else if (n.name === "sup" && REFERENCE_CLASS.test(n.attribs.class ?? "")) continue;
        else walk(n.children);
      } else if (n.children) walk(n.children);
    }
  };
  walk(node.children ?? []);
  return out;
}

/**
 * The deepest nesting of elements read in an HTML table, as browsers bound
 * it (Blink's parser nests no deeper than 512). htmlparser2 spends time on
 * each element in proportion to how deep it is open, so thousands of
 * `<table>` or `<div>` tags that never close would take time quadratic in
 * their number.
 */
const HTML_DEPTH = 512;

/** Thrown when an HTML table nests elements deeper than {@link HTML_DEPTH}. */
class TooDeep extends Error {}

/**
 * htmlparser2's DOM handler, stopping once elements nest deeper than
 * {@link HTML_DEPTH}. The class is made on first use, not when this module
 * loads: extending DomHandler at load would load htmlparser2 for every
 * reading (the CLI's bundle loads it only for a text with an HTML table).
 */
function boundedDomHandler(): DomHandler {
  BoundedDomHandler ??= class extends DomHandler {
    private depth = 0;
    override onopentag(name: string, attribs: Record<string, string>): void {
      this.depth++;
      if (this.depth > HTML_DEPTH) throw new TooDeep();
      super.onopentag(name, attribs);
    }
    override onclosetag(): void {
      this.depth--;
      super.onclosetag();
    }
  };
  return new BoundedDomHandler();
}
let BoundedDomHandler: (new () => DomHandler) | undefined;

/** The grid of the first `<table>` in `html`; throws {@link TooDeep} when its elements nest too deep. */
function htmlTable(html: string): Omit<Grid, "path" | "unit"> | undefined {
  const options = { decodeEntities: true, lowerCaseTags: true };
  const handler = boundedDomHandler();
  new Parser(handler, options).end(html);
  const doc = handler.root;
  const table = DomUtils.findOne(
    (e) => e.name === "table",
    doc.children,
    true,
  ) as unknown as El | null;
  if (!table) return undefined;
  // Rows of this table only (not of a nested one), in document order.
  const trs: { el: Node; inHead: boolean }[] = [];
  const walk = (nodes: readonly Node[], inHead: boolean) => {
    for (const n of nodes) {
      if (!isTag(n)) continue;
      if (n.name === "table") continue;
      if (n.name === "tr") trs.push({ el: n, inHead });
      else walk(n.children, inHead || n.name === "thead");
    }
  };
  walk(table.children as Node[], false);
  const grid: { text: string; th: boolean; spanned: boolean }[][] = [];
  const rowspans: ({ text: string; th: boolean; left: number } | undefined)[] = [];
  trs.forEach(({ el }, r) => {
    const row: { text: string; th: boolean; spanned: boolean }[] = [];
    grid[r] = row;
    let c = 0;
    const fillSpans = () => {
      while (rowspans[c] && (rowspans[c] as { left: number }).left > 0) {
        const s = rowspans[c] as { text: string; th: boolean; left: number };
        row[c] = { text: s.text, th: s.th, spanned: true };
        s.left--;
        c++;
      }
    };
    if (!isTag(el)) return;
    for (const cell of el.children) {
      if (!isTag(cell) || (cell.name !== "td" && cell.name !== "th")) continue;
      fillSpans();
      const text = visibleText(cell).replace(/\s+/g, " ").trim();
      const th = cell.name === "th";
      const colspan = Math.max(
        1,
        Math.min(1000, Number.parseInt(cell.attribs.colspan ?? "1", 10) || 1),
      );
      const rowspan = Math.max(
        1,
        Math.min(1000, Number.parseInt(cell.attribs.rowspan ?? "1", 10) || 1),
      );
      for (let k = 0; k < colspan; k++) {
        row[c + k] = { text, th, spanned: k > 0 };
        if (rowspan > 1) rowspans[c + k] = { text, th, left: rowspan - 1 };
      }
      c += colspan;
    }
    fillSpans();
  });
  if (grid.length === 0) return undefined;
  const width = widest(grid);
  // Header rows: rows in <thead>, else leading rows made only of <th> cells.
  let h = trs.filter((t) => t.inHead).length;
  if (h === 0) {
    while (
      h < grid.length &&
      (grid[h] as { th: boolean }[]).length > 0 &&
      (grid[h] as { th: boolean }[]).every((x) => x?.th)
    )
      h++;
    if (h === grid.length) h = 0;
  }
  const header = grid
    .slice(0, h)
    .map((row) => Array.from({ length: width }, (_, c) => row[c]?.text ?? ""));
  // A spanned copy of a number is not a second value: only text is repeated into spanned body cells.
  const bodyRows = grid.slice(h);
  const body = bodyRows.map((row) =>
    Array.from({ length: row.length }, (_, c) => {
      const x = row[c];
      if (!x) return "";
      return x.spanned && /\d/.test(x.text) ? "" : x.text;
    }),
  );
  if (h === 0 && body.length > 0) {
    const split = splitHeader(body, () => {});
    const thColumn = labelColumnOf(bodyRows.slice(split.header.length));
    return {
      shape: "html",
      header: split.header,
      body: split.body,
      width,
      ...(thColumn !== undefined ? { labelColumn: thColumn } : {}),
    };
  }
  const thColumn = labelColumnOf(bodyRows);
  return {
    shape: "html",
    header,
    body,
    width,
    ...(thColumn !== undefined ? { labelColumn: thColumn } : {}),
  };
}

/** The column in which body rows have their `th` row header, when they agree on one. */
function labelColumnOf(rows: readonly { th: boolean }[][]): number | undefined {
  let col: number | undefined;
  for (const row of rows) {
    const c = row.findIndex((x) => x?.th);
    if (c < 0) continue;
    if (col === undefined) col = c;
    else if (col !== c) return undefined;
  }
  return col;
}

function htmlTables(text: string, report: Report): TextTable[] {
  const out: TextTable[] = [];
  const open = /<table\b/gi;
  let m: RegExpExecArray | null = open.exec(text);
  while (m) {
    const start = m.index;
    // Find the matching </table>, counting nested tables.
    const tag = /<\/?table\b[^>]*>/gi;
    tag.lastIndex = start;
    let depth = 0;
    let end = -1;
    let t: RegExpExecArray | null = tag.exec(text);
    while (t) {
      if (t[0][1] === "/") depth--;
      else depth++;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
      t = tag.exec(text);
    }
    if (end < 0) {
      report("an HTML <table> has no closing </table>; it is read to the end of the text", start);
      end = text.length;
    }
    let grid: Omit<Grid, "path" | "unit"> | undefined;
    try {
      grid = htmlTable(text.slice(start, end));
    } catch (error) {
      if (!(error instanceof TooDeep)) throw error;
      report(`an HTML <table> nests elements more than ${HTML_DEPTH} deep; it is not read`, start);
    }
    if (grid) out.push({ grid, start, end });
    open.lastIndex = end;
    m = open.exec(text);
  }
  return out;
}

// ---------- CSV / TSV blocks ----------

function csvRows(block: string, delimiter: string): string[][] | undefined {
  try {
    return readCsv(block, delimiter);
  } catch {
    return undefined;
  }
}

const NUMBER_FIELD =
  /^[-+(]?[$€£]?\d[\d,.]*\)?%?(?: [A-Za-z°µ][A-Za-z²³/.]{0,11})?(?: ?\([^()]{1,40}\))?$/;

/** The most lines one CSV record may span (a quoted field holding line breaks). */
const RECORD_LINES = 8;

/**
 * The lines joined into CSV records: a line that leaves a quoted field open
 * (an odd number of `"`) runs on into the next ones until the field closes
 * ("Results\nFinal score" in a header cell, "298.1 m (978 ft)\n(355 m tip)"
 * in a body cell), within {@link RECORD_LINES} lines; a quote that never
 * closes leaves the lines as they are.
 */
function csvRecords(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  let i = 0;
  while (i < lines.length) {
    const first = lines[i] as Line;
    let quotes = countQuotes(first.text);
    let j = i;
    while (quotes % 2 === 1 && j + 1 < lines.length && j - i + 1 < RECORD_LINES) {
      j++;
      quotes += countQuotes((lines[j] as Line).text);
    }
    if (j === i || quotes % 2 === 1) {
      out.push(first);
      i++;
      continue;
    }
    out.push({ text: linesText(lines, i, j + 1), start: first.start, end: (lines[j] as Line).end });
    i = j + 1;
  }
  return out;
}

function countQuotes(text: string): number {
  let n = 0;
  for (let k = text.indexOf('"'); k >= 0; k = text.indexOf('"', k + 1)) n++;
  return n;
}

/** Whether a record quotes each of its `n` fields ("a","b","c"): CSV, not a sentence. */
function allQuoted(text: string, delimiter: string, n: number): boolean {
  const t = text.trim();
  return (
    t.length >= 2 && t.startsWith('"') && t.endsWith('"') && t.split(`"${delimiter}"`).length >= n
  );
}

/** Blocks of two or more lines that read as CSV to the same number (≥ 2) of short fields, one of them a number. */
function delimitedTables(
  physical: readonly Line[],
  taken: (s: number, e: number) => boolean,
): TextTable[] {
  const out: TextTable[] = [];
  const lines = physical.some((l) => l.text.includes('"')) ? csvRecords(physical) : physical;
  for (const delimiter of ["\t", ","]) {
    let i = 0;
    while (i < lines.length) {
      const first = lines[i] as Line;
      if (taken(first.start, first.end) || !first.text.includes(delimiter)) {
        i++;
        continue;
      }
      const firstRow = csvRows(first.text, delimiter)?.[0];
      const n = firstRow?.length ?? 0;
      // A sentence with commas is no record: fields are short and hold no
      // sentence break, unless every field is quoted (a record quoting
      // "vs. Winnipeg" or "298.1 m (978 ft) (355 m (1,165 ft) tip)" is CSV
      // however its fields read).
      const plausible = (row: string[] | undefined, text: string) => {
        if (row === undefined || row.length !== n) return false;
        // "9,571 $" or "(1,577)" alone on a line is one figure of a table
        // flattened a cell per line, not a record of two fields.
        if (delimiter === "," && isGroupedFigure(text)) return false;
        // "June 29, 2025" or "Year Ended December 31," alone on a line is a
        // period heading of such a table, not a record of two fields.
        if (delimiter === "," && isPeriodHeading(text)) return false;
        if (!row.every((c) => c.length <= 60)) return false;
        if (allQuoted(text, delimiter, n)) return true;
        return (
          row.every((c) => c.split(/\s+/).length <= 8) &&
          (delimiter === "\t" || !/[.!?]\s+[A-Z]/.test(row.join(",")))
        );
      };
      if (n < 2 || !plausible(firstRow, first.text)) {
        i++;
        continue;
      }
      let j = i + 1;
      const rows: string[][] = [firstRow as string[]];
      while (j < lines.length) {
        const l = lines[j] as Line;
        if (taken(l.start, l.end) || !l.text.includes(delimiter)) break;
        const row = csvRows(l.text, delimiter)?.[0];
        if (!plausible(row, l.text)) break;
        rows.push(row as string[]);
        j++;
      }
      // A number, alone or with its unit or count word ("3,282 km", "3,410 seats").
      const hasNumber = rows.some((r) => r.some((c) => NUMBER_FIELD.test(c.trim())));
      if (rows.length >= 2 && hasNumber) {
        // Re-parse the block as a whole, so quoted fields spanning the block's lines parse as one CSV text reads them.
        const start = first.start;
        const end = (lines[j - 1] as Line).end;
        const block = csvRows(rows.length > 0 ? linesText(lines, i, j) : "", delimiter) ?? rows;
        const { header, body } = splitHeader(block, () => {});
        out.push({ grid: { shape: delimiter === "\t" ? "tsv" : "csv", header, body }, start, end });
        i = j;
      } else i++;
    }
  }
  return out;
}

function linesText(lines: readonly Line[], from: number, to: number): string {
  return lines
    .slice(from, to)
    .map((l) => l.text)
    .join("\n");
}

function asTextTable(t: FlattenedTable): TextTable {
  return {
    grid: {
      shape: "flattened",
      header: t.header,
      body: t.body,
      ...(t.measures ? { measures: t.measures } : {}),
    },
    start: t.start,
    end: t.end,
  };
}

/**
 * Whether the span from `start` to `end` overlaps one of `spans`: spans
 * sorted by start that are never empty and never overlap, so sorted by end
 * too, and the only one that may overlap is the first that ends after
 * `start` (found by binary search).
 */
function overlapsAny(spans: readonly TextTable[], start: number, end: number): boolean {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((spans[mid] as TextTable).end > start) hi = mid;
    else lo = mid + 1;
  }
  const first = spans[lo];
  return first !== undefined && first.start < end;
}

/** Two lists of tables sorted by start, merged into one. */
function mergedByStart(a: readonly TextTable[], b: readonly TextTable[]): TextTable[] {
  if (b.length === 0) return a as TextTable[];
  const out: TextTable[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if ((a[i] as TextTable).start <= (b[j] as TextTable).start) out.push(a[i++] as TextTable);
    else out.push(b[j++] as TextTable);
  }
  while (i < a.length) out.push(a[i++] as TextTable);
  while (j < b.length) out.push(b[j++] as TextTable);
  return out;
}

/**
 * Every table in a text: HTML `<table>`s (htmlparser2), JSON-style arrays of
 * arrays, Markdown pipe tables, tables flattened one cell per line
 * ({@link flattenedTables}) and CSV/TSV blocks (csv-records.ts), sorted by
 * position and never overlapping (an earlier kind in that list wins).
 */
export function findTextTables(text: string, report: Report): TextTable[] {
  let found: TextTable[] = [];
  const overlaps = (s: number, e: number) => overlapsAny(found, s, e);
  // Tables that overlap none found before them, added a run in order of
  // start at a time: each run is merged into `found` once it ends.
  const add = (ts: TextTable[]) => {
    let run: TextTable[] = [];
    for (const t of ts) {
      const last = run[run.length - 1];
      if (last !== undefined && t.start < last.start) {
        found = mergedByStart(found, run);
        run = [];
      }
      if (!overlaps(t.start, t.end) && !overlapsAny(run, t.start, t.end)) run.push(t);
    }
    found = mergedByStart(found, run);
  };
  if (/<table\b/i.test(text)) add(htmlTables(text, report));
  if (text.includes("[")) add(jsonTables(text, report));
  const hasPipe = text.includes("|");
  const hasDelim = text.includes(",") || text.includes("\t");
  const multiline = text.includes("\n");
  if (hasPipe || hasDelim || multiline) {
    const lines = multiline ? linesOf(text) : [{ text, start: 0, end: text.length }];
    if (hasPipe) add(markdownTables(lines));
    // Before CSV: a flattened cell "9,571" is no record of two fields.
    if (multiline) add(flattenedTables(lines, overlaps).map(asTextTable));
    if (hasDelim && lines.length > 1) add(delimitedTables(lines, overlaps));
  }
  return found.sort((a, b) => a.start - b.start);
}
