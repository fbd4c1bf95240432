import { isAsciiLetter, isDigit } from "./chars.js";
import type { Citation } from "./types.js";

// Longest bracket body read as a citation: "[R1, R2, R3, R4]" fits easily; a
// long bracketed aside is never an id list, and the cap keeps scanning linear.
const MAX_BODY = 80;
const MAX_RANGE = 50;

/**
 * An id as written inside a citation: an optional short letter prefix, digits,
 * and an optional one-letter suffix (`R1`, `S12`, `1`, `doc3`, `2a`). A bracket
 * with any other token (`[sic]`, `[emphasis added]`) is not a citation.
 */
function isId(token: string): boolean {
  return isIdAt(token, 0, token.length);
}

/** {@link isId} of `text[from, to)`, read in place. */
function isIdAt(text: string, from: number, to: number): boolean {
  let i = from;
  while (i < to && i - from < 12 && isAsciiLetter(text.charCodeAt(i))) i++;
  // Codes: "-" 45, "_" 95.
  if (i < to && (text.charCodeAt(i) === 45 || text.charCodeAt(i) === 95) && i > from) i++;
  const digitsStart = i;
  while (i < to && isDigit(text.charCodeAt(i))) i++;
  if (i === digitsStart) return false;
  if (i < to && isAsciiLetter(text.charCodeAt(i))) i++;
  if (i === to) return true;
  // Filing names: "10-K", "10-Q", "8-K", "20-F" (digits, a hyphen, one or two letters).
  if (digitsStart === from && text.charCodeAt(i) === 45) {
    let j = i + 1;
    while (j < to && j - i <= 2 && isAsciiLetter(text.charCodeAt(j))) j++;
    return j > i + 1 && j === to;
  }
  return false;
}

/** Expand one comma-separated part: an id, or a numeric range such as `1-3`. */
function expandPart(part: string): string[] | undefined {
  const dash = part.search(/[-–]/);
  if (dash > 0) {
    const low = part.slice(0, dash).trim();
    const high = part.slice(dash + 1).trim();
    if (/^\d{1,4}$/.test(low) && /^\d{1,4}$/.test(high)) {
      const a = Number(low);
      const b = Number(high);
      if (b < a || b - a > MAX_RANGE) return undefined;
      const ids: string[] = [];
      for (let n = a; n <= b; n++) ids.push(String(n));
      return ids;
    }
    // "R1-R3": same prefix, numeric range.
    const m = /^([A-Za-z]{1,12})(\d{1,4})$/.exec(low);
    const n = /^([A-Za-z]{1,12})(\d{1,4})$/.exec(high);
    if (m && n && m[1] === n[1]) {
      const a = Number(m[2]);
      const b = Number(n[2]);
      if (b < a || b - a > MAX_RANGE) return undefined;
      const ids: string[] = [];
      for (let k = a; k <= b; k++) ids.push(`${m[1]}${k}`);
      return ids;
    }
  }
  return isId(part) ? [part] : undefined;
}

/** Parse a bracket body into ids, or undefined when it is not an id list. */
function parseBody(body: string): string[] | undefined {
  // One plain token ("R1", "12", "doc_3"): no separators, dashes or spaces,
  // so splitting and trimming would give it back whole.
  if (isPlainToken(body)) return body.length > 0 && isId(body) ? [body] : undefined;
  const ids: string[] = [];
  for (const raw of body.split(/[,;]/)) {
    const part = raw.trim();
    if (part.length === 0) return undefined;
    const expanded = expandPart(part);
    if (!expanded) return undefined;
    ids.push(...expanded);
  }
  return ids.length > 0 ? ids : undefined;
}

/** Only ASCII letters, digits and underscores. */
function isPlainToken(body: string): boolean {
  return isPlainTokenAt(body, 0, body.length);
}

/** {@link isPlainToken} of `text[from, to)`, read in place. */
function isPlainTokenAt(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (!(isAsciiLetter(c) || isDigit(c) || c === 95)) return false;
  }
  return true;
}

/**
 * Whether the bracket body `text[from, to)` is an id list ({@link parseBody}
 * gives ids): a plain token is read in place, anything else parsed.
 */
function isIdList(text: string, from: number, to: number): boolean {
  if (isPlainTokenAt(text, from, to)) return to > from && isIdAt(text, from, to);
  return parseBody(text.slice(from, to)) !== undefined;
}

/** The smaller of two offsets where -1 means "none". */
function earliest(a: number, b: number): number {
  if (a < 0) return b;
  return b < 0 || a < b ? a : b;
}

/** The next citation opener at or after an offset, from three native searches kept ahead of the scan. */
class OpenerScan {
  private square = -2;
  private lenticular = -2;
  private source = -2;

  constructor(private readonly text: string) {}

