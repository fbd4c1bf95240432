/**
 * `verifyCorpus`: did every number of the originals survive ingestion into
 * the chunks? Document by document (so memory holds one document's index at
 * a time):
 *
 * 1. Read the original's numbers once and index them (`OriginalIndex`).
 * 2. Locate each chunk in the original (`AnchorIndex`): verbatim, edited, or
 *    not a slice of it. The verbatim parts of located chunks cover the
 *    original numbers that lie inside them; a number a chunk's boundary
 *    splits ("4,8" | "70") is a boundary cut.
 * 3. Read each chunk on its own, as a RAG system grounds on it. A number in
 *    a verbatim part was not changed: only a unit statement the chunk lost
 *    from inside its own span is an error there (one left before its start
 *    is a boundary note). A number in an edited part, or in a chunk that is
 *    no slice of its document (tables flattened to text, rewritten chunks),
 *    is matched to its original by lookups and compared: digits, sign,
 *    scale, unit, and a table cell's row and column.
 */
import { compareBinding, compareNumbers, numberRef, place, sameColumn, shown } from "./compare.js";
import { AnchorIndex, type ChunkLocation, documentOffset } from "./locate.js";
import { type Normalized, normalize, rawToNormalized } from "./normalize.js";
import {
  ALTERED,
  COVERED,
  CUT,
  DROPPED,
  type ReadNumber,
  readNumbers,
  type TextNumbers,
} from "./numbers.js";
import { OriginalIndex, worth } from "./original-index.js";
import type {
  BindingFinding,
  BoundaryFinding,
  CorpusChunk,
  CorpusDocument,
  CorpusReport,
  DocumentReport,
  DroppedGroup,
  FidelityFinding,
  NumberRef,
  VerifyOptions,
} from "./types.js";

