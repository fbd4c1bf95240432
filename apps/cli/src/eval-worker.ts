// Worker entry for `crossfoot eval --workers N`: checks batches of case lines
// and posts their outcomes back, tagged with the batch's sequence number.
import { parentPort, workerData } from "node:worker_threads";
import { CaseRunner, type RunnerConfig } from "./eval-runner.js";
import type { WorkerRequest, WorkerResponse } from "./worker-pool.js";

const runner = new CaseRunner(workerData as RunnerConfig);
const port = parentPort;
if (!port) throw new Error("eval-worker must run in a worker thread");

port.on("message", (request: WorkerRequest) => {
  const texts = request.text.split("\n");
  const outcomes = request.lines.map((line, k) => runner.run(line, texts[k] as string));
  const response: WorkerResponse = { seq: request.seq, outcomes: JSON.stringify(outcomes) };
  port.postMessage(response);
});
