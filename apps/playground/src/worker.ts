// The checking worker: takes a request from the page, answers with the review view, so typing never waits on a check.
import type { CheckReply, CheckRequest } from "./messages.js";
import { ReviewJob } from "./review-job.js";

/** The part of the worker's global scope used here (the DOM library types the page, not the worker). */
const scope = globalThis as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<CheckRequest>) => void): void;
  postMessage(reply: CheckReply): void;
};

const job = new ReviewJob();
scope.addEventListener("message", (event) => scope.postMessage(job.run(event.data)));
