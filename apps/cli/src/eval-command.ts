import { existsSync, realpathSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseCommandArgs } from "./args.js";
import { realOrSelf } from "./cases.js";
import { CONFIG_NAMES, loadConfig } from "./config.js";
import { CliError } from "./errors.js";
import type { CaseOutcome, RunnerConfig } from "./eval-runner.js";
import { consoleOutputs, EvalTally } from "./eval-tally.js";
import { HtmlOutput } from "./html-output.js";
import type { CliIo } from "./io.js";
import { openJsonl } from "./jsonl.js";
import { type InputFile, outputPath } from "./output-file.js";
import { Progress } from "./progress.js";
import { byteLimit, DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_LINE_BYTES } from "./safe-read.js";
import { numberFlag, resolveSettings } from "./settings.js";

export const EVAL_USAGE = `usage: crossfoot eval CASES.jsonl [--min-accuracy X] [-v] [--json] [--junit FILE] [--html FILE]
                     [--workers N] [--fail-fast] [--config FILE] [--allow-dir DIR]
                     [--max-line-bytes N] [--max-file-bytes N]

Run a labelled case set, one JSON case a line: id, output (the answer),
sources or sources_file, expect (pass|fail, the outcome the answer should get;
default pass) and options (require_citations, allow_rounding, allow_derived,
check_table_rows).
  --min-accuracy X  fail (exit 1) below this share of cases as expected (default 1.0)
  -v, --verbose     print every case and its claims
  --json            print the results as one JSON object
  --junit FILE      also write JUnit XML, one test case per case (- : to standard
                    output, the usual lines then going to standard error)
  --html FILE       also write a self-contained HTML report (- : to standard output)
  --workers N       check on N worker threads (default 1); same results, same order
  --fail-fast       stop at the first line that is not a valid case (exit 2)
  --config FILE     default options for every case (JSON or crossfoot.config.*)
  --allow-dir DIR   a sources_file may also be in DIR (repeatable); by default it
                    must be in the case file's folder
  --max-line-bytes N  refuse a case line longer than N bytes (default 16777216, 16 MiB)
  --max-file-bytes N  refuse a sources_file larger than N bytes (default 268435456, 256 MiB)
A flag other than --allow-dir given twice must have the same value.
Reports are written to regular files only, never over the case file, the
config file or each other.
Prints each case not as expected (each case with -v), then its claims:
  FAIL ID FAILED · N claims · F failed · score S · expected PASSED
  ok ID PASSED · N claims · 0 failed · score 1.00 · as expected
a line that is not a valid case as "ERROR ID FILE:LINE: what is wrong" (counted
as not as expected), and last the gate:
  PASSED|FAILED · C/T cases as expected · accuracy X% · threshold Y%
Exit status: 0 at or above the threshold, 1 below it, 2 usage or input error.`;

// Lines a worker gets at once: large enough that messaging is a small share
// of the work, small enough that results stream and memory stays flat.
const BATCH = 128;
const MAX_WORKERS = 64;

