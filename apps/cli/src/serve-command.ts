import { availableParallelism } from "node:os";
import { isMainThread, workerData } from "node:worker_threads";
import { parseCommandArgs } from "./args.js";
import { CliError } from "./errors.js";
import type { CliIo } from "./io.js";
import { byteLimit } from "./safe-read.js";
import { SERVE_WORKER_ROLE } from "./serve-protocol.js";
import { numberFlag } from "./settings.js";

export const SERVE_USAGE = `usage: crossfoot serve [--port N] [--host H] [--concurrency N] [--queue N]
                      [--max-body-bytes N] [--timeout-ms N] [--quiet]

Serve the checker over HTTP, for any language:
  POST /v1/check      {answer, sources, options?} -> the report (report.toJSON())
  POST /v1/gate       {answer, sources, options?} -> the gate's outcome and the report
  POST /v1/eval       eval cases, one JSON case a line (sources inline) -> what
                      crossfoot eval --json prints for them
  GET  /healthz       the process is up       GET /readyz   ready (503 while stopping)
  GET  /openapi.json  the OpenAPI 3.1 document GET /metrics  Prometheus text
  --port N            the port (default 8080; 0 picks a free one)
  --host H            the address to listen on (default 127.0.0.1; 0.0.0.0 for every one)
  --concurrency N     worker threads, each checking one request at a time
                      (default: the number of CPUs)
  --queue N           requests that may wait for a worker (default 32); past
                      concurrency + queue, a request gets 503 with Retry-After
  --max-body-bytes N  refuse a larger body with 413 (default 10485760, 10 MiB)
  --timeout-ms N      the longest a request may take, from arrival to response
                      (default 30000); past it, 504 (503 if it never reached a worker)
  --quiet             no log line per request (the JSON lines on standard error)
Prints "crossfoot serve: listening on http://HOST:PORT" on standard error once it
takes requests. SIGTERM or SIGINT: stop accepting, answer the requests in hand,
exit 0 (a second signal stops at once, exit 1).`;

/** The defaults, in the usage above. */
const DEFAULT_PORT = 8080;
const DEFAULT_HOST = "127.0.0.1";
const DEFAULT_QUEUE = 32;
const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_CONCURRENCY = 256;
// setTimeout's limit.
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * `crossfoot serve`: the checker as an HTTP service. Resolves only once the
 * server has shut down (on SIGTERM or SIGINT). In a worker thread the server
 * started, it is that worker instead.
 */
export async function serveCommand(args: readonly string[], io: CliIo): Promise<number> {
  if (!isMainThread && (workerData as { role?: unknown } | null)?.role === SERVE_WORKER_ROLE) {
    return (await import("./serve-worker.js")).serveWorker();
  }
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new CliError(`serve: ${(error as Error).message}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${SERVE_USAGE}\n`);
    return 0;
  }
  if (positionals.length > 0) {
    throw new CliError(`serve: unexpected argument ${JSON.stringify(positionals[0])}`);
  }
  const whole = (
    flag: string,
    value: string | undefined,
    min: number,
    max: number,
    fallback: number,
  ) =>
    value === undefined
      ? fallback
      : numberFlag(
          `serve: --${flag}`,
          value,
          (x) => Number.isInteger(x) && x >= min && x <= max,
          `a whole number from ${min} to ${max}`,
        );
  const port = whole("port", values.port, 0, 65535, DEFAULT_PORT);
  const host = values.host ?? DEFAULT_HOST;
  if (host.trim() === "") throw new CliError("serve: --host must not be empty");
  const concurrency = whole(
    "concurrency",
    values.concurrency,
    1,
    MAX_CONCURRENCY,
    Math.min(availableParallelism(), MAX_CONCURRENCY),
  );
  const queue = whole("queue", values.queue, 0, 100_000, DEFAULT_QUEUE);
  const maxBodyBytes = byteLimit(
    "serve: --max-body-bytes",
    values["max-body-bytes"],
    DEFAULT_MAX_BODY_BYTES,
  );
  const timeoutMs = whole(
    "timeout-ms",
    values["timeout-ms"],
    1,
    MAX_TIMEOUT_MS,
    DEFAULT_TIMEOUT_MS,
  );

  // Loaded only now: `--help` and a usage error never start node:http.
  const { startServer } = await import("./serve-server.js");
  // Signals are heard from before the workers start, so one that comes
  // while the server starts stops it as soon as it is up.
  let signals = 0;
  let heard: NodeJS.Signals | undefined;
  let onHeard = () => {};
  const onSignal = (signal: NodeJS.Signals) => {
    signals++;
    heard ??= signal;
    onHeard();
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  const nextSignal = () =>
    new Promise<void>((resolve) => {
      onHeard = resolve;
    });
  try {
    let server: Awaited<ReturnType<typeof startServer>>;
    try {
      server = await startServer({
        host,
        port,
        concurrency,
        queue,
        maxBodyBytes,
        timeoutMs,
        ...(values.quiet ? {} : { log: io.stderr }),
      });
    } catch (error) {
      throw new CliError(`serve: cannot start: ${(error as Error).message}`);
    }
    io.stderr(`crossfoot serve: listening on ${server.url}\n`);
    if (signals === 0) await nextSignal();
    io.stderr(`crossfoot serve: ${heard}: finishing the requests in hand, then stopping\n`);
    const graceful = server.shutdown().then(() => "done" as const);
    const again =
      signals > 1
        ? "again"
        : await Promise.race([graceful, nextSignal().then(() => "again" as const)]);
    if (again === "again") {
      io.stderr("crossfoot serve: signalled again: stopping now\n");
      await server.abort();
      io.stderr("crossfoot serve: stopped\n");
      return 1;
    }
    io.stderr("crossfoot serve: stopped\n");
    return 0;
  } finally {
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
  }
}

function parse(args: readonly string[]) {
  return parseCommandArgs(args, {
    port: { type: "string", short: "p" },
    host: { type: "string" },
    concurrency: { type: "string" },
    queue: { type: "string" },
    "max-body-bytes": { type: "string" },
    "timeout-ms": { type: "string" },
    quiet: { type: "boolean", short: "q" },
    help: { type: "boolean", short: "h" },
  });
}
