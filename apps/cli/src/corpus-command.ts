// `crossfoot corpus verify`: every number of the original documents, found unchanged in the chunks made from them.
import { parseCommandArgs } from "./args.js";
import { isPostgresUrl, readChunksFile, shownUrl } from "./corpus-chunks.js";
import { corpusHtml } from "./corpus-html.js";
import { loadCorpus } from "./corpus-load.js";
import { readOriginals } from "./corpus-originals.js";
import { CliError } from "./errors.js";
import type { CliIo } from "./io.js";
import { outputPath, writeReport } from "./output-file.js";
import { printable } from "./printable.js";
import { byteLimit, DEFAULT_MAX_FILE_BYTES } from "./safe-read.js";
import { numberFlag } from "./settings.js";

export const CORPUS_USAGE = `usage: crossfoot corpus verify --originals DIR|FILE --chunks FILE|postgres://… [options]

Verify a RAG corpus: every number of the original documents found, unchanged, in the
chunks made from them. Reports numbers no chunk holds (coverage), numbers a chunk
changed (digits, sign, scale, unit), table cells in another row or column (binding),
numbers a chunk boundary cut, and chunks or documents without a counterpart (orphans).
  --originals DIR|FILE  a folder of documents, one a file (.html .htm .md .csv .json
                        .txt; the id is the file name without extension), a JSONL file
                        of {"id", "text"}, or one document file
  --chunks FILE|URL     a JSONL file of {"id", "document", "text", "metadata"?}, or a
                        postgres:// URL with --table or --query
  --table NAME          the table of chunks (columns id, document, text[, metadata])
  --query SQL           a query returning those columns
  --json                print the report as JSON (checked against CorpusReportSchema)
  --html FILE           write the findings as a self-contained HTML page (- for stdout)
  --max-drop-rate X     the largest share of the numbers that may be dropped (default 0)
  --max-errors N        the most fidelity and binding errors allowed (default 0)
  --max-file-bytes N    refuse an input file larger than N bytes (default 256 MiB)
Exit status: 0 the corpus passes, 1 the drop rate or the errors exceed their limits,
2 usage or input error.`;

const OPTIONS = {
  originals: { type: "string" },
  chunks: { type: "string" },
  table: { type: "string" },
  query: { type: "string" },
  json: { type: "boolean" },
  html: { type: "string" },
  "max-drop-rate": { type: "string" },
  "max-errors": { type: "string" },
  "max-file-bytes": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** `crossfoot corpus verify`: exit 0 when the corpus passes, 1 when it does not, 2 on a usage or input error. */
export async function corpusCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === "--help" || sub === "-h" || sub === "help") {
    if (sub === undefined)
      throw new CliError("corpus: missing subcommand (verify); run crossfoot corpus --help");
    io.stdout(`${CORPUS_USAGE}\n`);
    return 0;
  }
  if (sub !== "verify") {
    throw new CliError(
      `corpus: unknown subcommand "${sub}" (expected verify); run crossfoot corpus --help`,
    );
  }
  let parsed: ReturnType<typeof parseCommandArgs<typeof OPTIONS>>;
  try {
    parsed = parseCommandArgs(rest, OPTIONS);
  } catch (error) {
    throw new CliError(`corpus verify: ${(error as Error).message}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${CORPUS_USAGE}\n`);
    return 0;
  }
  if (positionals.length > 0) {
    throw new CliError(`corpus verify: unexpected argument ${JSON.stringify(positionals[0])}`);
  }
  if (values.originals === undefined)
    throw new CliError("corpus verify: --originals DIR|FILE is required");
  if (values.chunks === undefined)
    throw new CliError("corpus verify: --chunks FILE|postgres://… is required");
  const postgres = isPostgresUrl(values.chunks);
  if (postgres && (values.table === undefined) === (values.query === undefined)) {
    throw new CliError(
      "corpus verify: a postgres:// --chunks needs --table NAME or --query SQL (one of them)",
    );
  }
  if (!postgres && (values.table !== undefined || values.query !== undefined)) {
    throw new CliError(
      `corpus verify: --${values.table !== undefined ? "table" : "query"} is for a postgres:// --chunks only`,
    );
  }
  const maxDropRate =
    values["max-drop-rate"] === undefined
      ? 0
      : numberFlag(
          "corpus verify: --max-drop-rate",
          values["max-drop-rate"],
          (x) => x >= 0 && x <= 1,
          "from 0 to 1",
        );
  const maxErrors =
    values["max-errors"] === undefined
      ? 0
      : numberFlag(
          "corpus verify: --max-errors",
          values["max-errors"],
          (x) => Number.isInteger(x) && x >= 0,
          "a whole number, 0 or more",
        );
  const maxBytes = byteLimit(
    "corpus verify: --max-file-bytes",
    values["max-file-bytes"],
    DEFAULT_MAX_FILE_BYTES,
  );
  if (values.html === "-" && values.json) {
    throw new CliError(
      "corpus verify: --html - and --json both write to standard output; give --html a file",
    );
  }

  const originals = readOriginals(values.originals, io.cwd, maxBytes, (m) =>
    io.stderr(`warning: ${printable(m)}\n`),
  );
  const chunksFile = postgres ? undefined : readChunksFile(values.chunks, io.cwd, maxBytes);
  const inputs = [
    ...originals.files.map((path) => ({ what: "an original", path })),
    ...(chunksFile ? [{ what: "the chunks file", path: chunksFile.file }] : []),
  ];
  const html =
    values.html === undefined ? undefined : outputPath("--html", values.html, io.cwd, inputs);
  const chunks = chunksFile
    ? chunksFile.chunks
    : await (await import("./corpus-postgres.js")).readPostgresChunks(
        values.chunks,
        values.table !== undefined ? { table: values.table } : { query: values.query as string },
      );

  const corpus = loadCorpus();
  let report: ReturnType<typeof corpus.verifyCorpus>;
  try {
    report = corpus.verifyCorpus(originals.documents, chunks, { maxDropRate, maxErrors });
  } catch (error) {
    if ((error as Error).name === "CorpusInputError")
      throw new CliError(`corpus verify: ${(error as Error).message}`);
    throw error;
  }
  if (html !== undefined) {
    writeReport(
      html,
      "--html",
      (text) => io.stdout(text),
      (write) =>
        write(
          corpusHtml(
            report,
            postgres ? shownUrl(values.chunks as string) : (values.chunks as string),
          ),
        ),
    );
  }
  if (values.json) {
    // Fail closed: what is printed is what the schema describes.
    io.stdout(`${JSON.stringify(corpus.CorpusReportSchema.parse(report), null, 2)}\n`);
  } else if (html !== "-") {
    const text = corpus.summary(report);
    io.stdout(`${text.split("\n").map(printable).join("\n")}`);
  }
  return report.passed ? 0 : 1;
}
