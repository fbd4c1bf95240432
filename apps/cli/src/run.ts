import { checkCommand } from "./check-command.js";
import { CliError } from "./errors.js";
import { evalCommand } from "./eval-command.js";
import type { CliIo } from "./io.js";

export const USAGE = `crossfoot: fail-closed numeric grounding checks for LLM output

usage:
  crossfoot check --output FILE|- --sources FILE [--require-citations] [--strict] [--json]
  crossfoot eval CASES.jsonl [--min-accuracy X] [-v] [--json]
  crossfoot --help | --version

Run "crossfoot check --help" or "crossfoot eval --help" for details.`;

/**
 * Run the CLI with arguments (without the node and script paths) and return
 * the exit status: 0 success, 1 a check failed, 2 a usage or input error.
 * Errors print one line to stderr and never a stack trace.
 */
export async function run(args: readonly string[], io: CliIo, version = "0.0.0"): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case "check":
        return await checkCommand(rest, io);
      case "eval":
        return await evalCommand(rest, io);
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
        throw new CliError("missing command (check or eval); run crossfoot --help");
      default:
        throw new CliError(
          `unknown command "${command}" (expected check or eval); run crossfoot --help`,
        );
    }
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr(`crossfoot: ${error.message}\n`);
      return 2;
    }
    io.stderr(`crossfoot: internal error: ${(error as Error).stack ?? String(error)}\n`);
    return 2;
  }
}