/** Input that is not a list of documents and a list of chunks, or options of the wrong kind. */
export class CorpusInputError extends TypeError {
  override readonly name = "CorpusInputError";
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSeparator = (c: number) => c === 44 || c === 46 || c === 39 || c === 0x2019;
const isMinus = (c: number) => c === 45 || c === 0x2212 || c === 0x2013;

function checkInput(originals: unknown, chunks: unknown): void {
  if (!Array.isArray(originals))
    throw new CorpusInputError(`verifyCorpus: originals must be an array of { id, text }`);
  if (!Array.isArray(chunks))
    throw new CorpusInputError(
      `verifyCorpus: chunks must be an array of { id, document, text, metadata? }`,
    );
  const ids = new Set<string>();
  originals.forEach((o: unknown, i) => {
    const d = o as Partial<CorpusDocument> | null;
    if (typeof d !== "object" || d === null || typeof d.id !== "string" || d.id === "")
      throw new CorpusInputError(`verifyCorpus: originals[${i}] needs an id (a non-empty string)`);
    if (typeof d.text !== "string")
      throw new CorpusInputError(`verifyCorpus: originals[${i}] (${d.id}) needs a text (a string)`);
    if (ids.has(d.id))
      throw new CorpusInputError(`verifyCorpus: originals[${i}]: the id "${d.id}" is given twice`);
    ids.add(d.id);
  });
  chunks.forEach((c: unknown, i) => {
    const k = c as Partial<CorpusChunk> | null;
    if (typeof k !== "object" || k === null || typeof k.id !== "string")
      throw new CorpusInputError(`verifyCorpus: chunks[${i}] needs an id (a string)`);
    if (typeof k.document !== "string")
      throw new CorpusInputError(
        `verifyCorpus: chunks[${i}] (${k.id}) needs a document (a string)`,
      );
    if (typeof k.text !== "string")
      throw new CorpusInputError(`verifyCorpus: chunks[${i}] (${k.id}) needs a text (a string)`);
    if (
      k.metadata !== undefined &&
      (typeof k.metadata !== "object" || k.metadata === null || Array.isArray(k.metadata))
    )
      throw new CorpusInputError(
        `verifyCorpus: chunks[${i}] (${k.id}): metadata must be an object`,
      );
  });
}

interface Settings {
  readonly maxDropRate: number;
  readonly maxErrors: number;
  readonly maxListed: number;
}

function settingsOf(options: unknown): Settings {
  if (options === undefined) return { maxDropRate: 0, maxErrors: 0, maxListed: 1000 };
  if (typeof options !== "object" || options === null || Array.isArray(options))
    throw new CorpusInputError("verifyCorpus: options must be an object such as { maxErrors: 0 }");
  const o = options as VerifyOptions;
  for (const key of Object.keys(o)) {
    if (key !== "maxDropRate" && key !== "maxErrors" && key !== "maxListed")
      throw new CorpusInputError(
        `verifyCorpus: unknown option "${key}" (expected maxDropRate, maxErrors, maxListed)`,
      );
  }
  const number = (
    name: string,
    value: unknown,
    fallback: number,
    ok: (n: number) => boolean,
    what: string,
  ) => {
    if (value === undefined) return fallback;
    if (typeof value !== "number" || !ok(value))
      throw new CorpusInputError(`verifyCorpus: ${name} must be ${what}, got ${String(value)}`);
    return value;
  };
  return {
    maxDropRate: number("maxDropRate", o.maxDropRate, 0, (n) => n >= 0 && n <= 1, "from 0 to 1"),
    maxErrors: number(
      "maxErrors",
      o.maxErrors,
      0,
      (n) => Number.isInteger(n) && n >= 0,
      "a whole number, 0 or more",
    ),
    maxListed: number(
      "maxListed",
      o.maxListed,
      1000,
      (n) => (Number.isInteger(n) && n >= 0) || n === Number.POSITIVE_INFINITY,
      "a whole number, 0 or more",
    ),
  };
}

/** A list that keeps at most `max` entries and counts all. */
class Capped<T> {
  readonly items: T[] = [];
  count = 0;
  constructor(private readonly max: number) {}
  push(item: T): void {
    this.count++;
    if (this.items.length < this.max) this.items.push(item);
  }
  get truncated(): boolean {
    return this.count > this.items.length;
  }
}

/** A run of digits and separators around `at` in `text` (at most 64 characters either way). */
function runAround(text: string, at: number): [number, number] {
  let a = at;
  while (a > 0 && at - a < 64) {
    const c = text.charCodeAt(a - 1);
    if (isDigit(c) || (isSeparator(c) && isDigit(text.charCodeAt(a - 2)))) a--;
    else break;
  }
  while (a < at && !isDigit(text.charCodeAt(a))) a++;
  let b = at;
  while (b < text.length && b - at < 64) {
    const c = text.charCodeAt(b);
    if (isDigit(c) || (isSeparator(c) && isDigit(text.charCodeAt(b + 1)))) b++;
    else break;
  }
  return [a, b];
}

/** The piece of a number a chunk starts with (`,870`, `70`) or ends with (`4,8`, `4,`): `[start, end)`, or undefined. */
function edgeRun(text: string, normalized: Normalized, end: boolean): [number, number] | undefined {
  const n = normalized.toRaw.length;
  if (n === 0) return undefined;
  if (!end) {
    const f = normalized.toRaw[0] as number;
    const c = text.charCodeAt(f);
    if (!isDigit(c) && !(isSeparator(c) && isDigit(text.charCodeAt(f + 1)))) return undefined;
    let j = f + 1;
    while (j < text.length) {
      const d = text.charCodeAt(j);
      if (isDigit(d) || (isSeparator(d) && isDigit(text.charCodeAt(j + 1)))) j++;
      else break;
    }
    return [f, j];
  }
  const l = normalized.toRaw[n - 1] as number;
  const c = text.charCodeAt(l);
  if (!isDigit(c) && !(isSeparator(c) && isDigit(text.charCodeAt(l - 1)))) return undefined;
  let i = l;
  while (i > 0) {
    const d = text.charCodeAt(i - 1);
    if (isDigit(d) || (isSeparator(d) && isDigit(text.charCodeAt(i - 2)))) i--;
    else break;
  }
  return [i, l + 1];
}

/** The merged union of `[start, end)` intervals. */
function union(regions: [number, number][]): [number, number][] {
  regions.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const r of regions) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

/** Whether `[a, b)` lies inside one of the sorted, merged `regions`. */
function inside(regions: readonly [number, number][], a: number, b: number): boolean {
  let lo = 0;
  let hi = regions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((regions[mid] as [number, number])[0] <= a) lo = mid + 1;
    else hi = mid;
  }
  const r = regions[lo - 1];
  return r !== undefined && b <= r[1];
}

