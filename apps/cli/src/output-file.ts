import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  type Stats,
  statSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { CliError } from "./errors.js";
import { specialKind } from "./safe-read.js";
import { forgetTemp, releaseTemp, trackTemp } from "./temp-files.js";

/** A report's destination: a regular file's path, or `-` for standard output. */
export type ReportTarget = string;

/** A file the run reads, which no report may overwrite. */
export interface InputFile {
  /** What it is, for messages: "the case file", "the --config file". */
  readonly what: string;
  readonly path: string;
}

const lstatOrUndefined = (path: string): Stats | undefined => {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
};

/**
 * Where a report's file will be once written: its folder's real path joined
 * with its name (the file itself may not exist yet).
 */
function realTarget(path: string): string {
  return join(realpathSync(dirname(path)), basename(path));
}

/** The temporary file a report is written to before it is renamed over `path`. */
const tempOf = (path: string) => `${path}.${process.pid}.tmp`;

/**
 * Create and remove the report's temporary file, so a folder the report
 * cannot be written in fails before the run, not after it. Asking the mode
 * (`access`) is not enough: root passes it for any folder, and it says
 * nothing of a name too long for the temporary file or a file system that
 * refuses new files.
 */
function canCreateBeside(path: string, flag: string): void {
  const temp = tempOf(path);
  try {
    closeSync(
      openSync(
        temp,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
        0o666,
      ),
    );
  } catch (error) {
    throw new CliError(
      `${flag}: cannot write in the directory of ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  releaseTemp(temp);
}

/**
 * Resolve a report path (`--junit`, `--html`) and check it can be written
 * before any case runs, so a typo fails in a second, not after the run.
 * `-` is standard output. Refused, with a one-line message naming the path:
 * a missing or unwritable folder; anything but a regular file already at
 * the path (a folder, a symbolic link, a FIFO, a socket, a device), which
 * the report would replace; and a path that is one of `inputs` (compared as
 * real paths, and as the same file on disk) or `others` (reports already
 * resolved), which the report would overwrite.
 */
export function outputPath(
  flag: string,
  value: string,
  cwd: string,
  inputs: readonly InputFile[] = [],
  others: readonly { flag: string; path: ReportTarget }[] = [],
): ReportTarget {
  if (value === "-") {
    const other = others.find((o) => o.path === "-");
    if (other) throw new CliError(`${flag}: ${other.flag} already writes to standard output (-)`);
    return "-";
  }
  const path = resolve(cwd, value);
  const dir = dirname(path);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new CliError(`${flag}: the directory of ${path} does not exist`);
  }
  const stats = lstatOrUndefined(path);
  if (stats?.isDirectory()) throw new CliError(`${flag}: ${path} is a directory`);
  const kind = stats && specialKind(stats);
  if (kind) {
    throw new CliError(
      `${flag}: ${path} is ${kind}; reports are written to regular files only (remove it or give another path)`,
    );
  }
  canCreateBeside(path, flag);
  const real = realTarget(path);
  for (const input of inputs) {
    let same = false;
    try {
      same = realpathSync(input.path) === real;
      if (!same && stats) {
        const other = statSync(input.path);
        same = other.dev === stats.dev && other.ino === stats.ino;
      }
    } catch {
      // An input that is not there is not overwritten.
    }
    if (same) {
      throw new CliError(
        `${flag}: ${value} is ${input.what}; the report would overwrite it (give another path)`,
      );
    }
  }
  for (const other of others) {
    if (other.path !== "-" && realTarget(other.path) === real) {
      throw new CliError(
        `${flag}: ${value} is also the ${other.flag} report; give each its own path`,
      );
    }
  }
  return path;
}

/**
 * Write a report through `fill`, which gets a write function: to standard
 * output (`stdout`) when the target is `-`, else to a file that appears whole
 * or not at all. The file is written beside the target (created new, never
 * through an existing link) and renamed over it, after checking again that
 * the target is not a link, FIFO or device; the temporary file is removed on
 * an error and if the process ends or is interrupted before the rename.
 */
export function writeReport(
  target: ReportTarget,
  flag: string,
  stdout: (text: string) => void,
  fill: (write: (text: string) => void) => void,
): void {
  if (target === "-") {
    fill(stdout);
    return;
  }
  const path = target;
  const temp = tempOf(path);
  let fd: number | undefined;
  let created = false;
  try {
    fd = openSync(
      temp,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0),
      0o666,
    );
    created = true;
    trackTemp(temp);
    const out = fd;
    fill((text) => {
      writeSync(out, text);
    });
    closeSync(fd);
    fd = undefined;
    const now = lstatOrUndefined(path);
    const kind = now && (now.isDirectory() ? "a directory" : specialKind(now));
    if (kind) throw new Error(`it is now ${kind}; reports are written to regular files only`);
    renameSync(temp, path);
    forgetTemp(temp);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    if (created) releaseTemp(temp);
    throw new CliError(`${flag}: cannot write ${path}: ${(error as Error).message}`);
  }
}
