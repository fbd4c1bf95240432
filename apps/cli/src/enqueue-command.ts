import { existsSync, realpathSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseCommandArgs } from "./args.js";
import { parseCase, realOrSelf } from "./cases.js";
import { loadConfig } from "./config.js";
import { CliError } from "./errors.js";
import type { RunnerConfig } from "./eval-runner.js";
import type { CliIo } from "./io.js";
import { openJsonl } from "./jsonl.js";
import { LruMap } from "./lru.js";
import { printable } from "./printable.js";
import {
  loadBullmq,
  openRedis,
  QUEUE_FLAGS,
  QUEUE_FLAGS_USAGE,
  queueTarget,
} from "./queue-connection.js";
import {
  CASE_JOB_FORMAT,
  CASE_JOB_NAME,
  type CaseJobData,
  caseFileKey,
  caseJobId,
} from "./queue-jobs.js";
import { byteLimit, DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_LINE_BYTES } from "./safe-read.js";
import { numberFlag, resolveSettings } from "./settings.js";

export const ENQUEUE_USAGE = `usage: crossfoot enqueue CASES.jsonl --redis URL --queue NAME [--prefix P]
                        [--attempts N] [--backoff-ms MS] [--config FILE] [--allow-dir DIR]
                        [--max-line-bytes N] [--max-file-bytes N] [--json]

Submit each case of a JSONL case file (the format of crossfoot eval) to a BullMQ
queue as one job, for "crossfoot worker" processes to check and "crossfoot
collect" to gather. A case's sources_file is read now and its sources sent
inline, so workers need no shared disk. A job's id is made from the file (its
name as given here and a hash of its bytes) and the line: enqueueing the same
file again adds no job.
${QUEUE_FLAGS_USAGE}
  --attempts N      tries per job for unexpected errors (default 3); a line that
                    is not a valid case fails at once, never retried
  --backoff-ms MS   wait before the first retry, doubled each time (default 1000)
  --config FILE     default options for every case, as for eval
  --allow-dir DIR   a sources_file may also be in DIR (repeatable), as for eval
  --max-line-bytes N  refuse a case line longer than N bytes (default 16777216)
  --max-file-bytes N  a sources_file larger than N bytes makes an error case
                    (default 268435456)
  --json            print the counts as JSON
Prints how many jobs were enqueued and how many were already in the queue.
Exit status: 0 when the file's jobs are all in the queue, 2 usage or input error.`;

// Cases enqueued at once (one pipeline to Redis).
const BATCH = 256;
const MAX_ATTEMPTS = 100;

