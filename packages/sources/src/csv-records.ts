// CSV records read as csv-parse reads them with the options the table reader uses, in plain code that runs in any JavaScript runtime.

/**
 * Why not csv-parse here: its ES module build is its Node build, which uses
 * Node's global `Buffer` at load, so a bundle of the checker would not load
 * in a browser, a Web Worker or an edge runtime; its browser build carries a
 * `Buffer` polyfill (about 9 KB gzipped with the parser itself). The grammar
 * below is RFC 4180 with csv-parse's `trim`, and a property test holds it to
 * csv-parse on random input (`test/csv-records.test.ts`).
 */

/** A CSV text that cannot be read: a quote left open, or a quote where none may be. */
export class CsvError extends Error {
  override readonly name = "CsvError";
}

const QUOTE = 34;

/** Characters `trim` removes around a field: spaces, tabs, form feeds and line breaks that end no record. */
function isTrimmed(code: number, delimiter: number): boolean {
  return (
    code !== delimiter && (code === 32 || code === 9 || code === 12 || code === 10 || code === 13)
  );
}

/**
 * The records of `text`, each a list of fields, as csv-parse reads them with
 * `{ delimiter, relax_column_count: true, skip_empty_lines: false, trim: true }`:
 * records end at `\r\n`, `\n` or `\r` (a last line break ends the last
 * record and starts none); fields are split by `delimiter` and trimmed of
 * spaces and tabs; a field that opens with a quote runs to its closing quote
 * (a doubled quote inside is one quote, line breaks inside are kept), and
 * only spaces and tabs may follow it before the delimiter or the record's
 * end. An empty line is a record of one empty field, except a last line
 * of nothing but spaces and tabs with no line break after it.
 *
 * @throws {CsvError} for a quote that is not closed, a character after a
 * closing quote, or a quote inside an unquoted field. Linear in the text.
 */
export function csvRecords(text: string, delimiter: string): string[][] {
  const d = delimiter.charCodeAt(0);
  const records: string[][] = [];
  const n = text.length;
  if (n === 0) return records;
  // The record delimiter is the first line break met outside quotes: \r\n, \n
  // or \r. Other breaks are then characters of a field, or trimmed around it.
  let ending = "";
  const endsRecord = (at: number): number => {
    const code = text.charCodeAt(at);
    if (code !== 10 && code !== 13) return 0;
    if (ending === "")
      ending = code === 13 && text.charCodeAt(at + 1) === 10 ? "\r\n" : (text[at] as string);
    return text.startsWith(ending, at) ? ending.length : 0;
  };
  let record: string[] = [];
  let i = 0;
  for (;;) {
    // One field, from i.
    while (i < n && endsRecord(i) === 0 && isTrimmed(text.charCodeAt(i), d)) i++;
    let field: string;
    const quoted = i < n && text.charCodeAt(i) === QUOTE;
    if (quoted) {
      let value = "";
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0) throw new CsvError("a quoted field is not closed");
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += text.slice(from, close + 1);
          from = close + 2;
          continue;
        }
        value += text.slice(from, close);
        i = close + 1;
        break;
      }
      while (i < n && endsRecord(i) === 0 && isTrimmed(text.charCodeAt(i), d)) i++;
      if (i < n && text.charCodeAt(i) !== d && endsRecord(i) === 0)
        throw new CsvError("a character follows a closing quote");
      field = value;
    } else {
      const start = i;
      while (i < n) {
        const code = text.charCodeAt(i);
        if (code === d || endsRecord(i) > 0) break;
        if (code === QUOTE) throw new CsvError("a quote inside an unquoted field");
        i++;
      }
      let end = i;
      while (end > start && isTrimmed(text.charCodeAt(end - 1), d)) end--;
      field = text.slice(start, end);
    }
    record.push(field);
    if (i >= n) {
      // A last line of nothing but spaces and tabs, with no line break after it, is no record.
      if (!(record.length === 1 && field === "" && !quoted)) records.push(record);
      return records;
    }
    if (text.charCodeAt(i) === d) {
      i++;
      continue;
    }
    // A record delimiter ends the record; one at the very end starts no other.
    i += endsRecord(i);
    records.push(record);
    record = [];
    if (i >= n) return records;
  }
}
