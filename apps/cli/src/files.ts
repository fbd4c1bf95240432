import { CliError } from "./errors.js";
import { lineAndColumn, locateJsonError } from "./json-locate.js";
import { DEFAULT_MAX_FILE_BYTES, readRegularText } from "./safe-read.js";

/**
 * Read a regular text file of at most `maxBytes` bytes, or fail with a
 * one-line message naming it (a device or FIFO is refused, not read).
 */
export function readText(path: string, what: string, maxBytes = DEFAULT_MAX_FILE_BYTES): string {
  return readRegularText(path, what, maxBytes);
}

/**
 * Parse JSON, or fail naming the file, line and column and what is wrong.
 * `lineOffset` places a JSONL line within its file.
 */
export function parseJson(text: string, file: string, lineOffset = 0): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const { offset, reason } = locateJsonError(text);
    const { line, column } = lineAndColumn(text, offset);
    throw new CliError(`${file}:${line + lineOffset}:${column}: invalid JSON: ${reason}`);
  }
}

/** Read and parse a JSON file. */
export function readJson(path: string, what: string, maxBytes = DEFAULT_MAX_FILE_BYTES): unknown {
  return parseJson(readText(path, what, maxBytes), path);
}
