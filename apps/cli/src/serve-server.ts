import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Admission } from "./serve-admission.js";
import { discardBody, readBody } from "./serve-body.js";
import { ServeMetrics } from "./serve-metrics.js";
import { JobStopped, type RunningJob, ServePool } from "./serve-pool.js";
import type { JobResult, JobRoute } from "./serve-protocol.js";

/** How `crossfoot serve` runs. */
export interface ServeOptions {
  readonly host: string;
  /** 0 for a free port. */
  readonly port: number;
  /** Worker threads, each checking one request at a time. */
  readonly concurrency: number;
  /** Requests admitted beyond those being checked, waiting their turn. */
  readonly queue: number;
  readonly maxBodyBytes: number;
  /** The longest a request may take, from its arrival to its response. */
  readonly timeoutMs: number;
  /** Receives one JSON line per request (and the server's own notes); absent, nothing is logged. */
  readonly log?: (line: string) => void;
}

/** A server that is listening. */
export interface RunningServer {
  /** `http://host:port`. */
  readonly url: string;
  readonly port: number;
  /**
   * Stop gracefully: stop accepting connections, answer 503 to new requests
   * on open ones, let every admitted request finish, then stop the workers.
   * Resolves once all of that is done.
   */
  shutdown(): Promise<void>;
  /** Stop now: close every connection and stop the workers. */
  abort(): Promise<void>;
}

/** A route and the methods it answers. */
interface Route {
  readonly method: "GET" | "POST";
  /** The work a POST hands to a worker. */
  readonly job?: JobRoute;
}

const ROUTES: ReadonlyMap<string, Route> = new Map<string, Route>([
  ["/v1/check", { method: "POST", job: "check" }],
  ["/v1/gate", { method: "POST", job: "gate" }],
  ["/v1/eval", { method: "POST", job: "eval" }],
  ["/healthz", { method: "GET" }],
  ["/readyz", { method: "GET" }],
  ["/openapi.json", { method: "GET" }],
  ["/metrics", { method: "GET" }],
]);

/** Seconds a client turned away as busy is told to wait. */
const RETRY_AFTER_SECONDS = 1;
/** How long a refusal waits for a small body to arrive before it answers. */
const DISCARD_WAIT_MS = 1000;
/** How long shutdown waits for open connections to close after the last response. */
const CLOSE_GRACE_MS = 2000;

