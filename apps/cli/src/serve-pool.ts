import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import {
  type JobRequest,
  type JobResult,
  type JobRoute,
  SERVE_WORKER_ROLE,
  type ServeWorkerData,
  type WorkerMessage,
} from "./serve-protocol.js";
import { workerLimits } from "./worker-pool.js";

/**
 * The command's built entry, which a worker runs as `crossfoot serve` (it
 * knows it is a worker by its `workerData`): beside this module once built
 * (`dist/`); when the CLI runs from its TypeScript sources (its own tests),
 * the built copy.
 */
function workerScript(): URL {
  const here = new URL("./bin.cjs", import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  const built = new URL("../dist/bin.cjs", import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error(`cannot find the built command (${fileURLToPath(here)}); build the CLI`);
}

/** Why a job ended without its result: it was stopped while waiting for a worker, or while running. */
export class JobStopped extends Error {
  constructor(readonly phase: "waiting" | "running") {
    super(`the job was stopped while ${phase}`);
    this.name = "JobStopped";
  }
}

/** A job handed to the pool. */
export interface RunningJob {
  /** The response, or a rejection (`JobStopped`, or an Error when its worker died). */
  readonly result: Promise<JobResult>;
  /** Where it is now. */
  readonly phase: "waiting" | "running" | "done";
  /**
   * Stop it: a job waiting leaves the line; a job running ends its worker
   * (the only way to stop a check in progress) and a new worker takes its
   * place. Its result then rejects with `JobStopped`.
   */
  stop(): void;
}

interface Job {
  readonly request: JobRequest;
  phase: "waiting" | "running" | "done";
  slot: Slot | undefined;
  resolve(result: JobResult): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  state: "starting" | "idle" | "busy" | "gone";
  job: Job | undefined;
  /** The worker's last error, reported when it exits. */
  error: Error | undefined;
}

/** How long to wait before starting a worker again after one failed to start. */
const RESTART_DELAY_MS = 1000;

/**
 * The worker threads of `crossfoot serve`, each checking one request at a
 * time; jobs wait in order for the next free worker. A worker that dies or
 * is stopped is replaced.
 */
export class ServePool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 0;
  private closing = false;
  private readonly script: URL;
  /**
   * Each worker's heap: the old generation capped as eval's workers are
   * (`CROSSFOOT_WORKER_HEAP_MB`, default 1 GB), so a request whose sources
   * need more ends its worker (a 500) and not the server. The young
   * generation is left at V8's default, larger than eval's 8 MB: a
   * server's work is many small requests, whose garbage a small young
   * generation collects more often.
   */
  private readonly limits = { maxOldGenerationSizeMb: workerLimits().maxOldGenerationSizeMb };
  private startFailure: ((error: Error) => void) | undefined;
  private documentReady: ((text: string) => void) | undefined;
  private readyCount = 0;
  private allReady: (() => void) | undefined;
  /** Resolves once every first worker can take work; rejects if one cannot start. */
  readonly ready: Promise<void>;
  /** The OpenAPI document, as JSON text, from the first worker. */
  readonly document: Promise<string>;

  constructor(
    readonly size: number,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.script = workerScript();
    this.ready = new Promise<void>((resolve, reject) => {
      this.allReady = resolve;
      this.startFailure = reject;
    });
    this.document = new Promise<string>((resolve) => {
      this.documentReady = resolve;
    });
    for (let k = 0; k < size; k++) this.slots.push(this.spawn(k === 0));
  }

  /** Jobs running now. */
  get running(): number {
    let n = 0;
    for (const s of this.slots) if (s.state === "busy") n++;
    return n;
  }

  /** Jobs waiting for a worker. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Hand a request's body to the next free worker. */
  run(route: JobRoute, body: Uint8Array): RunningJob {
    let resolve!: (result: JobResult) => void;
    let reject!: (error: Error) => void;
    const result = new Promise<JobResult>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const job: Job = {
      request: { id: this.nextId++, route, body },
      phase: "waiting",
      slot: undefined,
      resolve,
      reject,
    };
    if (this.closing) {
      job.phase = "done";
      reject(new Error("the server is shutting down"));
    } else {
      this.waiting.push(job);
      this.dispatch();
    }
    return {
      result,
      get phase() {
        return job.phase;
      },
      stop: () => this.stop(job),
    };
  }

  /** End every worker; jobs still waiting or running reject. */
  async close(): Promise<void> {
    this.closing = true;
    for (const job of this.waiting.splice(0)) this.settle(job, new JobStopped("waiting"));
    await Promise.all(
      this.slots.map((slot) => {
        if (slot.job) this.settle(slot.job, new JobStopped("running"));
        slot.state = "gone";
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(document: boolean): Slot {
    const workerData: ServeWorkerData = { role: SERVE_WORKER_ROLE, document };
    const worker = new Worker(this.script, {
      argv: ["serve"],
      workerData,
      resourceLimits: this.limits,
    });
    const slot: Slot = { worker, state: "starting", job: undefined, error: undefined };
    let started = false;
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") {
        started = true;
        if (message.document !== undefined) this.documentReady?.(message.document);
        if (slot.state !== "starting") return;
        slot.state = "idle";
        if (this.allReady && ++this.readyCount === this.size) {
          this.allReady();
          this.allReady = undefined;
          this.startFailure = undefined;
        }
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.request.id !== message.id) return;
      slot.job = undefined;
      if (slot.state === "busy") slot.state = "idle";
      job.phase = "done";
      job.resolve(message);
      this.dispatch();
    });
    worker.on("error", (error) => {
      slot.error = error;
    });
    worker.on("exit", (code) => {
      const was = slot.state;
      slot.state = "gone";
      if (slot.job) {
        const reason =
          slot.error?.message ?? `the worker stopped (exit code ${code}) while checking`;
        this.settle(slot.job, new Error(reason));
      }
      if (this.closing || was === "gone") return;
      if (!started) {
        const reason = slot.error?.message ?? `exit code ${code}`;
        if (this.startFailure) {
          this.startFailure(new Error(`a worker could not start: ${reason}`));
          this.startFailure = undefined;
          this.allReady = undefined;
          return;
        }
        this.log(`a worker could not start (${reason}); trying again in ${RESTART_DELAY_MS} ms`);
        setTimeout(() => this.replace(slot), RESTART_DELAY_MS).unref();
        return;
      }
      this.log(
        `a worker stopped (${slot.error?.message ?? `exit code ${code}`}); starting another`,
      );
      this.replace(slot);
    });
    return slot;
  }

  /** Start a worker in a dead one's place (the document came with the first worker's start). */
  private replace(slot: Slot): void {
    if (this.closing) return;
    const k = this.slots.indexOf(slot);
    if (k >= 0) this.slots[k] = this.spawn(false);
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const slot = this.slots.find((s) => s.state === "idle");
      if (!slot) return;
      const job = this.waiting.shift() as Job;
      job.phase = "running";
      job.slot = slot;
      slot.job = job;
      slot.state = "busy";
      // The body's bytes move to the worker, not copied (the buffer is this request's own).
      slot.worker.postMessage(job.request, [job.request.body.buffer as ArrayBuffer]);
    }
  }

  private stop(job: Job): void {
    if (job.phase === "waiting") {
      const k = this.waiting.indexOf(job);
      if (k >= 0) this.waiting.splice(k, 1);
      this.settle(job, new JobStopped("waiting"));
    } else if (job.phase === "running" && job.slot) {
      const slot = job.slot;
      slot.job = undefined;
      slot.state = "gone";
      this.settle(job, new JobStopped("running"));
      void slot.worker.terminate();
      this.replace(slot);
    }
  }

  private settle(job: Job, error: Error): void {
    if (job.phase === "done") return;
    job.phase = "done";
    job.reject(error);
  }
}