/** `crossfoot enqueue`: one BullMQ job per case line, with idempotent ids. */
export async function enqueueCommand(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new CliError(`enqueue: ${(error as Error).message}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${ENQUEUE_USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1) throw new CliError("enqueue: expected one CASES.jsonl file");
  const shown = positionals[0] as string;
  const target = queueTarget("enqueue", values, io.env);
  const attempts =
    values.attempts === undefined
      ? 3
      : numberFlag(
          "enqueue: --attempts",
          values.attempts,
          (x) => Number.isInteger(x) && x >= 1 && x <= MAX_ATTEMPTS,
          `a whole number from 1 to ${MAX_ATTEMPTS}`,
        );
  const backoffMs =
    values["backoff-ms"] === undefined
      ? 1000
      : numberFlag(
          "enqueue: --backoff-ms",
          values["backoff-ms"],
          (x) => Number.isInteger(x) && x >= 0,
          "a whole number of milliseconds",
        );
  const maxLineBytes = byteLimit(
    "enqueue: --max-line-bytes",
    values["max-line-bytes"],
    DEFAULT_MAX_LINE_BYTES,
  );
  const maxFileBytes = byteLimit(
    "enqueue: --max-file-bytes",
    values["max-file-bytes"],
    DEFAULT_MAX_FILE_BYTES,
  );
  const path = resolve(io.cwd, shown);
  const dir = dirname(path);
  const allowDirs = [realOrSelf(dir)];
  for (const d of values["allow-dir"] ?? []) {
    const full = resolve(io.cwd, d);
    if (!existsSync(full) || !statSync(full).isDirectory()) {
      throw new CliError(`enqueue: --allow-dir: ${full} is not a directory`);
    }
    allowDirs.push(realpathSync(full));
  }
  // The options eval would start every case from; they travel with each job.
  const settings = resolveSettings(await loadConfig(values.config, io.cwd), {});
  const fileKey = await caseFileKey(path, shown);
  const cases = openJsonl(path, "cases", BATCH, maxLineBytes, shown);

  // A line that is not a valid case here (bad JSON, an unknown field, a
  // sources_file that is missing, outside the allowed folders or too large)
  // is worded by eval's own runner, and the job carries that error.
  const { CaseRunner } = await import("./eval-runner.js");
  const config: RunnerConfig = {
    file: shown,
    dir,
    allowDirs,
    maxFileBytes,
    defaults: settings.options,
    tolerance: settings.tolerance,
    keepAnswer: false,
    claimDetail: "all",
  };
  const runner = new CaseRunner(config);
  const sourceFiles = new LruMap<string, unknown>(32);
  const job = (line: number, text: string): CaseJobData => {
    const base = {
      format: CASE_JOB_FORMAT,
      file: shown,
      line,
      options: settings.options,
      tolerance: settings.tolerance,
    } as const;
    try {
      const c = parseCase(text, shown, line, sourceFiles, dir, { allowDirs, maxFileBytes });
      return {
        ...base,
        id: c.id,
        case: c.sourcesFile === undefined ? text : inlined(text, c.sources),
      };
    } catch {
      const o = runner.run(line, text);
      return o.got === "error"
        ? { ...base, id: o.id, case: text, ...(o.error === undefined ? {} : { error: o.error }) }
        : { ...base, id: o.id, case: text };
    }
  };

  const { Queue } = loadBullmq();
  const client = await openRedis("enqueue", target);
  const queue = new Queue(target.queue, {
    connection: client,
    prefix: target.prefix,
  });
  queue.on("error", () => {});
  let total = 0;
  let added = 0;
  try {
    for await (const batch of cases.batches) {
      const ids = batch.lines.map((line) => caseJobId(fileKey, line));
      // Which jobs are there already: BullMQ would ignore them, without saying so.
      const found =
        (await client.pipeline(ids.map((id) => ["exists", queue.toKey(id)])).exec()) ?? [];
      const jobs = [];
      for (let k = 0; k < ids.length; k++) {
        const [error, exists] = found[k] as [Error | null, unknown];
        if (error) throw error;
        if (exists === 1) continue;
        jobs.push({
          name: CASE_JOB_NAME,
          data: job(batch.lines[k] as number, batch.texts[k] as string),
          opts: {
            jobId: ids[k] as string,
            attempts,
            backoff: { type: "exponential", delay: backoffMs },
          },
        });
      }
      if (jobs.length > 0) await queue.addBulk(jobs);
      total += ids.length;
      added += jobs.length;
    }
  } finally {
    await queue.close().catch(() => {});
    await client.quit().catch(() => {});
  }
  if (total === 0) throw new CliError(`${shown}: no cases`);
  const existing = total - added;
  if (values.json) {
    io.stdout(
      `${JSON.stringify({ file: shown, queue: target.queue, jobs: total, enqueued: added, existing })}\n`,
    );
  } else {
    io.stdout(
      `${printable(shown)}: ${added} job${added === 1 ? "" : "s"} enqueued, ${existing} already in queue "${printable(target.queue)}" on ${printable(target.shown)}\n`,
    );
  }
  return 0;
}

/** The case line with its sources_file's sources inline instead. */
function inlined(text: string, sources: unknown): string {
  const { sources_file: _file, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify({ ...rest, sources });
}

function parse(args: readonly string[]) {
  return parseCommandArgs(args, {
    ...QUEUE_FLAGS,
    attempts: { type: "string" },
    "backoff-ms": { type: "string" },
    config: { type: "string" },
    "allow-dir": { type: "string", multiple: true },
    "max-line-bytes": { type: "string" },
    "max-file-bytes": { type: "string" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
}
