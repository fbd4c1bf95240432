import { hostname } from "node:os";
import { parseCommandArgs } from "./args.js";
import { CliError } from "./errors.js";
import type { CaseOutcome, CaseRunner, RunnerConfig } from "./eval-runner.js";
import type { CliIo } from "./io.js";
import { LruMap } from "./lru.js";
import { printable } from "./printable.js";
import {
  loadBullmq,
  openRedis,
  QUEUE_FLAGS,
  QUEUE_FLAGS_USAGE,
  type QueueTarget,
  queueTarget,
} from "./queue-connection.js";
import { type CaseJobData, readCaseJob } from "./queue-jobs.js";
import { DEFAULT_MAX_FILE_BYTES } from "./safe-read.js";
import { numberFlag } from "./settings.js";

export const WORKER_USAGE = `usage: crossfoot worker --redis URL --queue NAME [--prefix P] [--concurrency N]
                       [--lock-duration-ms MS] [--stalled-interval-ms MS] [--name NAME] [-v]

Check the cases "crossfoot enqueue" put in a BullMQ queue, each exactly as
"crossfoot eval" checks it, and store each case's outcome as its job's return
value. Runs until SIGTERM or SIGINT, then finishes the jobs in hand and exits 0
(a second signal stops without waiting). Run as many as you like, anywhere that
reaches the Redis server.
${QUEUE_FLAGS_USAGE}
  --concurrency N   jobs taken at once (default 1). Checks run one at a time in
                    a process; run more workers for more cores
  --lock-duration-ms MS     how long a job stays locked to this worker without
                    renewal (default 30000); a worker that dies holding jobs
                    frees them when their locks run out
  --stalled-interval-ms MS  how often to look for such jobs and put them back
                    in the queue (default 30000)
  --name NAME       the worker's name, recorded on each job it processes
                    (default HOST:PID)
  -v, --verbose     print a line per job
A line that is not a valid case, or a job whose data is malformed, fails at
once with its reason (BullMQ's failed state); any other error is retried as the
job's --attempts allow, with backoff.`;

const MAX_CONCURRENCY = 1000;
const RUNNERS = 8;

/** `crossfoot worker`: check queued cases until told to stop. */
export async function workerCommand(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new CliError(`worker: ${(error as Error).message}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${WORKER_USAGE}\n`);
    return 0;
  }
  if (positionals.length > 0) {
    throw new CliError(`worker: unexpected argument ${JSON.stringify(positionals[0])}`);
  }
  const target = queueTarget("worker", values, io.env);
  const ms = (flag: "lock-duration-ms" | "stalled-interval-ms", fallback: number) => {
    const value = values[flag];
    return value === undefined
      ? fallback
      : numberFlag(
          `worker: --${flag}`,
          value,
          (x) => Number.isInteger(x) && x >= 100,
          "a whole number of milliseconds, at least 100",
        );
  };
  const concurrency =
    values.concurrency === undefined
      ? 1
      : numberFlag(
          "worker: --concurrency",
          values.concurrency,
          (x) => Number.isInteger(x) && x >= 1 && x <= MAX_CONCURRENCY,
          `a whole number from 1 to ${MAX_CONCURRENCY}`,
        );
  const lockDuration = ms("lock-duration-ms", 30_000);
  const stalledInterval = ms("stalled-interval-ms", 30_000);
  const name = values.name ?? `${hostname()}:${process.pid}`;
  // It names the worker's Redis connections, and Redis refuses a name with spaces.
  if (!/^\S+$/.test(name)) {
    throw new CliError(`worker: --name must be a word without spaces, got ${JSON.stringify(name)}`);
  }
  const verbose = values.verbose === true;

  // Stop on SIGTERM or SIGINT: finish the jobs in hand, close, exit 0. A
  // second signal closes without waiting for them (their locks then run
  // out and another worker takes them). Listened for from the start, so a
  // signal while connecting stops the worker as soon as it is up.
  const stop = new Stop();
  process.on("SIGTERM", stop.signal);
  process.on("SIGINT", stop.signal);
  try {
    return await consume(
      target,
      { concurrency, lockDuration, stalledInterval, name, verbose },
      stop,
      io,
    );
  } finally {
    process.off("SIGTERM", stop.signal);
    process.off("SIGINT", stop.signal);
  }
}

/** The signals a worker has had, and what they ask of it. */
class Stop {
  /** Resolves with the first signal's name. */
  readonly requested: Promise<string>;
  /** Called on a second signal: close without waiting for the jobs in hand. */
  force: () => void = () => {};
  private count = 0;
  private resolve!: (signal: string) => void;

