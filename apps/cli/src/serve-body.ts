import type { IncomingMessage } from "node:http";

/** A request body read whole, or why it was not. */
export type BodyRead =
  | { readonly ok: true; readonly body: Uint8Array }
  | { readonly ok: false; readonly reason: "too large" | "aborted" | "timeout" };

/**
 * Read a small body and drop it, so a refusal can close the connection
 * cleanly: a socket closed with bytes still unread is reset, and a reset can
 * reach the client before the response it was sent. Resolves once the body
 * has ended, the request has gone, or `waitMs` has passed.
 */
export function discardBody(req: IncomingMessage, waitMs: number): Promise<void> {
  if (req.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      req.off("end", done);
      req.off("close", done);
      req.off("error", done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    req.on("end", done);
    req.on("close", done);
    req.on("error", done);
    req.resume();
  });
}

/**
 * Read a request's body, at most `limit` bytes: one that declares a larger
 * `Content-Length` is refused before any of it is read, and one that sends
 * more is refused as soon as it passes the limit (the rest is not read).
 * The body comes back in a buffer of its own, so it can be moved to a
 * worker thread without copying. When `signal` aborts first (the request's
 * time limit), reading stops and the reason is `timeout`.
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  signal: AbortSignal,
): Promise<BodyRead> {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) {
    return Promise.resolve({ ok: false, reason: "too large" });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: BodyRead) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onEnd);
      req.off("close", onEnd);
      signal.removeEventListener("abort", onTimeout);
      resolve(result);
    };
    const onTimeout = () => {
      req.pause();
      done({ ok: false, reason: "timeout" });
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        done({ ok: false, reason: "too large" });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (!req.complete) {
        done({ ok: false, reason: "aborted" });
        return;
      }
      const body = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) {
        body.set(chunk, at);
        at += chunk.length;
      }
      done({ ok: true, body });
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onEnd);
    req.on("close", onEnd);
    if (signal.aborted) onTimeout();
    else signal.addEventListener("abort", onTimeout);
  });
}
