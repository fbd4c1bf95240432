/**
 * Texts compared with whitespace collapsed: chunkers trim chunks, and some
 * rewrap or collapse runs of spaces and line breaks, which changes nothing a
 * reader sees. A normalized text keeps, for each of its characters, the
 * offset of that character in the text as given.
 */

/** A text with every run of whitespace one space, trimmed, and where each character came from. */
export interface Normalized {
  readonly text: string;
  /** For each character of `text`, its offset in the original text. */
  readonly toRaw: Int32Array;
}

const isSpace = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0xfeff ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0x1680;

/** Collapse whitespace: one linear pass. */
export function normalize(raw: string): Normalized {
  const toRaw = new Int32Array(raw.length);
  const parts: string[] = [];
  let n = 0;
  let at = 0;
  while (at < raw.length) {
    while (at < raw.length && isSpace(raw.charCodeAt(at))) at++;
    if (at >= raw.length) break;
    let end = at;
    while (end < raw.length && !isSpace(raw.charCodeAt(end))) end++;
    if (n > 0) {
      parts.push(" ");
      toRaw[n++] = at - 1;
    }
    parts.push(raw.slice(at, end));
    for (let k = at; k < end; k++) toRaw[n++] = k;
    at = end;
  }
  return { text: parts.join(""), toRaw: toRaw.subarray(0, n) };
}

/**
 * For each offset of `raw`, the index in its normalized text of the first
 * normalized character at or after it (whitespace maps to the space or the
 * character after it; offsets past the end map to the normalized length).
 */
export function rawToNormalized(raw: string, normalized: Normalized): Int32Array {
  const out = new Int32Array(raw.length + 1);
  const { toRaw } = normalized;
  let k = 0;
  for (let r = 0; r <= raw.length; r++) {
    while (k < toRaw.length && (toRaw[k] as number) < r) k++;
    out[r] = k;
  }
  return out;
}
