import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";
import { CliError } from "./errors.js";

/** The largest sources, rows, answer or config file read by default (256 MiB); `--max-file-bytes`. */
export const DEFAULT_MAX_FILE_BYTES = 256 * 1024 * 1024;
/** The longest line of a case file read by default (16 MiB); `--max-line-bytes`. */
export const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;

const CHUNK = 1024 * 1024;
// Opening a FIFO for reading waits for a writer; non-blocking, the open
// returns at once and fstat says what it is. No effect on a regular file.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** What a file that is neither a regular file nor a folder is, for messages. */
export function specialKind(stats: Stats): string | undefined {
  if (stats.isFile() || stats.isDirectory()) return undefined;
  if (stats.isSymbolicLink()) return "a symbolic link";
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a regular file";
}

/**
 * Open a file to read, refusing anything but a regular file (a device such as
 * /dev/zero, a FIFO, a socket, a folder) with a one-line error naming it.
 */
export function openRegular(path: string, what: string): { fd: number; size: number } {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new CliError(`${what} file not found: ${path}`);
    if (code === "EISDIR") throw new CliError(`${what} file is a directory: ${path}`);
    throw new CliError(`cannot read ${what} file ${path}: ${(error as Error).message}`);
  }
  const stats = fstatSync(fd);
  if (stats.isDirectory()) {
    closeSync(fd);
    throw new CliError(`${what} file is a directory: ${path}`);
  }
  const kind = specialKind(stats);
  if (kind) {
    closeSync(fd);
    throw new CliError(`${what} file ${path} is ${kind}; only regular files are read`);
  }
  return { fd, size: stats.size };
}

/** The one-line error for input over its limit. */
export function tooLarge(what: string, shown: string, max: number, flag: string): CliError {
  return new CliError(
    `${what} ${shown} is larger than ${max} bytes (raise the limit with ${flag})`,
  );
}

/**
 * The text without a leading byte-order mark, which editors on Windows write
 * at the start of a UTF-8 file: it is not content (JSON.parse refuses it),
 * and line and column numbers count from after it, as an editor shows them.
 */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Read a regular file as UTF-8 (a leading byte-order mark dropped), failing (before reading it, or while reading
 * it, if it grows) when it holds more than `maxBytes` bytes.
 */
export function readRegularText(path: string, what: string, maxBytes: number): string {
  const { fd, size } = openRegular(path, what);
  try {
    if (size > maxBytes) throw tooLarge(`${what} file`, path, maxBytes, "--max-file-bytes");
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
      let n: number;
      try {
        n = readSync(fd, buffer, 0, buffer.length, null);
      } catch (error) {
        throw new CliError(`cannot read ${what} file ${path}: ${(error as Error).message}`);
      }
      if (n === 0) break;
      total += n;
      if (total > maxBytes) throw tooLarge(`${what} file`, path, maxBytes, "--max-file-bytes");
      chunks.push(buffer.subarray(0, n));
    }
    return withoutBom(Buffer.concat(chunks, total).toString("utf8"));
  } finally {
    closeSync(fd);
  }
}

/** Read a size limit flag: a whole number of bytes, at least 1. */
export function byteLimit(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new CliError(`${flag} must be a whole number of bytes, at least 1, got "${value}"`);
  }
  return n;
}
