import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CheckClient, type WorkerLike } from "../src/check-client.js";
import type { CheckReply, CheckRequest } from "../src/messages.js";
import { DEFAULT_OPTIONS } from "../src/options.js";

/** A worker that answers only when told to. */
class FakeWorker implements WorkerLike {
  readonly received: CheckRequest[] = [];
  terminated = false;
  private listener: ((event: MessageEvent<CheckReply>) => void) | undefined;
  postMessage(request: CheckRequest): void {
    this.received.push(request);
  }
  addEventListener(type: string, listener: (event: never) => void): void {
    if (type === "message") this.listener = listener as (event: MessageEvent<CheckReply>) => void;
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answer the oldest request not yet answered. */
  answer(): void {
    const request = this.received.shift();
    if (!request) throw new Error("nothing to answer");
    this.listener?.({ data: { seq: request.seq, error: request.answer } } as MessageEvent);
  }
}

const state = (answer: string) => ({ sources: "[]", answer, options: DEFAULT_OPTIONS });

describe("CheckClient", () => {
  let workers: FakeWorker[];
  let replies: CheckReply[];
  let client: CheckClient;
  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    replies = [];
    client = new CheckClient(
      () => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker;
      },
      (reply) => replies.push(reply),
      3000,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should send one request at a time, only the newest waiting, and hand back only the newest reply", () => {
    client.check(state("a"));
    client.check(state("b"));
    client.check(state("c"));
    const worker = workers[0] as FakeWorker;
    expect(worker.received.map((r) => r.answer)).toEqual(["a"]);
    worker.answer();
    expect(replies).toEqual([]);
    expect(worker.received.map((r) => r.answer)).toEqual(["c"]);
    worker.answer();
    expect(replies).toEqual([{ seq: 3, error: "c" }]);
  });

  it("should replace a worker stuck on a check while a newer state waits", () => {
    client.check(state("slow"));
    vi.advanceTimersByTime(1000);
    client.check(state("next"));
    vi.advanceTimersByTime(1999);
    expect(workers).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(workers).toHaveLength(2);
    expect(workers[0]?.terminated).toBe(true);
    expect(workers[1]?.received.map((r) => r.answer)).toEqual(["next"]);
    workers[1]?.answer();
    expect(replies).toEqual([{ seq: 2, error: "next" }]);
  });

  it("should leave a long check alone when nothing newer waits", () => {
    client.check(state("slow"));
    vi.advanceTimersByTime(60_000);
    expect(workers).toHaveLength(1);
    workers[0]?.answer();
    expect(replies).toEqual([{ seq: 1, error: "slow" }]);
  });
});