/** One document's verification. */
class DocumentCheck {
  readonly doc: TextNumbers;
  readonly index: OriginalIndex;
  readonly fidelity: Capped<FidelityFinding>;
  readonly binding: Capped<BindingFinding>;
  readonly boundaries: Capped<BoundaryFinding>;
  verbatim = 0;
  edited = 0;
  private norm?: Normalized;

  constructor(
    readonly original: CorpusDocument,
    readonly chunks: readonly CorpusChunk[],
    readonly settings: Settings,
  ) {
    this.doc = readNumbers(original.text);
    this.index = new OriginalIndex(this.doc);
    this.fidelity = new Capped(settings.maxListed);
    this.binding = new Capped(settings.maxListed);
    this.boundaries = new Capped(settings.maxListed);
  }

  private ref(n: ReadNumber): NumberRef {
    return numberRef(n, this.doc.headings);
  }

  run(): DocumentReport {
    if (this.chunks.length > 0) {
      const norm = normalize(this.original.text);
      this.norm = norm;
      const chunks = this.chunks;
      const anchors = new AnchorIndex(
        norm.text,
        (function* () {
          for (const c of chunks) yield normalize(c.text).text;
        })(),
      );
      // Pass 1: where each chunk sits; what its verbatim parts cover; what its boundaries cut.
      const located: (ChunkLocation | undefined)[] = [];
      const skips: ([number, number][] | undefined)[] = [];
      const regions: [number, number][] = [];
      let hint = 0;
      for (const chunk of chunks) {
        const cn = normalize(chunk.text);
        const loc = anchors.locate(cn.text, hint);
        located.push(loc);
        if (loc === undefined) {
          skips.push(undefined);
          continue;
        }
        // Chunks come in order: the next one starts after this one (two
        // chunks alike then take two places of a text the document repeats).
        hint = (loc.prefix > 0 ? loc.start : loc.end - loc.suffix) + 1;
        if (loc.kind === "verbatim") this.verbatim++;
        else this.edited++;
        const raw = (k: number) => norm.toRaw[k] as number;
        if (loc.prefix > 0) regions.push([raw(loc.start), raw(loc.start + loc.prefix - 1) + 1]);
        if (loc.suffix > 0) regions.push([raw(loc.end - loc.suffix), raw(loc.end - 1) + 1]);
        skips.push(this.locatedCuts(chunk, cn, loc));
      }
      const merged = union(regions);
      for (const n of this.doc.numbers) {
        if (n.state >= COVERED) continue;
        if (n.start >= 0) {
          if (inside(merged, n.start, n.end)) n.state = COVERED;
        } else {
          const t = this.doc.tables[n.table];
          if (t?.start !== undefined && t.end !== undefined && inside(merged, t.start, t.end))
            n.state = COVERED;
        }
      }
      // Pass 2: each chunk read on its own.
      for (const [i, chunk] of chunks.entries()) this.readChunk(chunk, located[i], skips[i]);
    }
    return this.report();
  }