/**
 * Start `crossfoot serve`'s HTTP server: its workers first, then the
 * listening socket. Rejects if a worker cannot start or the address cannot
 * be bound (the workers are then stopped).
 */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const log = options.log;
  const note = (message: string) =>
    log?.(`${JSON.stringify({ time: new Date().toISOString(), note: message })}\n`);
  const pool = new ServePool(options.concurrency, note);
  try {
    await pool.ready;
  } catch (error) {
    await pool.close();
    throw error;
  }
  const metrics = new ServeMetrics();
  const admission = new Admission(options.concurrency + options.queue);
  let stopping = false;

  const server = createServer((req, res) => {
    handle(req, res).catch((failure: unknown) => {
      // Not reached by any request seen; a last guard so one cannot end the process.
      note(`internal error: ${failure instanceof Error ? failure.message : String(failure)}`);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(500, {
          "Content-Type": "application/json; charset=utf-8",
          Connection: "close",
        });
        res.end('{"error":"internal error"}');
      }
    });
  });
  // Node's own limits sit just outside this server's time limit (which
  // answers with JSON first), so a connection that never sends its headers
  // or its body is still closed.
  server.requestTimeout = options.timeoutMs + 5000;
  server.headersTimeout = Math.min(60_000, server.requestTimeout);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrived = performance.now();
    const url = req.url ?? "";
    const questionMark = url.indexOf("?");
    const path = questionMark === -1 ? url : url.slice(0, questionMark);
    const route = ROUTES.get(path);
    let bytes = 0;
    let error: string | undefined;
    const responded = new Promise<void>((resolve) =>
      res.once("close", () => {
        const ms = performance.now() - arrived;
        // 499: the client left before its response was written (nginx's code).
        const status = res.writableFinished ? res.statusCode : 499;
        metrics.request(route ? path : "unmatched", methodLabel(req.method), status, ms / 1000);
        log?.(
          `${JSON.stringify({
            time: new Date().toISOString(),
            method: req.method,
            path,
            status,
            ms: Math.round(ms * 100) / 100,
            bytes,
            ...(error === undefined ? {} : { error }),
          })}\n`,
        );
        resolve();
      }),
    );
    const send = (
      status: number,
      body: string | Uint8Array,
      headers: Record<string, string | number> = {},
    ) => {
      const bytesOut =
        typeof body === "string"
          ? Buffer.from(body)
          : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      bytes = bytesOut.length;
      res.writeHead(status, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": bytes,
        "Cache-Control": "no-store",
        ...headers,
        // While shutting down, no connection is kept for another request.
        ...(stopping ? { Connection: "close" } : {}),
      });
      void writeBody(res, bytesOut);
    };
    const sendError = (
      status: number,
      body: { error: string; message?: string },
      headers?: Record<string, string | number>,
    ) => send(status, JSON.stringify(body), headers);

    if (!route) {
      // A body the request still has would be read and thrown away to keep
      // the connection; closing it costs less.
      return sendError(404, { error: "not found", message: `no route ${path}` }, closeIfBody(req));
    }
    if (req.method !== route.method && !(route.method === "GET" && req.method === "HEAD")) {
      return sendError(
        405,
        { error: "method not allowed", message: `${path} takes ${route.method}` },
        { Allow: route.method === "GET" ? "GET, HEAD" : route.method, ...closeIfBody(req) },
      );
    }
    if (!route.job) {
      if (path === "/healthz") return send(200, '{"status":"ok"}');
      if (path === "/readyz") {
        return stopping
          ? send(503, '{"status":"shutting down"}', { "Retry-After": RETRY_AFTER_SECONDS })
          : send(200, '{"status":"ready"}');
      }
      if (path === "/openapi.json") return send(200, await pool.document);
      const text = metrics.render({
        inFlight: admission.size,
        waiting: pool.queued,
        busyWorkers: pool.running,
        workers: pool.size,
      });
      return send(200, text, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" });
    }

    // Work is admitted now or turned away now, never left to pile up. A
    // request turned away has its connection closed: one that tries again
    // at once must connect again, which paces it, where on a kept
    // connection a tight retry loop takes the very CPU the checks need
    // (benchmarks/results/serve.md: the requests answered 200 held up at 128
    // connections against 2 workers and 32 places only this way). A small
    // body is read first, so the close is clean and the 503 arrives.
    if (stopping || !admission.enter()) {
      if (!closeIfBody(req).Connection) await discardBody(req, DISCARD_WAIT_MS);
      return sendError(
        503,
        stopping
          ? { error: "shutting down", message: "the server is shutting down; try another instance" }
          : {
              error: "busy",
              message: `every worker is busy and the queue (${options.queue}) is full; try again shortly`,
            },
        { "Retry-After": RETRY_AFTER_SECONDS, Connection: "close" },
      );
    }
    // The time limit counts from arrival: reading the body, waiting for a
    // worker and the work itself.
    const deadline = new AbortController();
    let job: RunningJob | undefined;
    const timer = setTimeout(() => {
      deadline.abort();
      job?.stop();
    }, options.timeoutMs);
    // A client that leaves while its request waits for a worker frees its
    // place; one being checked is left to finish (stopping it would cost a
    // worker), and its response is dropped.
    res.once("close", () => {
      if (job?.phase === "waiting") job.stop();
    });
    try {
      const read = await readBody(req, options.maxBodyBytes, deadline.signal);
      if (!read.ok) {
        if (read.reason === "too large") {
          return sendError(
            413,
            {
              error: "body too large",
              message: `the body is larger than ${options.maxBodyBytes} bytes (the server's --max-body-bytes)`,
            },
            { Connection: "close" },
          );
        }
        if (read.reason === "timeout") {
          return sendError(
            408,
            { error: "timeout", message: `the body did not arrive within ${options.timeoutMs} ms` },
            { Connection: "close" },
          );
        }
        return; // the client went away
      }
      job = pool.run(route.job, read.body);
      let result: JobResult;
      try {
        result = await job.result;
      } catch (failure) {
        if (res.destroyed) return;
        if (failure instanceof JobStopped && failure.phase === "waiting") {
          return sendError(
            503,
            {
              error: "busy",
              message: `the request waited ${options.timeoutMs} ms for a free worker; try again shortly`,
            },
            { "Retry-After": RETRY_AFTER_SECONDS },
          );
        }
        if (failure instanceof JobStopped) {
          return sendError(504, {
            error: "timeout",
            message: `the work took longer than ${options.timeoutMs} ms (the server's --timeout-ms)`,
          });
        }
        error = (failure as Error).message;
        return sendError(500, { error: "internal error" });
      }
      if (result.stats) metrics.checked(result.stats);
      if (result.error !== undefined) error = result.error;
      if (res.destroyed) return;
      send(result.status, result.body);
    } finally {
      clearTimeout(timer);
      // The place is held until the response is written out: a response
      // still being sent is work in hand, and shutdown waits for it.
      if (!res.headersSent && !res.destroyed) res.destroy();
      await responded;
      admission.leave();
    }
  }

  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    // A request Node's parser refuses (bad headers, too large headers): a
    // plain 400 or 431, as Node would send, and the connection closed.
    if (!socket.writable) return socket.destroy();
    const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    const body = JSON.stringify({ error: status === 431 ? "headers too large" : "bad request" });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      server.off("listening", onListening);
      reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(options.port, options.host);
  }).catch(async (error: NodeJS.ErrnoException) => {
    await pool.close();
    throw error;
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;

  let closing: Promise<void> | undefined;
  const serverClosed = new Promise<void>((resolve) => server.once("close", () => resolve()));
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    shutdown() {
      closing ??= (async () => {
        stopping = true;
        // No new connections; idle keep-alive connections close now, the
        // rest once their response is written (it carries Connection: close).
        server.close();
        server.closeIdleConnections();
        await admission.idle();
        // Every response is written; a connection still open is idle
        // (or about to be), and one a client holds open is closed at last.
        const idle = setInterval(() => server.closeIdleConnections(), 50);
        const grace = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        server.closeIdleConnections();
        await serverClosed;
        clearInterval(idle);
        clearTimeout(grace);
        await pool.close();
      })();
      return closing;
    },
    async abort() {
      stopping = true;
      server.close();
      server.closeAllConnections();
      await pool.close();
    },
  };
}