/** `crossfoot eval`: accuracy of crossfoot's verdicts on labelled cases, as a CI gate. */
export async function evalCommand(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new CliError(`eval: ${(error as Error).message}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${EVAL_USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1) throw new CliError("eval: expected one CASES.jsonl file");
  const shown = positionals[0] as string;
  const minAccuracy = values["min-accuracy"];
  const threshold =
    minAccuracy === undefined
      ? 1
      : numberFlag(
          "eval: --min-accuracy",
          minAccuracy,
          (x) => x >= 0 && x <= 1,
          "a number from 0 to 1",
        );
  const workers =
    values.workers === undefined
      ? 1
      : numberFlag(
          "eval: --workers",
          values.workers,
          (x) => Number.isInteger(x) && x >= 1 && x <= MAX_WORKERS,
          `a whole number from 1 to ${MAX_WORKERS}`,
        );
  const maxLineBytes = byteLimit(
    "eval: --max-line-bytes",
    values["max-line-bytes"],
    DEFAULT_MAX_LINE_BYTES,
  );
  const maxFileBytes = byteLimit(
    "eval: --max-file-bytes",
    values["max-file-bytes"],
    DEFAULT_MAX_FILE_BYTES,
  );
  const path = resolve(io.cwd, shown);
  const allowDirs = [realOrSelf(dirname(path))];
  for (const dir of values["allow-dir"] ?? []) {
    const full = resolve(io.cwd, dir);
    if (!existsSync(full) || !statSync(full).isDirectory()) {
      throw new CliError(`eval: --allow-dir: ${full} is not a directory`);
    }
    allowDirs.push(realpathSync(full));
  }
  // Files the run reads, which no report may overwrite.
  const inputs: InputFile[] = [
    { what: "the case file", path },
    ...(values.config === undefined
      ? CONFIG_NAMES.map((name) => ({ what: "the config file", path: resolve(io.cwd, name) }))
      : [{ what: "the --config file", path: resolve(io.cwd, values.config) }]),
  ];
  const reports: { flag: string; path: string }[] = [];
  const report = (flag: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const target = outputPath(flag, value, io.cwd, inputs, reports);
    reports.push({ flag, path: target });
    return target;
  };
  const junitPath = report("--junit", values.junit);
  const htmlPath = report("--html", values.html);
  // A report on standard output (`-`) moves the usual lines to standard error.
  const reportOnStdout = reports.find((r) => r.path === "-");
  if (reportOnStdout && values.json) {
    throw new CliError(`eval: give --json or ${reportOnStdout.flag} -, not both`);
  }
  const settings = resolveSettings(await loadConfig(values.config, io.cwd), {});

  const cases = openJsonl(path, "cases", BATCH, maxLineBytes, shown);
  const config: RunnerConfig = {
    file: shown,
    dir: dirname(path),
    allowDirs,
    maxFileBytes,
    defaults: settings.options,
    tolerance: settings.tolerance,
    keepAnswer: htmlPath !== undefined,
    // The plain report prints the claims of unexpected cases only; every
    // other report (and -v) prints every case's.
    claimDetail: values.json || values.verbose || junitPath || htmlPath ? "all" : "unexpected",
  };
  const now = io.now ?? (() => performance.now());
  const started = now();
  const progress = new Progress(io, cases.size, now);
  const outputs = consoleOutputs(io, {
    json: values.json === true,
    verbose: values.verbose === true,
    reportOnStdout: reportOnStdout !== undefined,
    junitPath,
    shown,
    clear: () => progress.clear(),
  });
  if (htmlPath) outputs.push(new HtmlOutput(htmlPath, io.stdout));
  const tally = new EvalTally(outputs, values["fail-fast"] === true);
  const { take } = tally;

  try {
    if (workers === 1) {
      // Imported here: with workers, only they load crossfoot, not the main thread.
      const { CaseRunner } = await import("./eval-runner.js");
      const runner = new CaseRunner(config);
      outer: for await (const batch of cases.batches) {
        for (let k = 0; k < batch.lines.length; k++) {
          if (!take(runner.run(batch.lines[k] as number, batch.texts[k] as string))) break outer;
        }
        progress.update(tally.total, batch.bytesEnd);
      }
    } else {
      await runOnWorkers(workers, config, cases.batches, take, (bytes) =>
        progress.update(tally.total, bytes),
      );
    }
  } catch (error) {
    tally.dispose();
    throw error;
  } finally {
    progress.clear();
  }
  return tally.finish(shown, threshold, (now() - started) / 1000);
}

/** Check the batches on worker threads, taking outcomes in input order. */
async function runOnWorkers(
  size: number,
  config: RunnerConfig,
  batches: AsyncIterable<{ lines: number[]; texts: string[]; bytesEnd: number }>,
  take: (o: CaseOutcome) => boolean,
  onBatch: (bytesEnd: number) => void,
): Promise<void> {
  // Imported here, so a one-worker run (and start-up) never loads worker_threads.
  const { OrderedPool } = await import("./worker-pool.js");
  // Where each batch in flight ends in the file; batches come back in order.
  const ends: number[] = [];
  const pool = new OrderedPool(size, config, (outcomes) => {
    for (const o of outcomes) if (!take(o)) return false;
    onBatch(ends.shift() ?? 0);
    return true;
  });
  try {
    for await (const batch of batches) {
      ends.push(batch.bytesEnd);
      await pool.submit(batch.lines, batch.texts);
      if (pool.isStopped) break;
    }
    await pool.finish();
  } finally {
    await pool.close();
  }
}

function parse(args: readonly string[]) {
  return parseCommandArgs(args, {
    "min-accuracy": { type: "string" },
    verbose: { type: "boolean", short: "v" },
    json: { type: "boolean" },
    junit: { type: "string" },
    html: { type: "string" },
    workers: { type: "string" },
    "fail-fast": { type: "boolean" },
    config: { type: "string" },
    "allow-dir": { type: "string", multiple: true },
    "max-line-bytes": { type: "string" },
    "max-file-bytes": { type: "string" },
    help: { type: "boolean", short: "h" },
  });
}
