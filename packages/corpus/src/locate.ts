/**
 * Where a chunk came from in its document. Most chunkers cut their document
 * as written (fixed-size windows, sections by heading): such a chunk is a
 * slice of the document, whitespace aside, and nothing in it was changed; a
 * number it reads differently was cut off from its context by the chunk's
 * boundaries. A chunk that is a slice with an edit somewhere inside (a row
 * deleted, a digit changed) is found by its unedited ends; its edit is the
 * part between the longest common prefix and suffix.
 *
 * Finding them is linear: each chunk is known by a few anchors of 32
 * characters at its start and end, hashed; one rolling hash over the
 * document finds where each anchor occurs, and each chunk is then compared
 * with the document once, character by character, from its anchors.
 */
import type { Normalized } from "./normalize.js";

/** Where a chunk sits in its document, in normalized offsets. */
export interface ChunkLocation {
  /** `verbatim`: the chunk is `[start, end)` of the document; `edited`: that span with an edit inside. */
  readonly kind: "verbatim" | "edited";
  /** The span `[start, end)` in the document's normalized text. */
  readonly start: number;
  readonly end: number;
  /** The chunk's normalized length. */
  readonly length: number;
  /** How many characters at the chunk's start are the document's as written (all of them when verbatim). */
  readonly prefix: number;
  /** How many at its end are. */
  readonly suffix: number;
}

const W = 32;
const BASE = 0x01000193;
// How many places one anchor is remembered at (a document that repeats
// itself has many); how many of them are compared with a chunk.
const MAX_PLACES = 1024;
const MAX_TRIES = 8;

/** BASE^(W-1) mod 2^32. */
const TOP = (() => {
  let p = 1;
  for (let k = 0; k < W - 1; k++) p = Math.imul(p, BASE);
  return p;
})();

function hashAt(text: string, at: number): number {
  let h = 0;
  for (let k = 0; k < W; k++) h = (Math.imul(h, BASE) + text.charCodeAt(at + k)) | 0;
  return h;
}

interface Anchor {
  readonly offset: number;
  readonly hash: number;
}

/** The anchors of a chunk: four windows from its start, four from its end. */
function anchorsOf(text: string): { starts: Anchor[]; ends: Anchor[] } {
  const m = text.length;
  const starts: Anchor[] = [];
  const ends: Anchor[] = [];
  if (m < W) return { starts, ends };
  for (let k = 0; k < 4; k++) {
    const o = k * W;
    if (o + W <= m) starts.push({ offset: o, hash: hashAt(text, o) });
    const e = m - (k + 1) * W;
    if (e >= 0) ends.push({ offset: e, hash: hashAt(text, e) });
  }
  return { starts, ends };
}

/** Length of the common prefix of `a` from `i` and `b` from `j`, at most `max`. */
function commonPrefix(a: string, i: number, b: string, j: number, max: number): number {
  let k = 0;
  while (k < max && a.charCodeAt(i + k) === b.charCodeAt(j + k)) k++;
  return k;
}

/** Length of the common suffix of `a` ending at `i` and `b` ending at `j` (exclusive), at most `max`. */
function commonSuffix(a: string, i: number, b: string, j: number, max: number): number {
  let k = 0;
  while (k < max && a.charCodeAt(i - 1 - k) === b.charCodeAt(j - 1 - k)) k++;
  return k;
}

/**
 * Anchors of many chunks found in one document: build with the chunks'
 * normalized texts, then {@link AnchorIndex.locate} each chunk.
 */
export class AnchorIndex {
  private readonly places = new Map<number, number[]>();
  /** Characters left to search for short chunks anywhere in the document. */
  private budget: number;

  /**
   * @param document the document's normalized text
   * @param chunks every chunk's normalized text, for their anchors (not kept)
   */
  constructor(
    private readonly document: string,
    chunks: Iterable<string>,
  ) {
    this.budget = 2 * document.length + 65_536;
    for (const text of chunks) {
      const { starts, ends } = anchorsOf(text);
      for (const a of starts) this.places.set(a.hash, []);
      for (const a of ends) this.places.set(a.hash, []);
    }
    if (this.places.size === 0 || document.length < W) return;
    let h = hashAt(document, 0);
    for (let i = 0; ; i++) {
      const list = this.places.get(h);
      if (list !== undefined && list.length < MAX_PLACES) list.push(i);
      if (i + W >= document.length) break;
      h =
        (Math.imul(h - Math.imul(document.charCodeAt(i), TOP), BASE) + document.charCodeAt(i + W)) |
        0;
    }
  }