/** How much of a body is handed to the socket at once. */
const WRITE_CHUNK = 64 * 1024;

/**
 * Write a body, a chunk at a time, waiting whenever the socket's buffer is
 * full: a large eval result goes out as the client reads it, not all into
 * the socket's buffer at once.
 */
async function writeBody(res: ServerResponse, body: Buffer): Promise<void> {
  let at = 0;
  while (body.length - at > WRITE_CHUNK) {
    if (res.destroyed) return;
    const more = res.write(body.subarray(at, at + WRITE_CHUNK));
    at += WRITE_CHUNK;
    if (!more) {
      await new Promise<void>((resolve) => {
        const go = () => {
          res.off("drain", go);
          res.off("close", go);
          resolve();
        };
        res.on("drain", go);
        res.on("close", go);
      });
    }
  }
  if (!res.destroyed) res.end(body.subarray(at));
}

/**
 * `Connection: close` for a request answered without reading its body, when
 * that body is large or of unknown length: Node reads the rest of a body
 * and throws it away to keep the connection for the next request, which
 * for a small body (a check refused as busy) is cheaper than a new
 * connection, and for a large one is not.
 */
function closeIfBody(req: IncomingMessage): Record<string, string> {
  if (req.complete) return {};
  const length = req.headers["content-length"];
  if (length === undefined) {
    return req.headers["transfer-encoding"] === undefined ? {} : { Connection: "close" };
  }
  return Number(length) > KEEP_ALIVE_DRAIN_BYTES ? { Connection: "close" } : {};
}

/** The largest unread body Node is left to read and drop to keep a connection. */
const KEEP_ALIVE_DRAIN_BYTES = 64 * 1024;

/** The method as a metric label: one of a fixed few. */
function methodLabel(method: string | undefined): string {
  return method === "GET" || method === "POST" || method === "HEAD" ? method : "other";
}
