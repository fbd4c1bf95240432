import { resolve } from "node:path";
import { parseCommandArgs } from "./args.js";
import { CliError } from "./errors.js";
import type { CaseOutcome } from "./eval-runner.js";
import { consoleOutputs, EvalTally } from "./eval-tally.js";
import type { CliIo } from "./io.js";
import { openJsonl } from "./jsonl.js";
import { type InputFile, outputPath } from "./output-file.js";
import { Progress } from "./progress.js";
import {
  loadBullmq,
  openRedis,
  QUEUE_FLAGS,
  QUEUE_FLAGS_USAGE,
  queueTarget,
} from "./queue-connection.js";
import { type CaseJobData, caseFileKey, caseJobId } from "./queue-jobs.js";
import { byteLimit, DEFAULT_MAX_LINE_BYTES } from "./safe-read.js";
import { numberFlag } from "./settings.js";

export const COLLECT_USAGE = `usage: crossfoot collect --redis URL --queue NAME --file CASES.jsonl [--prefix P]
                        [--min-accuracy X] [-v] [--json] [--junit FILE] [--fail-fast]
                        [--max-line-bytes N] [--timeout S] [--poll-ms MS]

Wait until every job "crossfoot enqueue" made of CASES.jsonl is completed or
failed, then print the results in line order as "crossfoot eval CASES.jsonl"
prints them, with the same flags, the same output and the same exit status.
Give the file as it was given to enqueue: its name and bytes make the job ids.
A job failed for a line that is not a valid case is that line's error case.
${QUEUE_FLAGS_USAGE}
  --file CASES.jsonl  the case file that was enqueued
  --min-accuracy X  fail (exit 1) below this share of cases as expected (default 1.0)
  -v, --verbose     print every case and its claims
  --json            print the results as one JSON object
  --junit FILE      also write JUnit XML (- : to standard output)
  --fail-fast       stop at the first line that is not a valid case (exit 2)
  --max-line-bytes N  as given to enqueue (default 16777216)
  --timeout S       give up (exit 2) when the jobs are not all done after S seconds
                    (default: wait as long as it takes)
  --poll-ms MS      how often to look at the jobs still running (default 250)
Exit status: 0 at or above the threshold, 1 below it, 2 usage or input error
(also: a line with no job in the queue, or --timeout reached).`;

const BATCH = 256;