  /** Numbers a located chunk's boundaries split: reported, marked cut, and skipped when its numbers are read. */
  private locatedCuts(
    chunk: CorpusChunk,
    cn: Normalized,
    loc: ChunkLocation,
  ): [number, number][] | undefined {
    const norm = this.norm as Normalized;
    const text = this.original.text;
    const out: [number, number][] = [];
    const check = (end: boolean) => {
      const run = edgeRun(chunk.text, cn, end);
      if (!run) return;
      // The original's characters just outside the chunk.
      const x = end
        ? (norm.toRaw[loc.end - 1] as number) + 1
        : (norm.toRaw[loc.start] as number) - 1;
      const c = text.charCodeAt(x);
      const c2 = text.charCodeAt(end ? x + 1 : x - 1);
      const digitsCut = isDigit(c) || (isSeparator(c) && isDigit(c2));
      const signCut = !digitsCut && (end ? c === 41 : c === 40 || isMinus(c));
      if (!digitsCut && !signCut) return;
      const inner = end ? x - 1 : x + 1;
      const [a] = runAround(text, inner);
      const o = this.index.byStart.get(a);
      out.push(run);
      if (o === undefined || (signCut && !o.negative)) return;
      if (digitsCut && o.state < CUT) o.state = CUT;
      const piece = chunk.text.slice(run[0], run[1]);
      this.boundaries.push({
        kind: "number",
        document: this.original.id,
        chunk: chunk.id,
        at: end ? "end" : "start",
        text: piece,
        original: this.ref(o),
        message: digitsCut
          ? `number cut by the chunk's ${end ? "end" : "start"}: "${piece}" is the ${end ? "start" : "end"} of ${shown(o)}`
          : `sign cut by the chunk's ${end ? "end" : "start"}: "${piece}" is ${shown(o)} without its ${
              c === 40 || c === 41 ? (end ? "closing" : "opening") + " parenthesis" : "minus"
            }`,
      });
    };
    if (loc.prefix > 0) check(false);
    if (loc.kind === "verbatim" || loc.suffix > 0) check(true);
    return out.length > 0 ? out : undefined;
  }

  /** Numbers cut at the ends of a chunk that is no slice of its document: pieces of an original's digits. */
  private unlocatedCuts(chunk: CorpusChunk, cn: Normalized): [number, number][] | undefined {
    const out: [number, number][] = [];
    for (const end of [false, true]) {
      const run = edgeRun(chunk.text, cn, end);
      if (!run) continue;
      const piece = chunk.text.slice(run[0], run[1]);
      const o = this.index.cutFrom(piece, end);
      if (!o) continue;
      out.push(run);
      if (o.state < CUT) o.state = CUT;
      this.boundaries.push({
        kind: "number",
        document: this.original.id,
        chunk: chunk.id,
        at: end ? "end" : "start",
        text: piece,
        original: this.ref(o),
        message: `number cut by the chunk's ${end ? "end" : "start"}: "${piece}" is the ${end ? "start" : "end"} of ${shown(o)}`,
      });
    }
    return out.length > 0 ? out : undefined;
  }

