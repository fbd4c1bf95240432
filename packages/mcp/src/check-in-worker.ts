import { Worker } from "node:worker_threads";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { CheckNumbersInput } from "./schemas.js";

/** The time limit of one check by default, in milliseconds. */
export const DEFAULT_CHECK_TIMEOUT_MS = 30_000;

/**
 * How many checks may run at once: the rest wait their turn, so a client
 * that sends a thousand calls at once does not start a thousand threads.
 */
export class CheckSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Wait for a free slot; call the function it gives to free it again. */
  async take(): Promise<() => void> {
    if (this.running < this.limit) this.running++;
    // A freed slot passes straight to the next waiter, so `running` holds.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
  }
}

/**
 * Run one check in a worker thread of its own, so the server's event loop
 * keeps answering while it runs, once `slots` has room for it. A check not
 * done within `timeoutMs` of the call (waiting included) is stopped and
 * returns a tool error; an aborted `signal` (the client cancelled the call)
 * stops it at once, or takes it out of the wait.
 */
export function checkInWorker(
  input: CheckNumbersInput,
  signal: AbortSignal | undefined,
  timeoutMs: number,
  workerUrl: URL,
  slots: CheckSlots = new CheckSlots(1),
): Promise<CallToolResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error("check_numbers: cancelled"));
      return;
    }
    let worker: Worker | undefined;
    let free: (() => void) | undefined;
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      void worker?.terminate();
      free?.();
      then();
    };
    const onAbort = () => settle(() => reject(new Error("check_numbers: cancelled")));
    const timer = setTimeout(
      () =>
        settle(() =>
          resolve({
            isError: true,
            content: [
              {
                type: "text",
                text: `check_numbers: the check took over its time limit of ${timeoutMs} ms and was stopped (crossfoot-mcp --check-timeout-ms sets the limit)`,
              },
            ],
          }),
        ),
      timeoutMs,
    );
    signal?.addEventListener("abort", onAbort, { once: true });
    void slots.take().then((release) => {
      free = release;
      if (settled) {
        release();
        return;
      }
      start();
    });
    const start = () => {
      const running = new Worker(workerUrl, { workerData: input });
      worker = running;
      running.once("message", (m: { result?: CallToolResult; error?: string }) =>
        settle(() => (m.result ? resolve(m.result) : reject(new Error(m.error)))),
      );
      running.once("error", (e) => settle(() => reject(e)));
      running.once("exit", (code) =>
        settle(() => reject(new Error(`check_numbers: the check stopped (exit code ${code})`))),
      );
    };
  });
}
