// The page's side of the checking worker: one request in flight, only the newest waiting, stale replies dropped, a stuck check abandoned.
import type { CheckReply, CheckRequest } from "./messages.js";
import type { PlaygroundState } from "./state.js";

/** What the client needs of a `Worker`. */
export interface WorkerLike {
  postMessage(request: CheckRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent<CheckReply>) => void): void;
  addEventListener(type: "error" | "messageerror", listener: (event: Event) => void): void;
  terminate(): void;
}

/**
 * Sends states to a worker to check and hands back the reply to the newest
 * one only. While a check runs, newer states do not queue up: the newest
 * waits and is sent when the worker is free, the others are dropped. When a
 * newer state has waited on one check for longer than `patienceMs`, that
 * check is abandoned: the worker is replaced and the newest state sent to
 * the new one, so a pathological input cannot hold the view still.
 */
export class CheckClient {
  private seq = 0;
  private worker: WorkerLike;
  private inFlight = false;
  private sentAt = 0;
  private waiting: CheckRequest | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly startWorker: () => WorkerLike,
    private readonly onReply: (reply: CheckReply) => void,
    private readonly patienceMs = 3000,
  ) {
    this.worker = this.start();
  }

  /** Ask for a state to be checked; returns the request's sequence number. */
  check(state: PlaygroundState): number {
    const request: CheckRequest = {
      seq: ++this.seq,
      sources: state.sources,
      answer: state.answer,
      options: { ...state.options },
    };
    if (!this.inFlight) this.send(request);
    else {
      this.waiting = request;
      this.watchdog ??= setTimeout(
        () => this.abandon(),
        Math.max(0, this.sentAt + this.patienceMs - performance.now()),
      );
    }
    return request.seq;
  }

  private start(): WorkerLike {
    const worker = this.startWorker();
    worker.addEventListener("message", (event) => this.receive(event.data));
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      const detail = (event as ErrorEvent).message;
      this.fail(
        `The checker stopped${detail ? `: ${detail}` : ""}. Reload the page to restart it.`,
      );
    });
    worker.addEventListener("messageerror", () =>
      this.fail("The checker's reply could not be read."),
    );
    return worker;
  }

  private send(request: CheckRequest): void {
    this.inFlight = true;
    this.sentAt = performance.now();
    this.worker.postMessage(request);
  }

  private receive(reply: CheckReply): void {
    this.settle();
    const next = this.waiting;
    this.waiting = undefined;
    if (next) this.send(next);
    if (reply.seq === this.seq) this.onReply(reply);
  }

  /** The running check took too long while a newer state waited: start over on a new worker. */
  private abandon(): void {
    this.watchdog = undefined;
    const next = this.waiting;
    if (!this.inFlight || !next) return;
    this.worker.terminate();
    this.settle();
    this.waiting = undefined;
    this.worker = this.start();
    this.send(next);
  }

  private settle(): void {
    this.inFlight = false;
    if (this.watchdog !== undefined) clearTimeout(this.watchdog);
    this.watchdog = undefined;
  }

  private fail(error: string): void {
    this.settle();
    this.waiting = undefined;
    this.onReply({ seq: this.seq, error });
  }
}
