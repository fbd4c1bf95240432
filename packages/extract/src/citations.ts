import { isAsciiLetter, isDigit } from "./chars.js";
import type { Citation } from "./types.js";

// Longest bracket body read as a citation: "[R1, R2, R3, R4]" fits easily; a
// long bracketed aside is never an id list, and the cap keeps scanning linear.
const MAX_BODY = 80;
const MAX_RANGE = 50;

const OPENERS: Readonly<Record<string, string>> = { "[": "]", "【": "】" };

/**
 * An id as written inside a citation: an optional short letter prefix, digits,
 * and an optional one-letter suffix (`R1`, `S12`, `1`, `doc3`, `2a`). A bracket
 * with any other token (`[sic]`, `[emphasis added]`) is not a citation.
 */
function isId(token: string): boolean {
  let i = 0;
  while (i < token.length && i < 12 && isAsciiLetter(token.charCodeAt(i))) i++;
  if (i < token.length && (token[i] === "-" || token[i] === "_") && i > 0) i++;
  const digitsStart = i;
  while (i < token.length && isDigit(token.charCodeAt(i))) i++;
  if (i === digitsStart) return false;
  if (i < token.length && isAsciiLetter(token.charCodeAt(i))) i++;
  if (i === token.length) return true;
  // Filing names: "10-K", "10-Q", "8-K", "20-F" (digits, a hyphen, one or two letters).
  if (digitsStart === 0 && token[i] === "-") {
    let j = i + 1;
    while (j < token.length && j - i <= 2 && isAsciiLetter(token.charCodeAt(j))) j++;
    return j > i + 1 && j === token.length;
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
  for (let k = 0; k < body.length; k++) {
    const c = body.charCodeAt(k);
    if (!(isAsciiLetter(c) || isDigit(c) || c === 95)) return false;
  }
  return true;
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
  const citations: Citation[] = [];
  const openers = new OpenerScan(text);
  let i = 0;
  while (i < text.length) {
    // Jump to the next "[", "【" or "(Source" with native searches rather than
    // visiting every character.
    i = openers.next(i);
    if (i < 0) break;
    const ch = text[i] as string;
    const closer = OPENERS[ch];
    if (closer !== undefined) {
      const limit = Math.min(text.length, i + 1 + MAX_BODY);
      let j = i + 1;
      while (j < limit && text[j] !== closer && text[j] !== ch && text[j] !== "\n") j++;
      if (j < limit && text[j] === closer) {
        const ids = parseBody(text.slice(i + 1, j));
        if (ids) {
          citations.push({ text: text.slice(i, j + 1), start: i, end: j + 1, ids });
          i = j + 1;
          continue;
        }
      }
      i++;
      continue;
    }
    if (ch === "(" && text.startsWith("Source", i + 1)) {
      const limit = Math.min(text.length, i + 1 + MAX_BODY);
      let j = i + 1;
      while (j < limit && text[j] !== ")" && text[j] !== "(" && text[j] !== "\n") j++;
      if (j < limit && text[j] === ")") {
        const body = text
          .slice(i + 1, j)
          .replace(/^Sources?\s+/, "")
          .replace(/\s+and\s+/g, ",");
        const ids = /^Sources?\s/.test(text.slice(i + 1, j)) ? parseBody(body) : undefined;
        if (ids) {
          citations.push({ text: text.slice(i, j + 1), start: i, end: j + 1, ids });
          i = j + 1;
          continue;
        }
      }
    }
    i++;
  }
  return citations;
}
