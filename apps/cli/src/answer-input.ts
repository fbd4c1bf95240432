// What check and gate both read from the command line: the answer, the source files, the options.
import { resolve } from "node:path";
import { Checker } from "crossfoot";
import { type OptionSpec, parseCommandArgs } from "./args.js";
import { loadConfig } from "./config.js";
import { CliError } from "./errors.js";
import { readText } from "./files.js";
import type { CliIo } from "./io.js";
import { printable } from "./printable.js";
import { byteLimit, DEFAULT_MAX_FILE_BYTES, withoutBom } from "./safe-read.js";
import { type CheckSettings, resolveSettings } from "./settings.js";
import { loadSourceFiles, type SourceFileArg } from "./source-files.js";

/** The flags check and gate share: the answer, the sources, the check's options, --json and --help. */
export const ANSWER_OPTIONS = {
  answer: { type: "string", short: "a" },
  output: { type: "string", short: "o" },
  sources: { type: "string", short: "s", multiple: true },
  rows: { type: "string", multiple: true },
  "require-citations": { type: "boolean" },
  strict: { type: "boolean" },
  "no-derived": { type: "boolean" },
  tolerance: { type: "string" },
  policy: { type: "string" },
  "max-coincidence": { type: "string" },
  config: { type: "string" },
  "max-file-bytes": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** Read a command's arguments: the shared flags and its `own`; a bad argument is a CliError naming `command`. */
export function parseAnswerArgs<const O extends Readonly<Record<string, OptionSpec>>>(
  command: string,
  args: readonly string[],
  own: O,
) {
  try {
    return parseCommandArgs(args, { ...ANSWER_OPTIONS, ...own });
  } catch (error) {
    throw new CliError(`${command}: ${(error as Error).message}`);
  }
}

/** The flags check and gate share, as parsed. */
export interface AnswerFlags {
  readonly values: {
    readonly config?: string;
    readonly policy?: string;
    readonly "require-citations"?: boolean;
    readonly strict?: boolean;
    readonly "no-derived"?: boolean;
    readonly tolerance?: string;
    readonly "max-coincidence"?: string;
    readonly "max-file-bytes"?: string;
  };
  readonly positionals: readonly string[];
  readonly given: readonly { readonly name: string; readonly value: string | undefined }[];
}

/** The answer, a Checker over the sources, and the settings a command runs with. */
export interface AnswerInput {
  readonly answer: string;
  readonly checker: Checker;
  readonly settings: CheckSettings;
}

/**
 * Read the answer (an argument, `--answer FILE` or `-` for standard input)
 * and the `--sources` / `--rows` files, and make a Checker with the options
 * the flags and config give. Warnings about the sources go to stderr;
 * usage errors name `command`. `checkFlags` checks the command's own flags,
 * once the answer and sources flags are known to be given.
 */
export async function readAnswerInput(
  command: string,
  { values, positionals, given }: AnswerFlags,
  io: CliIo,
  checkFlags: () => void = () => {},
): Promise<AnswerInput> {
  if (positionals.length > 1) {
    throw new CliError(
      `${command}: expected one ANSWER argument, got ${positionals.length}: ${positionals.map((p) => JSON.stringify(p)).join(" ")} (quote the answer)`,
    );
  }
  const [positional] = positionals;
  // --output is another name of --answer (the answer is the output being checked).
  const answerFlags = given.filter((o) => o.name === "answer" || o.name === "output");
  if (answerFlags.length > 1) {
    throw new CliError(
      `${command}: the answer file is given more than once (${answerFlags.map((o) => `--${o.name} ${o.value}`).join(", ")}); give it once`,
    );
  }
  const answerFile = answerFlags[0]?.value;
  if (positional !== undefined && answerFile !== undefined) {
    throw new CliError(
      `${command}: the answer is given twice, as an argument (${JSON.stringify(positional)}) and with --${answerFlags[0]?.name}`,
    );
  }
  if (positional === undefined && answerFile === undefined) {
    throw new CliError(
      `${command}: the answer is required: give it as an argument, with --answer FILE, or - for standard input`,
    );
  }
  const files: SourceFileArg[] = given.flatMap((o) =>
    (o.name === "sources" || o.name === "rows") && o.value !== undefined
      ? [{ flag: o.name, path: o.value }]
      : [],
  );
  if (files.length === 0)
    throw new CliError(`${command}: --sources FILE (or --rows FILE) is required`);
  checkFlags();
  const maxFileBytes = byteLimit(
    `${command}: --max-file-bytes`,
    values["max-file-bytes"],
    DEFAULT_MAX_FILE_BYTES,
  );

  const config = await loadConfig(values.config, io.cwd);
  const settings = resolveSettings(config, {
    policy: values.policy,
    requireCitations: values["require-citations"],
    strict: values.strict,
    noDerived: values["no-derived"],
    tolerance: values.tolerance,
    maxCoincidence: values["max-coincidence"],
  });
  const source = positional ?? (answerFile as string);
  const answer =
    source === "-"
      ? withoutBom(await io.readStdin(maxFileBytes))
      : positional !== undefined
        ? positional
        : readText(resolve(io.cwd, source), "answer", maxFileBytes);
  const loaded = loadSourceFiles(files, io.cwd, maxFileBytes);
  const checker = new Checker(loaded.sources, settings.options);
  for (const [id, file] of loaded.rowsFiles) {
    if (checker.sources.tables(id).length > 0) continue;
    const why = checker.sources.diagnostics.find((d) => d.recordId === id);
    throw new CliError(`${file}: no table could be read${why ? `: ${why.message}` : ""}`);
  }
  for (const d of checker.sources.diagnostics) {
    io.stderr(
      `warning: ${printable(`${loaded.fileOf(d.recordId)}: source ${d.recordId}${d.path ? ` ${d.path}` : ""}: ${d.message}`)}\n`,
    );
  }
  return { answer, checker, settings };
}