  /** Offset of the first "[", "【" or "(Source" at or after `i`, or -1. */
  next(i: number): number {
    if (this.square !== -1 && this.square < i) this.square = this.text.indexOf("[", i);
    if (this.lenticular !== -1 && this.lenticular < i) this.lenticular = this.text.indexOf("【", i);
    if (this.source !== -1 && this.source < i) this.source = this.text.indexOf("(Source", i);
    return earliest(earliest(this.square, this.lenticular), this.source);
  }
}

/**
 * Find citation markers: `[R1]`, `[R1, R2]`, `[1]`, `[1-3]`, `[S1]`, `【1】`
 * and `(Source 2)` / `(Sources 1, 2)`. Brackets whose contents are not ids
 * (`[sic]`, `[emphasis added]`) are not citations.
 *
 * @example
 * findCitations("Revenue rose [R1, R2].")[0].ids // ["R1", "R2"]
 */
export function findCitations(text: string): Citation[] {
  const spans: number[] = [];
  citationSpans(text, spans);
  const citations: Citation[] = [];
  for (let k = 0; k < spans.length; k += 2) {
    const start = spans[k] as number;
    const end = spans[k + 1] as number;
    citations.push({ text: text.slice(start, end), start, end, ids: idsOf(text, start, end) });
  }
  return citations;
}

/**
 * The offsets of the citations {@link findCitations} finds, as pairs
 * `start, end, start, end, …` written into `out` (emptied first): the same
 * decisions, without cutting out each citation's text and ids.
 *
 * @internal for extract's scan, which only skips citations (and for
 * {@link findCitations}).
 */
export function citationSpans(text: string, out: number[]): void {
  out.length = 0;
  // A checker splits, extracts and finds the citations of one text in turn:
  // each reads the spans the first found. (The last text is held until the
  // next is read; comparing two texts costs less than reading one.)
  if (text === last.text) {
    for (const x of last.spans) out.push(x);
    return;
  }
  readSpans(text, out);
  last.text = text;
  last.spans.length = 0;
  for (const x of out) last.spans.push(x);
}

/** The spans of the text {@link citationSpans} read last. */
const last: { text: string | undefined; spans: number[] } = { text: undefined, spans: [] };

function readSpans(text: string, out: number[]): void {
  const openers = new OpenerScan(text);
  let i = 0;
  while (i < text.length) {
    // Jump to the next "[", "【" or "(Source" with native searches rather than
    // visiting every character.
    i = openers.next(i);
    if (i < 0) break;
    const end = citationEnd(text, i);
    if (end > 0) {
      out.push(i, end);
      i = end;
    } else i++;
  }
}

/**
 * Where the citation opened at `i` (by "[", "【" or "(") ends, or -1 when none
 * is. Codes: "[" 91 and "]" 93, "【" U+3010 and "】" U+3011, "(" 40 and ")" 41,
 * a line feed 10.
 */
function citationEnd(text: string, i: number): number {
  const ch = text.charCodeAt(i);
  if (ch === 91 || ch === 0x3010) {
    const closer = ch === 91 ? 93 : 0x3011;
    const limit = Math.min(text.length, i + 1 + MAX_BODY);
    let j = i + 1;
    while (j < limit) {
      const c = text.charCodeAt(j);
      if (c === closer || c === ch || c === 10) break;
      j++;
    }
    return j < limit && text.charCodeAt(j) === closer && isIdList(text, i + 1, j) ? j + 1 : -1;
  }
  if (ch === 40 && text.startsWith("Source", i + 1)) {
    const limit = Math.min(text.length, i + 1 + MAX_BODY);
    let j = i + 1;
    while (j < limit) {
      const c = text.charCodeAt(j);
      if (c === 41 || c === 40 || c === 10) break;
      j++;
    }
    if (j < limit && text.charCodeAt(j) === 41 && sourceIds(text, i, j + 1)) return j + 1;
  }
  return -1;
}

/** The ids of the "(Source …)" citation `text[start, end)`, or undefined when it is none. */
function sourceIds(text: string, start: number, end: number): string[] | undefined {
  const inner = text.slice(start + 1, end - 1);
  if (!/^Sources?\s/.test(inner)) return undefined;
  return parseBody(inner.replace(/^Sources?\s+/, "").replace(/\s+and\s+/g, ","));
}

/** The ids of the citation `text[start, end)` ({@link citationEnd} found it). */
function idsOf(text: string, start: number, end: number): string[] {
  if (text.charCodeAt(start) === 40) return sourceIds(text, start, end) as string[];
  // A plain token ("R1"), which citationEnd found to be an id: the one id, as written.
  if (isPlainTokenAt(text, start + 1, end - 1)) return [text.slice(start + 1, end - 1)];
  return parseBody(text.slice(start + 1, end - 1)) as string[];
}