  /** Read a chunk on its own and hold each of its numbers to the original's. */
  private readChunk(
    chunk: CorpusChunk,
    loc: ChunkLocation | undefined,
    skip: [number, number][] | undefined,
  ): void {
    const cn = normalize(chunk.text);
    const read = readNumbers(chunk.text);
    if (loc === undefined) skip = this.unlocatedCuts(chunk, cn);
    const norm = this.norm as Normalized;
    const toNorm = loc ? rawToNormalized(chunk.text, cn) : undefined;
    const span: [number, number] | undefined = loc
      ? [norm.toRaw[loc.start] as number, (norm.toRaw[loc.end - 1] as number) + 1]
      : undefined;
    // The original's edited part, a little widened, where an edited number came from.
    const rawAt = (k: number) =>
      k < norm.toRaw.length ? (norm.toRaw[k] as number) : this.original.text.length;
    const edit: [number, number] | undefined = loc
      ? [rawAt(Math.max(0, loc.start + loc.prefix - 8)), rawAt(loc.end - loc.suffix + 8)]
      : undefined;
    const chunkStates = read.numbers.some((n) => n.statement !== undefined);
    // The parts of the original the chunk holds as written, in raw offsets.
    const parts: [number, number][] = [];
    if (loc) {
      if (loc.prefix > 0) parts.push([rawAt(loc.start), rawAt(loc.start + loc.prefix - 1) + 1]);
      if (loc.suffix > 0) parts.push([rawAt(loc.end - loc.suffix), rawAt(loc.end - 1) + 1]);
    }
    let cutStatement: string | undefined;
    let cutCount = 0;

    for (const c of read.numbers) {
      if (skip && c.start >= 0 && skip.some(([a, b]) => c.start < b && c.end > a)) continue;
      if (loc && toNorm && span) {
        const original = this.verbatimOriginal(c, loc, toNorm, read);
        if (original !== null) {
          // A number in a verbatim part: only a statement lost from inside the span is an error.
          if (original === undefined) continue;
          const o = original;
          // The original's whole mention (currency, parentheses, scale word,
          // percent sign) must be unedited too: "$48.7 million" → "$48.7"
          // leaves the digits in place and deletes what follows them.
          const [ma, mb] =
            o.value.location.type === "text"
              ? [o.value.location.start, o.value.location.end]
              : [o.start, o.end];
          const whole = ma < 0 || parts.some(([a, b]) => ma >= a && mb <= b);
          if (!whole) {
            if (mb > span[1] || ma < span[0]) {
              if (mb > span[1] && o.ownScale > 1 && o.ownScale !== c.ownScale)
                this.scaleWordCut(chunk, c, o);
              continue;
            }
            const statementCut = this.match(chunk, c, read, span, edit, chunkStates);
            if (statementCut !== undefined) {
              cutStatement = statementCut;
              cutCount++;
            }
            continue;
          }
          if (o.statement !== undefined && c.statementScale !== o.statementScale) {
            if (o.statementAt >= span[0] && o.statementAt < span[1]) {
              const comparison = compareNumbers(o, c, true, chunkStates);
              this.fidelityFinding(chunk, c, read, o, comparison);
            } else {
              cutStatement = o.statement;
              cutCount++;
            }
          }
          continue;
        }
      }
      const statementCut = this.match(chunk, c, read, span, edit, chunkStates);
      if (statementCut !== undefined) {
        cutStatement = statementCut;
        cutCount++;
      }
    }
    if (cutCount > 0) {
      this.boundaries.push({
        kind: "statement",
        document: this.original.id,
        chunk: chunk.id,
        count: cutCount,
        ...(cutStatement !== undefined ? { unitHeader: cutStatement } : {}),
        message: `statement cut by the chunk's start: ${cutCount} number${cutCount === 1 ? "" : "s"} read without "${cutStatement}", which stands before the chunk`,
      });
    }
  }

  /** A scale word the chunk's end cut off its number (`$7.9 mi` for `$7.9 million`): a boundary cut. */
  private scaleWordCut(chunk: CorpusChunk, c: ReadNumber, o: ReadNumber): void {
    const piece = chunk.text
      .slice(c.value.location.type === "text" ? c.value.location.start : c.start)
      .trimEnd();
    this.boundaries.push({
      kind: "number",
      document: this.original.id,
      chunk: chunk.id,
      at: "end",
      text: piece.length <= 40 ? piece : shown(c),
      original: this.ref(o),
      message: `scale word cut by the chunk's end: "${piece.length <= 40 ? piece : shown(c)}" is ${shown(o)} without its scale word`,
    });
  }

  /**
   * For a number in a verbatim part of a located chunk, the original number
   * at its place (undefined when the original has none there: markup, a
   * piece of context); null when the number is not in a verbatim part.
   */
  private verbatimOriginal(
    c: ReadNumber,
    loc: ChunkLocation,
    toNorm: Int32Array,
    read: TextNumbers,
  ): ReadNumber | undefined | null {
    const norm = this.norm as Normalized;
    let from: number;
    let to: number;
    if (c.start >= 0) {
      from = c.start;
      to = c.end - 1;
    } else {
      const t = read.tables[c.table];
      if (t?.start === undefined || t.end === undefined) return null;
      from = t.start;
      to = t.end - 1;
    }
    const k0 = toNorm[from] as number;
    const k1 = toNorm[to] as number;
    // Both ends in one unedited part: the common prefix, or the common suffix.
    if (!(k1 < loc.prefix || k0 >= loc.length - loc.suffix)) return null;
    const d0 = documentOffset(loc, k0);
    if (d0 < 0) return null;
    const at = norm.toRaw[d0] as number;
    if (c.start >= 0) {
      const hit = this.index.byStart.get(at);
      if (hit && hit.key === c.key) return hit;
    }
    const table = this.index.tableAt(at);
    return table >= 0 ? this.index.inTable(c.key, table) : undefined;
  }

