import { closeSync, existsSync, openSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { CliError } from "./errors.js";

/**
 * Resolve a report path (`--junit`, `--html`) and check it can be written
 * before any case runs, so a typo fails in a second, not after the run.
 */
export function outputPath(flag: string, value: string, cwd: string): string {
  const path = resolve(cwd, value);
  const dir = dirname(path);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new CliError(`${flag}: the directory of ${path} does not exist`);
  }
  if (existsSync(path) && statSync(path).isDirectory()) {
    throw new CliError(`${flag}: ${path} is a directory`);
  }
  return path;
}

/**
 * Write a file through `fill`, which gets a write function. The file appears
 * whole or not at all: it is written beside the target and renamed.
 */
export function writeFileAtomically(
  path: string,
  flag: string,
  fill: (write: (text: string) => void) => void,
): void {
  const temp = `${path}.${process.pid}.tmp`;
  let fd: number | undefined;
  try {
    fd = openSync(temp, "w");
    const target = fd;
    fill((text) => {
      writeSync(target, text);
    });
    closeSync(fd);
    fd = undefined;
    renameSync(temp, path);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    throw new CliError(`${flag}: cannot write ${path}: ${(error as Error).message}`);
  }
}
