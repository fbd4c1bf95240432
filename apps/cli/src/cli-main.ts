// The CLI as the `crossfoot` command runs it: real stdin, stdout and stderr.
// Bundled with its dependencies into dist/cli.cjs, which bin.ts runs.
import { run } from "./run.js";
import { tooLarge } from "./safe-read.js";
import { fdWriter, isTerminal } from "./stdio.js";

/** The package's version, written in by the bundler (tsup.config.ts) so no run reads package.json. */
declare const __CROSSFOOT_CLI_VERSION__: string;

async function readStdin(maxBytes = Number.POSITIVE_INFINITY): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of process.stdin) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      process.stdin.destroy();
      throw tooLarge("standard input", "(-)", maxBytes, "--max-file-bytes");
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

// A reader that stops early (`crossfoot eval -v | head`) is not an error: stop
// writing and keep the exit status. Any other write error is one line, exit 2.
// Errors writing to stderr itself are dropped.
let writeFailed = false;
const stdoutError = (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") return;
  stderr(`crossfoot: cannot write output: ${error.message}\n`);
  writeFailed = true;
  process.exitCode = 2;
};
let stdoutStream: NodeJS.WriteStream | undefined;
let stderrStream: NodeJS.WriteStream | undefined;
const stdout = fdWriter(
  1,
  () => {
    if (!stdoutStream) {
      stdoutStream = process.stdout;
      stdoutStream.on("error", stdoutError);
    }
    return stdoutStream;
  },
  stdoutError,
);
const stderr = fdWriter(
  2,
  () => {
    if (!stderrStream) {
      stderrStream = process.stderr;
      stderrStream.on("error", () => {});
    }
    return stderrStream;
  },
  () => {},
);

// Asked only by the commands that use them (a check's colours, eval's
// progress bar), once each: a pipe or a file answers without node:tty.
let stdoutIsTTY: boolean | undefined;
let stderrIsTTY: boolean | undefined;
let stderrColumns: { value: number | undefined } | undefined;

run(
  process.argv.slice(2),
  {
    stdout,
    stderr,
    readStdin,
    cwd: process.cwd(),
    get stdoutIsTTY() {
      stdoutIsTTY ??= isTerminal(1);
      return stdoutIsTTY;
    },
    get stderrIsTTY() {
      stderrIsTTY ??= isTerminal(2);
      return stderrIsTTY;
    },
    get stderrColumns() {
      stderrColumns ??= { value: isTerminal(2) ? process.stderr.columns : undefined };
      return stderrColumns.value;
    },
    env: process.env,
  },
  __CROSSFOOT_CLI_VERSION__,
).then((code) => {
  process.exitCode = writeFailed ? 2 : code;
  // A run that wrote only directly (nothing left in a stream's buffer) and is
  // not an eval (whose worker threads wind down on their own) exits now:
  // Node's orderly shutdown frees the whole heap first, a few milliseconds
  // of every check. `exit` listeners (the code cache's writer) still run.
  if (stdoutStream === undefined && stderrStream === undefined && process.argv[2] !== "eval") {
    process.exit();
  }
});
