import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { CaseOutcome, CaseRunner, RunnerConfig } from "./eval-runner.js";

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
 * (1 GB) is not a limit on the cases: one whose sources need more while they
 * are checked (a 50 MB case line needs some 3 GB) makes its worker run out of
 * memory, and the worker's batches are then checked in the main thread,
 * whose heap is Node's default as with `--workers 1` (see `OrderedPool`).
 */
const DEFAULT_OLD_GENERATION_MB = 1024;

/**
 * The worker's heap limits: `CROSSFOOT_WORKER_HEAP_MB` sets the cap on the
 * old generation in MB (a whole number, at least 16), else the default.
 */
export function workerLimits(env: Readonly<Record<string, string | undefined>> = process.env): {
  maxYoungGenerationSizeMb: number;
  maxOldGenerationSizeMb: number;
} {
  const given = env.CROSSFOOT_WORKER_HEAP_MB;
  const mb = given !== undefined && /^\d+$/.test(given) ? Number(given) : Number.NaN;
  return {
    maxYoungGenerationSizeMb: 8,
    maxOldGenerationSizeMb: Number.isSafeInteger(mb) && mb >= 16 ? mb : DEFAULT_OLD_GENERATION_MB,
  };
}

/** A worker and the batches it holds, by sequence number. */
interface Slot {
  readonly worker: Worker;
  readonly inFlight: Map<number, WorkerRequest>;
  /** Replaced after running out of memory: its exit is expected. */
  retired: boolean;
}

/**
 * Checks batches on `size` worker threads and hands the outcomes back in
 * input order, whatever order the workers finish in. At most two batches per
 * worker are in flight, so memory stays bounded however long the input is.
 */
export class OrderedPool {
  private readonly workers: Slot[] = [];
  private readonly done = new Map<number, WorkerResponse>();
  private nextSeq = 0;
  private nextToEmit = 0;
  private waiters: (() => void)[] = [];
  private failure: Error | undefined;
  private stopped = false;
  private readonly limit: number;
  private readonly script: URL;
  private readonly limits: ReturnType<typeof workerLimits>;
  /** Checks the batches a worker could not hold, in this thread (made on first need). */
  private here: Promise<CaseRunner> | undefined;

  /**
   * @param emit receives each batch's outcomes in input order; returning
   *   `false` stops the run (nothing after that batch is emitted).
   */
  constructor(
    size: number,
    private readonly config: RunnerConfig,
    private readonly emit: (outcomes: readonly CaseOutcome[], seq: number) => boolean,
  ) {
    this.limit = size * 2;
    this.script = workerScript();
    this.limits = workerLimits();
    for (let k = 0; k < size; k++) this.workers.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(this.script, {
      workerData: this.config,
      resourceLimits: this.limits,
    });
    const slot: Slot = { worker, inFlight: new Map(), retired: false };
    worker.on("message", (response: WorkerResponse) => {
      slot.inFlight.delete(response.seq);
      this.done.set(response.seq, response);
      this.drain();
    });
    worker.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") this.recover(slot);
      else this.fail(error);
    });
    worker.on("exit", (code) => {
      if (!this.stopped && !slot.retired) {
        this.fail(new Error(`an eval worker exited early (code ${code})`));
      }
    });
    return slot;
  }

  /**
   * A worker ran out of memory (a case whose sources need more than its
   * heap cap): its batches are checked in this thread, whose heap is not
   * capped (as with --workers 1), and a new worker takes its place.
   */
  private recover(slot: Slot): void {
    slot.retired = true;
    const lost = [...slot.inFlight.values()];
    slot.inFlight.clear();
    if (this.stopped) return;
    const k = this.workers.indexOf(slot);
    if (k >= 0) this.workers[k] = this.spawn();
    this.here ??= import("./eval-runner.js").then((m) => new m.CaseRunner(this.config));
    this.here.then(
      (runner) => {
        for (const request of lost) {
          if (this.stopped) return;
          const texts = request.text.split("\n");
          const outcomes = request.lines.map((line, i) => runner.run(line, texts[i] as string));
          this.done.set(request.seq, { seq: request.seq, outcomes: JSON.stringify(outcomes) });
          this.drain();
        }
      },
      (error: Error) => this.fail(error),
    );
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
    let slot = this.workers[0] as Slot;
    for (const s of this.workers) if (s.inFlight.size < slot.inFlight.size) slot = s;
    const request: WorkerRequest = { seq, lines, text: texts.join("\n") };
    // Kept until its outcomes arrive, to check it here if the worker dies of memory.
    slot.inFlight.set(seq, request);
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
