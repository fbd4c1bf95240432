/**
 * Make the chunkings of the fictional filings in `originals/` the way common
 * chunkers make them, and corrupted copies with one failure each, as JSONL
 * files of `{ id, document, text, metadata }` in `chunks/`:
 *
 *   npx tsx examples/corpus/make-chunks.ts
 *
 * Faithful chunkings (verification finds nothing wrong in them):
 * - `fixed-size.jsonl`: windows of 400 characters overlapping by 80, cut
 *   anywhere (inside a tag, a table, a number), whitespace trimmed, as
 *   LangChain's CharacterTextSplitter with no separator makes them;
 * - `by-heading.jsonl`: one chunk per `<h1>`/`<h2>` section of the HTML as
 *   written, as header-based splitters make them;
 * - `flattened.jsonl`: each section converted to text first (headings as
 *   `#` lines, paragraphs and list items as lines, each table as a Markdown
 *   pipe table whose column headers join the header rows above each column),
 *   as HTML-to-Markdown converters do before chunking.
 *
 * Corrupted copies (one failure each; what verification finds is in
 * README.md beside this script):
 * - `corrupt-dropped-row.jsonl`: by heading, a table row left out (coverage);
 * - `corrupt-scale.jsonl`: by heading, a table's "(in thousands)" left out (scale);
 * - `corrupt-sign.jsonl`: fixed size, accounting parentheses dropped (sign);
 * - `corrupt-digits.jsonl`: by heading, "1,234" written "1.234" (digits);
 * - `corrupt-shifted-column.jsonl`: flattened, a row's values shifted one
 *   column left, so 2023's figure sits under 2024 (binding);
 * - `corrupt-orphans.jsonl`: by heading, one document's chunks missing and a
 *   chunk naming a document that is not among the originals (orphans).
 *
 * Every figure in the filings is fictional.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** A chunk as the JSONL files hold it. */
export interface Chunk {
  readonly id: string;
  readonly document: string;
  readonly text: string;
  readonly metadata: Record<string, unknown>;
}

const here = dirname(fileURLToPath(import.meta.url));
const chunksDir = join(here, "chunks");

/** The filings of `originals/`, by file name: `{ id, text }`, id the name without `.html`. */
export function readOriginals(dir = join(here, "originals")): { id: string; text: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".html"))
    .sort()
    .map((name) => ({ id: basename(name, ".html"), text: readFileSync(join(dir, name), "utf8") }));
}

/** Fixed-size windows with overlap, trimmed, cut wherever the size falls. */
export function fixedSize(id: string, text: string, size = 400, overlap = 80): Chunk[] {
  const out: Chunk[] = [];
  for (let start = 0, k = 0; start < text.length; start += size - overlap, k++) {
    const piece = text.slice(start, start + size).trim();
    if (piece) {
      out.push({
        id: `${id}#fixed-${k}`,
        document: id,
        text: piece,
        metadata: { chunker: "fixed-size", size, overlap, index: k },
      });
    }
    if (start + size >= text.length) break;
  }
  return out;
}

/** Where each `<h1>`/`<h2>` starts. */
function headingStarts(text: string): number[] {
  return [...text.matchAll(/<h[12][\s>]/g)].map((m) => m.index ?? 0);
}

/** One chunk per section: the text before the first heading, then from each heading to the next. */
export function byHeading(id: string, text: string): Chunk[] {
  const cuts = [0, ...headingStarts(text), text.length];
  const out: Chunk[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const piece = text.slice(cuts[k], cuts[k + 1]).trim();
    if (!piece) continue;
    const heading = /<h[12][^>]*>([\s\S]*?)<\/h[12]>/.exec(piece)?.[1];
    out.push({
      id: `${id}#section-${out.length}`,
      document: id,
      text: piece,
      metadata: { chunker: "by-heading", ...(heading ? { heading: plain(heading) } : {}) },
    });
  }
  return out;
}

const ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  mdash: "—",
  ndash: "–",
  rsquo: "’",
  lsquo: "‘",
  quot: '"',
  lt: "<",
  gt: ">",
};

/** An element's text: tags out, entities decoded, whitespace collapsed. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(\w+);/g, (all, name: string) => ENTITIES[name] ?? all)
    .replace(/\s+/g, " ")
    .trim();
}

/** The cells of a row: their text and how many columns each spans. */
function cells(row: string): { text: string; span: number }[] {
  return [...row.matchAll(/<t([dh])([^>]*)>([\s\S]*?)<\/t\1>/g)].map((m) => ({
    text: plain(m[3] ?? ""),
    span: Number(/colspan="(\d+)"/.exec(m[2] ?? "")?.[1] ?? 1),
  }));
}