  /**
   * Where `anchor` of `chunk` occurs in the document: at most MAX_TRIES
   * places, those at or after `hint` first (nearest first), then those before it.
   */
  private find(chunk: string, anchor: Anchor, hint: number): number[] {
    const list = this.places.get(anchor.hash);
    if (list === undefined || list.length === 0) return [];
    const same = (at: number) => commonPrefix(chunk, anchor.offset, this.document, at, W) === W;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((list[mid] as number) < hint) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let k = lo; k < list.length && out.length < MAX_TRIES; k++) {
      if (same(list[k] as number)) out.push(list[k] as number);
    }
    for (let k = lo - 1; k >= 0 && out.length < MAX_TRIES; k--) {
      if (same(list[k] as number)) out.push(list[k] as number);
    }
    return out;
  }

  /** The chunk's possible starts (or ends) in the document, from the first of its anchors found. */
  private candidates(
    chunk: string,
    anchors: readonly Anchor[],
    hint: number,
    ends: boolean,
  ): number[] {
    const m = chunk.length;
    for (const a of anchors) {
      const found = this.find(chunk, a, hint + a.offset);
      if (found.length > 0) return found.map((at) => (ends ? at + (m - a.offset) : at - a.offset));
    }
    return [];
  }

  /**
   * Where `chunk` (normalized) sits in the document: verbatim, edited, or
   * nowhere (undefined: the chunk is read on its own). `hint` is where the
   * previous chunk of the document started (chunkers emit chunks in order).
   * A chunk that repeats a part of the document found more than once (two
   * table rows alike) is tried at each place its anchors are found.
   */
  locate(chunk: string, hint = 0): ChunkLocation | undefined {
    const doc = this.document;
    const m = chunk.length;
    if (m === 0) return undefined;
    if (m < W) {
      // Too short for anchors: looked for near the hint, then (within a
      // budget of twice the document, so many short chunks stay linear) anywhere.
      const near = doc.slice(hint, hint + 4096).indexOf(chunk);
      let at = near < 0 ? -1 : hint + near;
      if (at < 0 && this.budget >= doc.length) {
        this.budget -= doc.length;
        at = doc.indexOf(chunk);
      }
      return at < 0
        ? undefined
        : { kind: "verbatim", start: at, end: at + m, length: m, prefix: m, suffix: 0 };
    }
    const { starts, ends } = anchorsOf(chunk);
    const starting = this.candidates(chunk, starts, hint, false).filter(
      (s) => s >= 0 && s < doc.length,
    );
    // The longest common prefix at each possible start; verbatim when it is the whole chunk.
    let start: number | undefined;
    let prefix = -1;
    for (const s of starting) {
      const p = commonPrefix(chunk, 0, doc, s, Math.min(m, doc.length - s));
      if (p === m)
        return { kind: "verbatim", start: s, end: s + m, length: m, prefix: m, suffix: 0 };
      if (p > prefix) {
        prefix = p;
        start = s;
      }
    }
    const ending = this.candidates(chunk, ends, start ?? hint, true).filter(
      (e) => e > 0 && e <= doc.length,
    );
    let end: number | undefined;
    let suffix = -1;
    for (const e of ending) {
      if (start !== undefined && (e <= start || e - start > 4 * m + 4096)) continue;
      const x = commonSuffix(chunk, m, doc, e, Math.min(m, e - (start ?? 0)));
      if (x > suffix) {
        suffix = x;
        end = e;
      }
    }
    if (start !== undefined && end !== undefined) {
      const span = end - start;
      const p = Math.min(prefix, m, span);
      const x = Math.min(suffix, m - p, span - p);
      return p + x >= m / 2
        ? { kind: "edited", start, end, length: m, prefix: p, suffix: x }
        : undefined;
    }
    if (start !== undefined && prefix >= m / 2) {
      return {
        kind: "edited",
        start,
        end: Math.min(doc.length, start + m),
        length: m,
        prefix,
        suffix: 0,
      };
    }
    if (end !== undefined && suffix >= m / 2) {
      return { kind: "edited", start: Math.max(0, end - m), end, length: m, prefix: 0, suffix };
    }
    return undefined;
  }
}

/**
 * Where a chunk's normalized offset `k` sits in the document's normalized
 * text, when it lies in a part of the chunk written as the document has it;
 * -1 in the edit.
 */
export function documentOffset(location: ChunkLocation, k: number): number {
  if (k < location.prefix) return location.start + k;
  if (k >= location.length - location.suffix) return location.end - (location.length - k);
  return -1;
}