  /**
   * Match a number of an edited part, or of a chunk that is no slice of its
   * document, to its original, and report what differs. Returns the unit
   * statement when the number reads without one only because the statement
   * stands before the chunk's span.
   */
  private match(
    chunk: CorpusChunk,
    c: ReadNumber,
    read: TextNumbers,
    span: [number, number] | undefined,
    edit: [number, number] | undefined,
    chunkStates: boolean,
  ): string | undefined {
    let o: ReadNumber | undefined;
    let how: "same" | "digits" | "absent" = "same";
    // Among originals of the same digits: one in the same place (row and
    // column, or the word before it), that reads the same (sign, scale,
    // unit), in a section of the same heading, that no chunk holds yet.
    const section = (read.headings[c.section]?.text ?? "").toLowerCase();
    const score = (n: ReadNumber) => {
      const place =
        c.table >= 0
          ? n.table >= 0 && n.rowKey === c.rowKey && sameColumn(n.columnKey, c.columnKey)
          : n.table < 0 && n.previousWord === c.previousWord;
      const same =
        n.negative === c.negative &&
        n.ownScale === c.ownScale &&
        n.percent === c.percent &&
        n.statementScale === c.statementScale;
      const here =
        section !== "" && (this.doc.headings[n.section]?.text ?? "").toLowerCase() === section;
      return (place ? 8 : 0) + (same ? 4 : 0) + (here ? 2 : 0) + (n.state < ALTERED ? 1 : 0);
    };
    if (edit) {
      // An edited number came from the edited part of the original.
      const list = this.index.withKey(c.key);
      let top = -1;
      for (let k = 0; k < list.length && k < 256; k++) {
        const n = list[k] as ReadNumber;
        const at = n.start >= 0 ? n.start : (this.doc.tables[n.table]?.start ?? -1);
        if (at >= edit[0] && at < edit[1] && score(n) > top) {
          top = score(n);
          o = n;
        }
      }
    }
    o ??= this.index.sameDigits(c, score);
    if (o === undefined) {
      o = this.index.sameDigitsOtherwise(c) ?? this.index.transposed(c);
      how = o ? "digits" : "absent";
    }
    if (o === undefined || how === "absent") {
      const nearest = this.index.nearest(worth(c));
      this.fidelity.push({
        document: this.original.id,
        chunk: chunk.id,
        number: numberRef(c, read.headings),
        ...(nearest ? { original: this.ref(nearest) } : {}),
        differs: ["absent"],
        message: `not in the original: ${shown(c)} is in no number of the document${
          nearest ? `; the nearest is ${shown(nearest)}${place(nearest)}` : ""
        }`,
      });
      return undefined;
    }
    const statementInside =
      span === undefined ? undefined : o.statementAt >= span[0] && o.statementAt < span[1];
    const comparison = compareNumbers(o, c, statementInside, chunkStates);
    if (how === "digits") {
      comparison.differs.unshift("digits");
      comparison.words.unshift(`digits changed: ${shown(o)} became ${shown(c)}`);
    }
    if (comparison.differs.length > 0) {
      this.fidelityFinding(chunk, c, read, o, comparison);
      return undefined;
    }
    o.state = COVERED;
    if (c.table >= 0 && o.table >= 0) {
      // In an edited chunk, labels are compared only when the original table starts inside the chunk's span.
      const tableStart = this.doc.tables[o.table]?.start ?? -1;
      if (span === undefined || (tableStart >= span[0] && tableStart < span[1])) {
        const b = compareBinding(o, c);
        if (b) {
          this.binding.push({
            document: this.original.id,
            chunk: chunk.id,
            number: numberRef(c, read.headings),
            original: this.ref(o),
            differs: b.differs,
            message: b.message,
          });
        }
      }
    }
    return comparison.statementCut;
  }