/** `crossfoot collect`: the queued run's results, as `crossfoot eval` prints them. */
export async function collectCommand(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new CliError(`collect: ${(error as Error).message}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${COLLECT_USAGE}\n`);
    return 0;
  }
  if (positionals.length > 0) {
    throw new CliError(
      `collect: unexpected argument ${JSON.stringify(positionals[0])} (give the case file with --file)`,
    );
  }
  const target = queueTarget("collect", values, io.env);
  const shown = values.file;
  if (shown === undefined) throw new CliError("collect: --file CASES.jsonl is required");
  const minAccuracy = values["min-accuracy"];
  const threshold =
    minAccuracy === undefined
      ? 1
      : numberFlag(
          "collect: --min-accuracy",
          minAccuracy,
          (x) => x >= 0 && x <= 1,
          "a number from 0 to 1",
        );
  const maxLineBytes = byteLimit(
    "collect: --max-line-bytes",
    values["max-line-bytes"],
    DEFAULT_MAX_LINE_BYTES,
  );
  const timeoutMs =
    values.timeout === undefined
      ? Number.POSITIVE_INFINITY
      : 1000 *
        numberFlag(
          "collect: --timeout",
          values.timeout,
          (x) => x > 0,
          "a number of seconds above 0",
        );
  const pollMs =
    values["poll-ms"] === undefined
      ? 250
      : numberFlag(
          "collect: --poll-ms",
          values["poll-ms"],
          (x) => Number.isInteger(x) && x >= 10,
          "a whole number of milliseconds, at least 10",
        );
  const path = resolve(io.cwd, shown);
  const inputs: InputFile[] = [{ what: "the case file", path }];
  const junitPath =
    values.junit === undefined
      ? undefined
      : outputPath("--junit", values.junit, io.cwd, inputs, []);
  // A report on standard output (`-`) moves the usual lines to standard error.
  const reportOnStdout = junitPath === "-";
  if (reportOnStdout && values.json)
    throw new CliError("collect: give --json or --junit -, not both");

  const fileKey = await caseFileKey(path, shown);
  const cases = openJsonl(path, "cases", BATCH, maxLineBytes, shown);
  const now = io.now ?? (() => performance.now());
  const started = now();
  const progress = new Progress(io, cases.size, now);
  const outputs = consoleOutputs(io, {
    json: values.json === true,
    verbose: values.verbose === true,
    reportOnStdout,
    junitPath,
    shown,
    clear: () => progress.clear(),
  });
  // As eval takes its outcomes: in line order, counted, each to every report.
  const tally = new EvalTally(outputs, values["fail-fast"] === true);
  const { take } = tally;

  const { Queue } = loadBullmq();
  let client: Awaited<ReturnType<typeof openRedis>> | undefined;
  let queue: InstanceType<typeof Queue> | undefined;
  // The run's span on the workers: first job started to last job finished.
  let firstStart = Number.POSITIVE_INFINITY;
  let lastEnd = Number.NEGATIVE_INFINITY;
  try {
    client = await openRedis("collect", target);
    queue = new Queue(target.queue, {
      connection: client,
      prefix: target.prefix,
    });
    queue.on("error", () => {});
    const q = queue;
    const deadline = now() + timeoutMs;
    outer: for await (const batch of cases.batches) {
      const ids = batch.lines.map((line) => caseJobId(fileKey, line));
      // Wait for the batch's jobs to be done, looking again only at those that are not.
      let pending = ids.map((_, k) => k);
      for (;;) {
        const states = await Promise.all(pending.map((k) => q.getJobState(ids[k] as string)));
        const missing = states.indexOf("unknown");
        if (missing !== -1) {
          const k = pending[missing] as number;
          throw new CliError(
            `collect: ${shown}:${batch.lines[k]} has no job in queue "${target.queue}" on ${target.shown} (job id ${ids[k]}); enqueue ${shown} first, named as here`,
          );
        }
        pending = pending.filter((_, i) => states[i] !== "completed" && states[i] !== "failed");
        if (pending.length === 0) break;
        if (now() >= deadline) {
          throw new CliError(
            `collect: --timeout: ${shown}:${batch.lines[pending[0] as number]} and the jobs after it are not done after ${values.timeout} s (is a worker running?)`,
          );
        }
        await new Promise((done) =>
          setTimeout(done, Math.min(pollMs, Math.max(deadline - now(), 0))),
        );
      }
      const jobs = await Promise.all(ids.map((id) => q.getJob(id)));
      for (let k = 0; k < jobs.length; k++) {
        const job = jobs[k];
        const line = batch.lines[k] as number;
        if (job?.processedOn !== undefined) firstStart = Math.min(firstStart, job.processedOn);
        if (job?.finishedOn !== undefined) lastEnd = Math.max(lastEnd, job.finishedOn);
        if (!take(outcomeOf(job, shown, line))) break outer;
      }
      progress.update(tally.total, batch.bytesEnd);
    }
  } catch (error) {
    tally.dispose();
    throw error;
  } finally {
    progress.clear();
    await queue?.close().catch(() => {});
    await client?.quit().catch(() => {});
  }
  // Wall time on the workers when they say, else collect's own.
  const seconds = lastEnd >= firstStart ? (lastEnd - firstStart) / 1000 : (now() - started) / 1000;
  return tally.finish(shown, threshold, seconds);
}

/** A done job's case outcome: its return value, or for a failed job the line's error case. */
function outcomeOf(
  job:
    | {
        id?: string;
        data: unknown;
        returnvalue: unknown;
        failedReason: string;
        finishedOn?: number;
        processedOn?: number;
      }
    | undefined,
  shown: string,
  line: number,
): CaseOutcome {
  const data = (job?.data ?? {}) as Partial<CaseJobData>;
  const id = typeof data.id === "string" ? data.id : `line-${line}`;
  const ms =
    job?.finishedOn !== undefined && job.processedOn !== undefined
      ? job.finishedOn - job.processedOn
      : 0;
  const error = (message: string): CaseOutcome => ({
    id,
    line,
    got: "error",
    claims: [],
    error: message.replace(/\s*[\r\n]+\s*/g, " "),
    ms,
  });
  if (!job) return error(`${shown}:${line}: its job was removed from the queue while collecting`);
  const r = job.returnvalue as Partial<CaseOutcome> | null | undefined;
  if (r && typeof r === "object" && (r.got === "pass" || r.got === "fail")) {
    if (r.line === line && typeof r.id === "string" && Array.isArray(r.claims)) {
      return r as CaseOutcome;
    }
    return error(`${shown}:${line}: job ${job.id} returned an outcome for another case`);
  }
  const reason = job.failedReason || "failed with no reason";
  // The worker fails a line that is not a valid case with eval's own words
  // for it (they name the file and line); any other failure (a job stalled
  // too often, attempts run out) is named here.
  const own =
    reason === data.error ||
    (data.file !== undefined && reason.startsWith(`${data.file}:${line}:`));
  return error(own ? reason : `${shown}:${line}: job ${job.id} failed: ${reason}`);
}

function parse(args: readonly string[]) {
  return parseCommandArgs(args, {
    ...QUEUE_FLAGS,
    file: { type: "string" },
    "min-accuracy": { type: "string" },
    verbose: { type: "boolean", short: "v" },
    json: { type: "boolean" },
    junit: { type: "string" },
    "fail-fast": { type: "boolean" },
    "max-line-bytes": { type: "string" },
    timeout: { type: "string" },
    "poll-ms": { type: "string" },
    help: { type: "boolean", short: "h" },
  });
}
