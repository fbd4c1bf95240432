import { Worker } from "node:worker_threads";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { CheckNumbersInput } from "./schemas.js";

/** The time limit of one check by default, in milliseconds. */
export const DEFAULT_CHECK_TIMEOUT_MS = 30_000;

/**
 * Run one check in a worker thread of its own, so the server's event loop
 * keeps answering while it runs. A check past `timeoutMs` is stopped and
 * returns a tool error; an aborted `signal` (the client cancelled the call)
 * stops it at once.
 */
export function checkInWorker(
  input: CheckNumbersInput,
  signal: AbortSignal | undefined,
  timeoutMs: number,
  workerUrl: URL,
): Promise<CallToolResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error("check_numbers: cancelled"));
      return;
    }
    const worker = new Worker(workerUrl, { workerData: input });
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      void worker.terminate();
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
    worker.once("message", (m: { result?: CallToolResult; error?: string }) =>
      settle(() => (m.result ? resolve(m.result) : reject(new Error(m.error)))),
    );
    worker.once("error", (e) => settle(() => reject(e)));
    worker.once("exit", (code) =>
      settle(() => reject(new Error(`check_numbers: the check stopped (exit code ${code})`))),
    );
  });
}