  private fidelityFinding(
    chunk: CorpusChunk,
    c: ReadNumber,
    read: TextNumbers,
    o: ReadNumber,
    comparison: { differs: readonly string[]; words: readonly string[] },
  ): void {
    if (comparison.differs.length === 0) return;
    if (o.state < ALTERED) o.state = ALTERED;
    this.fidelity.push({
      document: this.original.id,
      chunk: chunk.id,
      number: numberRef(c, read.headings),
      original: this.ref(o),
      differs: comparison.differs as FidelityFinding["differs"],
      message: comparison.words.join("; "),
    });
  }

  private report(): DocumentReport {
    const numbers = this.doc.numbers;
    const counts = [0, 0, 0, 0];
    const dropped: NumberRef[] = [];
    const byTable = new Map<number, { numbers: number; dropped: ReadNumber[] }>();
    const bySection = new Map<number, { numbers: number; dropped: ReadNumber[] }>();
    const max = this.settings.maxListed;
    for (const n of numbers) {
      counts[n.state] = (counts[n.state] ?? 0) + 1;
      const groups: [Map<number, { numbers: number; dropped: ReadNumber[] }>, number][] = [
        [bySection, n.section],
      ];
      if (n.table >= 0) groups.push([byTable, n.table]);
      for (const [map, key] of groups) {
        let g = map.get(key);
        if (!g) {
          g = { numbers: 0, dropped: [] };
          map.set(key, g);
        }
        g.numbers++;
        if (n.state === DROPPED) g.dropped.push(n);
      }
      if (n.state === DROPPED && dropped.length < max) dropped.push(this.ref(n));
    }
    const headings = this.doc.headings;
    const sectionName = (s: number) => (s >= 0 ? headings[s]?.text : undefined);
    const group = (
      entry: { numbers: number; dropped: ReadNumber[] },
      extra: { table?: number; section?: string; unitHeader?: string },
      label: string,
    ): DroppedGroup => ({
      ...extra,
      label,
      numbers: entry.numbers,
      dropped: entry.dropped.length,
      texts: entry.dropped.slice(0, max).map(shown),
    });
    const droppedByTable: DroppedGroup[] = [];
    for (const [table, entry] of [...byTable].sort((a, b) => a[0] - b[0])) {
      if (entry.dropped.length === 0) continue;
      const section = sectionName(entry.dropped[0]?.section ?? -1);
      const unitHeader = this.doc.tables[table]?.unitHeader;
      droppedByTable.push(
        group(
          entry,
          {
            table,
            ...(section !== undefined ? { section } : {}),
            ...(unitHeader !== undefined ? { unitHeader } : {}),
          },
          `table ${table + 1}${section !== undefined ? ` under "${section}"` : ""}`,
        ),
      );
    }
    const droppedBySection: DroppedGroup[] = [];
    for (const [s, entry] of [...bySection].sort((a, b) => a[0] - b[0])) {
      if (entry.dropped.length === 0) continue;
      const section = sectionName(s);
      droppedBySection.push(
        group(
          entry,
          section !== undefined ? { section } : {},
          section !== undefined ? `section "${section}"` : "before any heading",
        ),
      );
    }
    const total = numbers.length;
    return {
      document: this.original.id,
      chunks: this.chunks.length,
      verbatimChunks: this.verbatim,
      editedChunks: this.edited,
      numbers: total,
      covered: counts[COVERED] ?? 0,
      altered: counts[ALTERED] ?? 0,
      cut: counts[CUT] ?? 0,
      dropped: counts[DROPPED] ?? 0,
      dropRate: total === 0 ? 0 : (counts[DROPPED] ?? 0) / total,
      droppedNumbers: dropped,
      droppedByTable,
      droppedBySection,
      fidelityErrors: this.fidelity.count,
      fidelity: this.fidelity.items,
      bindingErrors: this.binding.count,
      binding: this.binding.items,
      boundaryCuts: this.boundaries.count,
      boundaries: this.boundaries.items,
      truncated:
        this.fidelity.truncated ||
        this.binding.truncated ||
        this.boundaries.truncated ||
        dropped.length < (counts[DROPPED] ?? 0),
    };
  }
}

