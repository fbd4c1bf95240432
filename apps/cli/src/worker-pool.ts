import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { CliError } from "./errors.js";
import type { CaseOutcome, RunnerConfig } from "./eval-runner.js";

/**
 * A batch of case lines sent to a worker. The lines travel as one string
 * (joined by newlines, which a JSONL line cannot contain) and the outcomes
 * come back as one JSON string: copying one string between threads costs far
 * less than cloning hundreds of small objects.
 */
export interface WorkerRequest {
  readonly seq: number;
  readonly lines: readonly number[];
  readonly text: string;
}

/** The outcomes of one batch, in the batch's order, as a JSON array. */
export interface WorkerResponse {
  readonly seq: number;
  readonly outcomes: string;
}

/**
 * The built worker script. Beside this module once built (`dist/`); when the
 * CLI runs from its TypeScript sources (its own tests), the built copy.
 */
function workerScript(): URL {
  const here = new URL("./eval-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  const built = new URL("../dist/eval-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error(`cannot find the eval worker script (${fileURLToPath(here)}); build the CLI`);
}

/**
 * Each worker is a V8 heap of its own, and the checks make much short-lived
 * garbage. Left to its defaults, V8 lets a worker's old generation fill with
 * garbage up to a generous first limit (80–100 MB) before collecting it; an
 * explicit cap on the old generation makes V8 start from a small limit and
 * grow it only as live data needs (about 15 MB here), and a small young
 * generation keeps scavenges cheap. Measured with 2 workers on 40,000
 * generated cases: peak RSS 287 MB → 185 MB, CPU time 5–10% higher. The cap
 * (1 GB of live data in one worker, more than any one case's sources can
 * hold: a JSONL line is a string of at most 512 MB) only changes that
 * heuristic; reaching it is reported as an input error.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 1024 };

/**
 * Checks batches on `size` worker threads and hands the outcomes back in
 * input order, whatever order the workers finish in. At most two batches per
 * worker are in flight, so memory stays bounded however long the input is.
 */
export class OrderedPool {
  private readonly workers: { worker: Worker; inFlight: number }[] = [];
  private readonly done = new Map<number, WorkerResponse>();
  private nextSeq = 0;
  private nextToEmit = 0;
  private waiters: (() => void)[] = [];
  private failure: Error | undefined;
  private stopped = false;
  private readonly limit: number;

  /**
   * @param emit receives each batch's outcomes in input order; returning
   *   `false` stops the run (nothing after that batch is emitted).
   */
  constructor(
    size: number,
    config: RunnerConfig,
    private readonly emit: (outcomes: readonly CaseOutcome[], seq: number) => boolean,
  ) {
    this.limit = size * 2;
    const script = workerScript();
    for (let k = 0; k < size; k++) {
      const worker = new Worker(script, { workerData: config, resourceLimits: WORKER_LIMITS });
      const slot = { worker, inFlight: 0 };
      worker.on("message", (response: WorkerResponse) => {
        slot.inFlight--;
        this.done.set(response.seq, response);
        this.drain();
      });
      worker.on("error", (error: NodeJS.ErrnoException) =>
        this.fail(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new CliError(
                `an eval worker ran out of memory (${WORKER_LIMITS.maxOldGenerationSizeMb} MB): a case's sources are too large for --workers; run with --workers 1`,
              )
            : error,
        ),
      );
      worker.on("exit", (code) => {
        if (!this.stopped) this.fail(new Error(`an eval worker exited early (code ${code})`));
      });
      this.workers.push(slot);
    }
  }

  /** Whether the run was stopped (by `emit` or a worker failure). */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Queue a batch, waiting while the pool is full. Returns its sequence number. */
  async submit(lines: readonly number[], texts: readonly string[]): Promise<number> {
    while (!this.stopped && this.nextSeq - this.nextToEmit >= this.limit) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    this.throwIfFailed();
    const seq = this.nextSeq++;
    if (this.stopped) return seq;
    let slot = this.workers[0] as (typeof this.workers)[number];
    for (const s of this.workers) if (s.inFlight < slot.inFlight) slot = s;
    slot.inFlight++;
    const request: WorkerRequest = { seq, lines, text: texts.join("\n") };
    slot.worker.postMessage(request);
    return seq;
  }

  /** Wait for every queued batch to be emitted, then stop the workers. */
  async finish(): Promise<void> {
    while (!this.stopped && this.nextToEmit < this.nextSeq) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    await this.close();
    this.throwIfFailed();
  }

  /** Stop the workers now. */
  async close(): Promise<void> {
    this.stopped = true;
    this.wake();
    await Promise.all(this.workers.map((s) => s.worker.terminate()));
  }

  private drain(): void {
    for (;;) {
      const response = this.done.get(this.nextToEmit);
      if (!response || this.stopped) break;
      this.done.delete(this.nextToEmit);
      this.nextToEmit++;
      let goOn: boolean;
      try {
        goOn = this.emit(JSON.parse(response.outcomes) as CaseOutcome[], response.seq);
      } catch (error) {
        this.fail(error as Error);
        break;
      }
      if (!goOn) {
        this.stopped = true;
        break;
      }
    }
    this.wake();
  }

  private fail(error: Error): void {
    if (this.stopped) return;
    this.failure ??= error;
    this.stopped = true;
    this.wake();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
