import { CliError } from "./errors.js";
import type { CliIo } from "./io.js";
import { printable } from "./printable.js";

export const USAGE = `crossfoot: fail-closed numeric grounding checks for LLM output

usage:
  crossfoot check [ANSWER | --answer FILE|-] --sources FILE [--rows FILE] [--require-citations]
                  [--strict] [--no-derived] [--tolerance X] [--policy strict|lenient]
                  [--max-coincidence X] [--config FILE] [--max-file-bytes N] [--json | --caveat]
  crossfoot eval CASES.jsonl [--min-accuracy X] [-v] [--json] [--junit FILE] [--html FILE]
                 [--workers N] [--fail-fast] [--config FILE] [--allow-dir DIR]
                 [--max-line-bytes N] [--max-file-bytes N]
  crossfoot gate [ANSWER | --answer FILE|-] --sources FILE [--rows FILE] [--keep-ratio X]
                 [--ratio-of sentences|figures] [--json]
  crossfoot serve [--port N] [--host H] [--concurrency N] [--queue N] [--max-body-bytes N] [--timeout-ms N] [--quiet]
  crossfoot enqueue CASES.jsonl --redis URL --queue NAME [--attempts N] [--json]
  crossfoot worker --redis URL --queue NAME [--concurrency N] [--stalled-interval-ms MS]
  crossfoot collect --redis URL --queue NAME --file CASES.jsonl [--json] [--min-accuracy X]
  crossfoot corpus verify --originals DIR|FILE --chunks FILE|postgres://… [--table NAME | --query SQL]
                   [--json] [--html FILE] [--max-drop-rate X] [--max-errors N]
  crossfoot --help | --version

Run "crossfoot check --help", "crossfoot eval --help" or "crossfoot gate --help" for details.`;

// Some messages (a thrown error's, a config file's) span several lines; any
// other control character (from an id, a path, a flag) is shown escaped.
const oneLine = (message: string) => message.replace(/\s*[\r\n]+\s*/g, " ").trim();

/**
 * Run the CLI with arguments (without the node and script paths) and return
 * the exit status: 0 success, 1 a check failed, 2 a usage or input error.
 * Errors print one line to stderr and never a stack trace.
 */
export async function run(args: readonly string[], io: CliIo, version = "0.0.0"): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      // Each command is imported when it runs, so `--help` and `--version`
      // never load crossfoot, and `check` never loads the eval machinery.
      case "check":
        return await (await import("./check-command.js")).checkCommand(rest, io);
      case "eval":
        return await (await import("./eval-command.js")).evalCommand(rest, io);
      case "gate":
        return await (await import("./gate-command.js")).gateCommand(rest, io);
      case "serve":
        return await (await import("./serve-command.js")).serveCommand(rest, io);
      case "enqueue":
        return await (await import("./enqueue-command.js")).enqueueCommand(rest, io);
      case "worker":
        return await (await import("./worker-command.js")).workerCommand(rest, io);
      case "collect":
        return await (await import("./collect-command.js")).collectCommand(rest, io);
      case "corpus":
        return await (await import("./corpus-command.js")).corpusCommand(rest, io);
      case "--help":
      case "-h":
      case "help":
        io.stdout(`${USAGE}\n`);
        return 0;
      case "--version":
      case "-V":
        io.stdout(`${version}\n`);
        return 0;
      case undefined:
        throw new CliError("missing command (check, eval or gate); run crossfoot --help");
      default:
        throw new CliError(
          `unknown command "${command}" (expected check, eval or gate); run crossfoot --help`,
        );
    }
  } catch (error) {
    io.stderr(errorLine(error));
    return 2;
  }
}

/**
 * The one line a run's error prints: a usage or input error (a `CliError`,
 * or crossfoot's `InvalidOptionError` for a check option of the wrong type
 * or value, known by its name so `--help` never loads crossfoot) as it is,
 * anything else as an internal error.
 */
export function errorLine(error: unknown): string {
  const message = printable(oneLine(error instanceof Error ? error.message : String(error)));
  if (error instanceof CliError) return `crossfoot: ${message}\n`;
  if (error instanceof TypeError && error.name === "InvalidOptionError") {
    return `${message.startsWith("crossfoot: ") ? "" : "crossfoot: "}${message}\n`;
  }
  return `crossfoot: internal error: ${message}\n`;
}