  constructor() {
    this.requested = new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  readonly signal = (signal: NodeJS.Signals): void => {
    this.count++;
    if (this.count === 1) this.resolve(signal);
    else this.force();
  };
}

interface WorkerSettings {
  readonly concurrency: number;
  readonly lockDuration: number;
  readonly stalledInterval: number;
  readonly name: string;
  readonly verbose: boolean;
}

/** Consume the queue until `stop` is requested; the exit status. */
async function consume(
  target: QueueTarget,
  settings: WorkerSettings,
  stop: Stop,
  io: CliIo,
): Promise<number> {
  const { CaseRunner } = await import("./eval-runner.js");
  const { Worker, UnrecoverableError } = loadBullmq();
  // One runner per case file and its options, as eval has one per run: it
  // keeps the checker of the sources the previous case had.
  const runners = new LruMap<string, CaseRunner>(RUNNERS);
  const runnerFor = (data: CaseJobData): CaseRunner => {
    const key = JSON.stringify([data.file, data.options, data.tolerance]);
    let runner = runners.get(key);
    if (!runner) {
      const config: RunnerConfig = {
        file: data.file,
        // Sources come inline: a sources_file left in a job is not read
        // (no folder is allowed), whatever this machine's disk holds.
        dir: "/",
        allowDirs: [],
        maxFileBytes: DEFAULT_MAX_FILE_BYTES,
        defaults: data.options,
        tolerance: data.tolerance,
        keepAnswer: false,
        claimDetail: "all",
      };
      runner = new CaseRunner(config);
      runners.set(key, runner);
    }
    return runner;
  };

  /** Check one job's case; its outcome is the job's return value. */
  const processor = async (job: { id?: string; data: unknown }): Promise<CaseOutcome> => {
    let data: CaseJobData;
    try {
      data = readCaseJob(job.data);
    } catch (error) {
      throw new UnrecoverableError(`malformed job ${job.id}: ${(error as Error).message}`);
    }
    if (data.error !== undefined) throw new UnrecoverableError(data.error);
    const outcome = runnerFor(data).run(data.line, data.case);
    if (outcome.got === "error") {
      throw new UnrecoverableError(outcome.error ?? `${data.file}:${data.line}: not a valid case`);
    }
    return outcome;
  };

  const client = await openRedis("worker", target);
  const { name, verbose } = settings;
  const worker = new Worker(target.queue, processor, {
    connection: client,
    prefix: target.prefix,
    concurrency: settings.concurrency,
    lockDuration: settings.lockDuration,
    stalledInterval: settings.stalledInterval,
    name,
    autorun: false,
  });
  stop.force = () => void worker.close(true).catch(() => {});
  let completed = 0;
  let failed = 0;
  const oneLine = (text: string) => printable(text.replace(/\s+/g, " "));
  const where = (job: { id?: string; data: unknown }) => {
    const d = job.data as Partial<CaseJobData> | undefined;
    return typeof d?.file === "string" && typeof d.line === "number"
      ? `${printable(d.file)}:${d.line}`
      : `job ${printable(String(job.id))}`;
  };
  worker.on("completed", (job, result: CaseOutcome) => {
    completed++;
    if (verbose) io.stdout(`done ${where(job)} ${printable(result.id)} ${result.got}\n`);
  });
  worker.on("failed", (job, error) => {
    if (!job) return;
    const final =
      error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (final) failed++;
    if (verbose || !final) {
      io.stdout(`${final ? "failed" : "retrying"} ${where(job)}: ${oneLine(error.message)}\n`);
    }
  });
  worker.on("error", (error) => {
    io.stderr(`crossfoot: worker: ${oneLine(String(error?.message ?? error))}\n`);
  });

  const head = `crossfoot worker ${printable(name)}`;
  try {
    const running = worker.run().catch((error: Error) => {
      io.stderr(`crossfoot: worker: ${oneLine(error.message)}\n`);
    });
    await worker.waitUntilReady();
    io.stdout(
      `${head}: queue "${printable(target.queue)}" on ${printable(target.shown)}, concurrency ${settings.concurrency}\n`,
    );
    const signal = await stop.requested;
    io.stdout(`${head}: ${signal}: finishing the jobs in hand\n`);
    await worker.close();
    await running;
  } finally {
    await worker.close(true).catch(() => {});
    await client.quit().catch(() => {});
  }
  io.stdout(`${head}: stopped: ${completed} completed, ${failed} failed\n`);
  return 0;
}

function parse(args: readonly string[]) {
  return parseCommandArgs(args, {
    ...QUEUE_FLAGS,
    concurrency: { type: "string" },
    "lock-duration-ms": { type: "string" },
    "stalled-interval-ms": { type: "string" },
    name: { type: "string" },
    verbose: { type: "boolean", short: "v" },
    help: { type: "boolean", short: "h" },
  });
}
