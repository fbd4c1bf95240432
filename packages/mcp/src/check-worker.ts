import { parentPort, workerData } from "node:worker_threads";
import { checkNumbers } from "./check-numbers.js";
import type { CheckNumbersInput } from "./schemas.js";

// One check off the server's event loop: the arguments come in as workerData,
// the result (or the error's message) goes back as one message.
try {
  parentPort?.postMessage({ result: checkNumbers(workerData as CheckNumbersInput) });
} catch (e) {
  parentPort?.postMessage({ error: (e as Error)?.message ?? String(e) });
}
