import { createReadStream } from "node:fs";
import { CliError } from "./errors.js";
import { DEFAULT_MAX_LINE_BYTES, openRegular } from "./safe-read.js";

/** A run of non-blank lines of a JSONL file, in order. */
export interface LineBatch {
  /** 1-based line numbers (blank lines are counted, not included). */
  readonly lines: number[];
  readonly texts: string[];
  /** Bytes of the file read up to the end of the last line. */
  readonly bytesEnd: number;
}

/** An opened file: its size, and its non-blank lines streamed in batches. */
export interface JsonlFile {
  readonly size: number;
  readonly batches: AsyncIterable<LineBatch>;
}

const CHUNK = 256 * 1024;
const NEWLINE = 0x0a;

function isBlank(text: string): boolean {
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 0xfeff) return false;
  }
  return true;
}

/**
 * Open a JSONL file and stream its non-blank lines, at most `batchSize` to a
 * batch, holding only one chunk of the file at a time (memory does not grow
 * with the number of lines). A trailing `\r` and a leading byte-order mark are
 * dropped; line numbers count every line, blank or not.
 */
export function openJsonl(
  path: string,
  what: string,
  batchSize: number,
  maxLineBytes = DEFAULT_MAX_LINE_BYTES,
  shown = path,
): JsonlFile {
  const { fd, size } = openRegular(path, what);
  return { size, batches: lines(fd, batchSize, maxLineBytes, shown) };
}

async function* lines(
  fd: number,
  batchSize: number,
  maxLineBytes: number,
  shown: string,
): AsyncGenerator<LineBatch> {
  const stream = createReadStream("", { fd, highWaterMark: CHUNK });
  // The start of a line that continues into the next chunk; joined only once
  // its end arrives, so a long line costs one copy, not one per chunk.
  let parts: Buffer[] = [];
  let line = 0;
  let bytes = 0;
  let batch: LineBatch = { lines: [], texts: [], bytesEnd: 0 };
  // The bytes held in `parts`: a line is refused as soon as it is longer
  // than the limit, before the rest of it is read.
  let held = 0;
  const tooLong = () =>
    new CliError(
      `${shown}:${line + 1}: the line is longer than ${maxLineBytes} bytes (raise the limit with --max-line-bytes)`,
    );
  const push = (buffer: Buffer, start: number, end: number) => {
    if (end - start > maxLineBytes) throw tooLong();
    line++;
    let stop = end;
    if (stop > start && buffer[stop - 1] === 0x0d) stop--;
    let text = buffer.toString("utf8", start, stop);
    if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (isBlank(text)) return;
    batch.lines.push(line);
    batch.texts.push(text);
  };
  const take = (bytesEnd: number): LineBatch => {
    const full = { ...batch, bytesEnd };
    batch = { lines: [], texts: [], bytesEnd: 0 };
    return full;
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let nl = chunk.indexOf(NEWLINE);
      if (nl === -1) {
        held += chunk.length;
        if (held > maxLineBytes) throw tooLong();
        parts.push(chunk);
        bytes += chunk.length;
        continue;
      }
      if (parts.length > 0) {
        if (held + nl > maxLineBytes) throw tooLong();
        const first = Buffer.concat([...parts, chunk.subarray(0, nl)]);
        parts = [];
        held = 0;
        push(first, 0, first.length);
      } else {
        push(chunk, 0, nl);
      }
      let start = nl + 1;
      for (nl = chunk.indexOf(NEWLINE, start); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
        if (batch.lines.length >= batchSize) yield take(bytes + start);
        push(chunk, start, nl);
        start = nl + 1;
      }
      if (start < chunk.length) {
        held = chunk.length - start;
        if (held > maxLineBytes) throw tooLong();
        parts.push(chunk.subarray(start));
      }
      bytes += chunk.length;
      if (batch.lines.length > 0) yield take(bytes - (chunk.length - start));
    }
    if (parts.length > 0) {
      const last = Buffer.concat(parts);
      push(last, 0, last.length);
    }
    if (batch.lines.length > 0) yield take(bytes);
  } finally {
    stream.destroy();
  }
}
