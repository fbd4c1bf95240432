// A worker thread of `crossfoot serve`: it reads each request's body, checks
// it against the schemas, runs the check, gate or eval, and sends back the
// response. The main thread only moves bytes, so a slow or hostile body
// never stalls it, and a check that outlives its time limit is stopped by
// ending its worker.
import { parentPort, workerData } from "node:worker_threads";
import { check, gate, type Report } from "crossfoot";
import { evalBody } from "./serve-eval.js";
import { openApiDocument } from "./serve-openapi.js";
import type {
  JobRequest,
  JobResult,
  JobStats,
  ServeWorkerData,
  WorkerReady,
} from "./serve-protocol.js";
import { requestIssues, type ServeSchemas, serveSchemas } from "./serve-schemas.js";

/** The CLI's version, written in by the bundler (tsup.config.ts); absent when run from source. */
declare const __CROSSFOOT_CLI_VERSION__: string | undefined;

/** Serve jobs from the main thread until this worker is terminated; never resolves. */
export function serveWorker(): Promise<number> {
  const port = parentPort;
  if (!port) throw new Error("serve-worker must run in a worker thread");
  const start = workerData as ServeWorkerData;
  const schemas = serveSchemas();
  port.on("message", (job: JobRequest) => {
    void runJob(job, schemas).then((done) =>
      port.postMessage(done, [done.body.buffer as ArrayBuffer]),
    );
  });
  const ready: WorkerReady = {
    type: "ready",
    ...(start.document ? { document: JSON.stringify(openApiDocument(schemas, cliVersion())) } : {}),
  };
  port.postMessage(ready);
  return new Promise<number>(() => {});
}

function cliVersion(): string {
  return typeof __CROSSFOOT_CLI_VERSION__ === "string" ? __CROSSFOOT_CLI_VERSION__ : "0.0.0";
}

// TextEncoder gives each body a buffer of its own (Buffer.from may hand out
// a slice of a shared pool, which cannot be moved to another thread).
const encoder = new TextEncoder();

const result = (id: number, status: number, text: string, stats?: JobStats): JobResult => ({
  type: "result",
  id,
  status,
  body: encoder.encode(text),
  ...(stats ? { stats } : {}),
});

const jsonResult = (id: number, status: number, value: unknown, stats?: JobStats): JobResult =>
  result(id, status, JSON.stringify(value), stats);

/** One request's response; never throws (an unexpected error is a 500). */
export async function runJob(job: JobRequest, schemas: ServeSchemas): Promise<JobResult> {
  try {
    let text = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength).toString(
      "utf8",
    );
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (job.route === "eval") {
      const evaluated = evalBody(text);
      if (!evaluated.ok) {
        const { ok: _ok, ...refusal } = evaluated;
        return jsonResult(job.id, 400, refusal);
      }
      return result(job.id, 200, evaluated.parts.join(""), {
        checks: evaluated.checks,
        passed: evaluated.passed,
        claims: evaluated.claims,
      });
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      return jsonResult(job.id, 400, {
        error: "malformed JSON",
        message: (error as Error).message,
      });
    }
    const schema = job.route === "check" ? schemas.CheckRequest : schemas.GateRequest;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      return jsonResult(job.id, 400, {
        error: "invalid request",
        issues: requestIssues(parsed.error.issues),
      });
    }
    const request = parsed.data as { answer: string; sources: unknown; options?: object };
    if (job.route === "check") {
      const report = check(request.answer, request.sources, request.options);
      return jsonResult(job.id, 200, report, statsOf(report));
    }
    const outcome = await gate(request.answer, request.sources, request.options);
    return jsonResult(job.id, 200, outcome, statsOf(outcome.report));
  } catch (error) {
    // crossfoot's own refusal of an input (an option or a source it cannot
    // use) is the client's to fix; anything else is ours.
    const message = error instanceof Error ? error.message : String(error);
    if (
      error instanceof Error &&
      (error.name === "InvalidOptionError" || message.startsWith("crossfoot: "))
    ) {
      return jsonResult(job.id, 400, { error: "invalid input", message });
    }
    return { ...jsonResult(job.id, 500, { error: "internal error" }), error: message };
  }
}

function statsOf(report: Report): JobStats {
  const claims: Record<string, number> = {};
  for (const [status, n] of Object.entries(report.counts)) if (n > 0) claims[status] = n;
  return { checks: 1, passed: report.passed ? 1 : 0, claims };
}
