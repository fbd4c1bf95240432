import { readFileSync } from "node:fs";
import { CliError } from "./errors.js";
import { lineAndColumn, locateJsonError } from "./json-locate.js";

/** Read a text file, or fail with a one-line message naming it. */
export function readText(path: string, what: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new CliError(`${what} file not found: ${path}`);
    if (code === "EISDIR") throw new CliError(`${what} file is a directory: ${path}`);
    throw new CliError(`cannot read ${what} file ${path}: ${(error as Error).message}`);
  }
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
export function readJson(path: string, what: string): unknown {
  return parseJson(readText(path, what), path);
}
