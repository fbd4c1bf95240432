// The messages between `crossfoot serve`'s main thread (HTTP) and its worker
// threads (the checks). Types and constants only, so the pool and the worker
// share them without importing each other.

/** What a worker thread is given (`workerData`), which also tells `crossfoot serve` it is one. */
export interface ServeWorkerData {
  readonly role: typeof SERVE_WORKER_ROLE;
  /** Whether this worker sends the OpenAPI document with its ready message (the first one does). */
  readonly document: boolean;
}

/** Marks the `workerData` of a `crossfoot serve` worker thread. */
export const SERVE_WORKER_ROLE = "crossfoot-serve-worker";

/** The routes whose work runs on a worker. */
export type JobRoute = "check" | "gate" | "eval";

/** One request's work: its route and its body, as received (UTF-8 bytes, transferred, not copied). */
export interface JobRequest {
  readonly id: number;
  readonly route: JobRoute;
  readonly body: Uint8Array;
}

/** What the checks of one request found, for the metrics. */
export interface JobStats {
  /** Answers checked. */
  readonly checks: number;
  /** Of those, answers whose every claim passed. */
  readonly passed: number;
  /** Claims by status. */
  readonly claims: Readonly<Record<string, number>>;
}

/** A request's response, made on the worker. */
export interface JobResult {
  readonly type: "result";
  readonly id: number;
  readonly status: number;
  /**
   * The body as UTF-8, in a buffer of its own that is moved to the main
   * thread, not copied: the worker does the encoding, and the main thread
   * only writes bytes.
   */
  readonly body: Uint8Array;
  readonly stats?: JobStats;
  /** For a 500: what went wrong, for the log (the client gets a generic message). */
  readonly error?: string;
}

/** Sent once a worker can take work. */
export interface WorkerReady {
  readonly type: "ready";
  /** The OpenAPI document as JSON text, from the worker asked for it. */
  readonly document?: string;
}

/** Every message a worker sends. */
export type WorkerMessage = WorkerReady | JobResult;
