import { fstatSync, type Stats, statSync, writeSync } from "node:fs";

// The command's own standard output and error, without `process.stdout` and
// `process.stderr` when they are a pipe or a file: creating those streams
// loads node:net (or node:tty) and every stream class, several milliseconds
// of a start-up that is otherwise about Node's own. Node writes to pipes and
// files synchronously on Linux and macOS anyway, so a `writeSync` loop is the
// same behaviour; a terminal still gets the stream (on Windows only the
// stream converts to the console's encoding).

/** The CommonJS `require` of the bundle (cli.cjs) this file is built into. */
declare const require: (id: "node:tty") => typeof import("node:tty");

/**
 * Whether `fd` is a terminal. A terminal is a character device, so a pipe or
 * a file is answered by one `fstat` without loading node:tty, and so is the
 * null device (`crossfoot check … > /dev/null`, a gate that reads only the
 * exit status); only another character device asks `isatty`.
 */
export function isTerminal(fd: number): boolean {
  let stats: Stats;
  try {
    stats = fstatSync(fd);
  } catch {
    return false; // a closed descriptor: not a terminal, and the write will say so
  }
  if (!stats.isCharacterDevice() || isNullDevice(stats)) return false;
  return require("node:tty").isatty(fd);
}

/** Whether a character device is /dev/null (the same device numbers), where the system has one. */
function isNullDevice(stats: Stats): boolean {
  if (process.platform === "win32") return false;
  try {
    const nul = statSync("/dev/null");
    return nul.isCharacterDevice() && nul.rdev === stats.rdev;
  } catch {
    return false;
  }
}

/**
 * A function writing text to `fd` (1 or 2) in order. A terminal, or a pipe
 * that is full and non-blocking (EAGAIN), gets the rest through `stream()`
 * (`process.stdout` or `process.stderr`, with its error handler attached).
 * A closed descriptor (EBADF) drops every write, as the stand-in stream Node
 * gives a closed stdout does. Any other write error is passed to `onError`
 * once, and later writes are dropped, as they are on a stream that has failed.
 */
export function fdWriter(
  fd: number,
  stream: () => NodeJS.WritableStream,
  onError: (error: NodeJS.ErrnoException) => void,
): (text: string) => void {
  let direct: boolean | undefined; // decided at the first write
  let failed = false;
  return (text) => {
    if (failed) return;
    direct ??= !isTerminal(fd);
    if (!direct) {
      stream().write(text);
      return;
    }
    const bytes = Buffer.from(text, "utf8");
    let written = 0;
    while (written < bytes.length) {
      try {
        written += writeSync(fd, bytes, written);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EAGAIN") {
          direct = false;
          stream().write(bytes.subarray(written));
        } else if (code === "EBADF") {
          failed = true;
        } else {
          failed = true;
          onError(error as NodeJS.ErrnoException);
        }
        return;
      }
    }
  };
}