/**
 * Verify a corpus: every number of each original document, found unchanged
 * in the chunks made from it.
 *
 * Each original is read once (HTML, Markdown, CSV, JSON tables and running
 * text, with `@crossfoot/sources`: each number's value, sign, scale word,
 * unit, the unit statement in force over it, its table's row, column and
 * period); each chunk is read on its own, as a RAG system grounds on it. The
 * report says per document and in total what no chunk holds (coverage, by
 * table and by section), which chunk numbers are not the original's or
 * differ in digits, sign, scale or unit (fidelity), which table cells sit
 * in another row or column (binding), what chunk boundaries cut (not
 * errors), and chunks and documents without a counterpart (orphans).
 * Overlapping chunks are expected. Linear in the size of the corpus:
 * numbers are matched through maps, never pair by pair.
 *
 * @throws {CorpusInputError} when the input is not two arrays of the right
 * records, two originals share an id, or an option is of the wrong kind.
 *
 * @example
 * const report = verifyCorpus(
 *   [{ id: "acme", text: "<p>(in thousands)</p><table><tr><th></th><th>2024</th></tr><tr><td>Revenue</td><td>4,870</td></tr></table>" }],
 *   [{ id: "acme#0", document: "acme", text: "Revenue 2024: 4,870" }],
 * );
 * report.totals.fidelityErrors; // 1
 * report.documents[0].fidelity[0].message;
 * // 'scale lost: 4,870 was in a table "(in thousands)" in the original; the chunk has no unit statement'
 */
export function verifyCorpus(
  originals: readonly CorpusDocument[],
  chunks: readonly CorpusChunk[],
  options?: VerifyOptions,
): CorpusReport {
  checkInput(originals, chunks);
  const settings = settingsOf(options);
  const known = new Set(originals.map((o) => o.id));
  const byDocument = new Map<string, CorpusChunk[]>();
  const orphanChunks: { id: string; document: string }[] = [];
  for (const c of chunks) {
    if (!known.has(c.document)) {
      orphanChunks.push({ id: c.id, document: c.document });
      continue;
    }
    const list = byDocument.get(c.document);
    if (list) list.push(c);
    else byDocument.set(c.document, [c]);
  }
  const documents = originals.map((o) =>
    new DocumentCheck(o, byDocument.get(o.id) ?? [], settings).run(),
  );
  const sum = (pick: (d: DocumentReport) => number) =>
    documents.reduce((total, d) => total + pick(d), 0);
  const numbers = sum((d) => d.numbers);
  const dropped = sum((d) => d.dropped);
  const fidelityErrors = sum((d) => d.fidelityErrors);
  const bindingErrors = sum((d) => d.bindingErrors);
  const dropRate = numbers === 0 ? 0 : dropped / numbers;
  const unchunked = documents.filter((d) => d.chunks === 0).map((d) => d.document);
  const errors = fidelityErrors + bindingErrors;
  return {
    passed: dropRate <= settings.maxDropRate && errors <= settings.maxErrors,
    thresholds: { maxDropRate: settings.maxDropRate, maxErrors: settings.maxErrors },
    totals: {
      documents: originals.length,
      chunks: chunks.length,
      numbers,
      covered: sum((d) => d.covered),
      altered: sum((d) => d.altered),
      cut: sum((d) => d.cut),
      dropped,
      dropRate,
      fidelityErrors,
      bindingErrors,
      errors,
      boundaryCuts: sum((d) => d.boundaryCuts),
      orphanChunks: orphanChunks.length,
      unchunkedDocuments: unchunked.length,
    },
    documents,
    orphans: { chunks: orphanChunks, documents: unchunked },
  };
}