/** An HTML table as a Markdown pipe table; each column's header joins the header cells above it. */
function markdownTable(table: string): string {
  const head = /<thead>([\s\S]*?)<\/thead>/.exec(table)?.[1] ?? "";
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? table;
  const headerRows = [...head.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => cells(m[1] ?? ""));
  const bodyRows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
    cells(m[1] ?? "").map((c) => c.text),
  );
  const width = Math.max(...bodyRows.map((r) => r.length));
  const headers = Array.from({ length: width }, () => [] as string[]);
  for (const row of headerRows) {
    let column = 0;
    for (const cell of row) {
      for (let k = 0; k < cell.span; k++) if (cell.text) headers[column + k]?.push(cell.text);
      column += cell.span;
    }
  }
  const line = (values: readonly string[]) => `| ${values.join(" | ")} |`;
  return [
    line(headers.map((h) => h.join(" "))),
    line(headers.map(() => "---")),
    ...bodyRows.map((r) => line(r.map((c) => (c === "—" ? "" : c)))),
  ].join("\n");
}

/** A section of HTML as text: headings as `#` lines, paragraphs and items as lines, tables in Markdown. */
export function flatten(html: string): string {
  const blocks: string[] = [];
  const pattern = /<(h[1-6]|p|li|table)\b[^>]*>([\s\S]*?)<\/\1>/g;
  for (const m of html.matchAll(pattern)) {
    const tag = m[1] as string;
    const inner = m[2] ?? "";
    if (tag === "table") blocks.push(markdownTable(m[0]));
    else if (tag.startsWith("h")) blocks.push(`${"#".repeat(Number(tag[1]))} ${plain(inner)}`);
    else if (tag === "li") blocks.push(`- ${plain(inner)}`);
    else blocks.push(plain(inner));
  }
  return blocks.join("\n\n");
}

/** One chunk per section, each flattened to text. */
export function flattened(id: string, text: string): Chunk[] {
  return byHeading(id, text)
    .map((c) => ({ ...c, text: flatten(c.text) }))
    .filter((c) => c.text.length > 0)
    .map((c, k) => ({
      ...c,
      id: `${id}#flat-${k}`,
      metadata: { ...c.metadata, chunker: "flattened" },
    }));
}

/** A copy of `chunks` with `from` replaced by `to` in the one chunk of `document` that holds it. */
function corrupt(chunks: readonly Chunk[], document: string, from: string, to: string): Chunk[] {
  const hits = chunks.filter((c) => c.document === document && c.text.includes(from));
  if (hits.length === 0) throw new Error(`make-chunks: no chunk of ${document} holds ${from}`);
  const target = hits[0] as Chunk;
  if (target.text.split(from).length !== 2)
    throw new Error(`make-chunks: ${from} is not once in ${target.id}`);
  return chunks.map((c) => (c === target ? { ...c, text: c.text.replace(from, to) } : c));
}

/** Every chunking of the filings, faithful and corrupted, by file name (without `.jsonl`). */
export function makeChunkings(
  originals: readonly { id: string; text: string }[],
): Record<string, readonly Chunk[]> {
  const all = (make: (id: string, text: string) => Chunk[]) =>
    originals.flatMap((o) => make(o.id, o.text));
  const fixed = all(fixedSize);
  const headings = all(byHeading);
  const flat = all(flattened);
  return {
    "fixed-size": fixed,
    "by-heading": headings,
    flattened: flat,
    "corrupt-dropped-row": corrupt(
      headings,
      QUILL,
      "<tr><td>Research and development</td><td>6,930</td><td>6,412</td><td>5,877</td></tr>\n",
      "",
    ),
    "corrupt-scale": corrupt(headings, QUILL, "<p>(in thousands)</p>\n", ""),
    "corrupt-sign": corrupt(fixed, QUILL, "<td>(1,234)</td>", "<td>1,234</td>"),
    "corrupt-digits": corrupt(headings, LARKSPUR, "1,234 employer", "1.234 employer"),
    "corrupt-shifted-column": corrupt(
      flat,
      QUILL,
      "| Net sales | $ 48,702 | $ 42,108 | $ 39,051 |",
      "| Net sales | $ 42,108 | $ 39,051 |  |",
    ),
    "corrupt-orphans": [
      ...headings.filter((c) => c.document !== LARKSPUR),
      {
        id: "quillfeather-instruments-2023#section-2",
        document: "quillfeather-instruments-2023",
        text: "<h2>Overview</h2>\n<p>Net sales rose 7.8% to $42.1 million in fiscal 2023.</p>",
        metadata: { chunker: "by-heading", heading: "Overview" },
      },
    ],
  };
}

/** A chunking as its JSONL file holds it: one chunk a line. */
export function jsonl(chunks: readonly Chunk[]): string {
  return `${chunks.map((c) => JSON.stringify(c)).join("\n")}\n`;
}

const QUILL = "quillfeather-instruments-2024";
const LARKSPUR = "larkspur-health-partners-2024";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(chunksDir, { recursive: true });
  for (const [name, chunks] of Object.entries(makeChunkings(readOriginals()))) {
    writeFileSync(join(chunksDir, `${name}.jsonl`), jsonl(chunks));
    console.log(`chunks/${name}.jsonl: ${chunks.length} chunks`);
  }
}
