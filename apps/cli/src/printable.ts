// Control characters, and the format characters that reorder or break a
// line: C0 (tab and newline included), DEL, C1, the line and paragraph
// separators, and the bidirectional embeddings, overrides and isolates.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const SHORT: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Text from the input (an id, a figure, a source's words, a path) as it is
 * safe to print to a terminal: every control character is shown escaped
 * (`\u001b`, `\n`), so an escape sequence in a record id cannot recolour,
 * clear or retitle the terminal, or break a report's one-line layout. The
 * JSON report needs none of this (JSON escapes them itself), nor HTML and
 * JUnit (which replace them).
 *
 * @example
 * printable("R1\u001b[2J"); // "R1\\u001b[2J"
 */
export function printable(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (ch) => SHORT[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
