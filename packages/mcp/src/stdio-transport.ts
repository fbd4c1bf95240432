import process from "node:process";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { type JSONRPCMessage, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";

/** The largest request `crossfoot-mcp` reads by default: 4 MiB of JSON on one line. */
export const DEFAULT_MAX_REQUEST_BYTES = 4 * 1024 * 1024;

/** JSON-RPC's error codes for a line that is not JSON, and for JSON that is no request. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

/** The id of a JSON value that looks like a request, or null. */
function idOf(value: unknown): string | number | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? id : null;
}

/**
 * MCP over standard input and output, one JSON-RPC message a line, that
 * answers every line it cannot take and keeps reading: a line that is not
 * JSON gets a parse error (-32700), JSON that is no JSON-RPC message an
 * invalid-request error (-32600, with the request's id when it has one), and
 * a line over `maxRequestBytes` an invalid-request error that says so (the
 * rest of the line is skipped unread). The SDK's own stdio transport drops
 * such lines silently, or closes on an oversized one.
 */
export class GuardedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  /** The start of the line being read, in the chunks it came in (joined once, at its end). */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** True while skipping the rest of an oversized line. */
  private skipping = false;

  constructor(
    private readonly maxRequestBytes = DEFAULT_MAX_REQUEST_BYTES,
    private readonly stdin: NodeJS.ReadableStream = process.stdin,
    private readonly stdout: NodeJS.WritableStream = process.stdout,
  ) {}

  private readonly onData = (chunk: Buffer) => {
    let rest = chunk;
    for (;;) {
      const newline = rest.indexOf(10);
      if (newline === -1) {
        this.take(rest);
        return;
      }
      this.take(rest.subarray(0, newline));
      if (this.skipping) this.skipping = false;
      else this.line(Buffer.concat(this.pending, this.pendingBytes).toString("utf8"));
      this.pending = [];
      this.pendingBytes = 0;
      rest = rest.subarray(newline + 1);
    }
  };

  private readonly onError = (error: Error) => this.onerror?.(error);

  /** Add part of a line, or start skipping it once it is over the limit. */
  private take(part: Buffer): void {
    if (this.skipping || part.length === 0) return;
    if (this.pendingBytes + part.length > this.maxRequestBytes) {
      this.pending = [];
      this.pendingBytes = 0;
      this.skipping = true;
      this.error(
        null,
        INVALID_REQUEST,
        `request too large: over ${this.maxRequestBytes} bytes (crossfoot-mcp --max-request-bytes sets the limit)`,
      );
      return;
    }
    this.pending.push(part);
    this.pendingBytes += part.length;
  }

  /** Read one whole line. */
  private line(text: string): void {
    const line = text.endsWith("\r") ? text.slice(0, -1) : text;
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      this.error(null, PARSE_ERROR, `parse error: ${(e as Error).message}`);
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(value);
    if (!message.success) {
      this.error(
        idOf(value),
        INVALID_REQUEST,
        "invalid request: not a JSON-RPC 2.0 message (one object a line, with jsonrpc, method and id)",
      );
      return;
    }
    try {
      this.onmessage?.(message.data);
    } catch (e) {
      this.onerror?.(e as Error);
    }
  }

  private error(id: string | number | null, code: number, message: string): void {
    this.write({ jsonrpc: "2.0", id, error: { code, message } });
  }

  private write(message: unknown): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdout.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.stdout.once("drain", resolve);
    });
  }

  async start(): Promise<void> {
    this.stdin.on("data", this.onData);
    this.stdin.on("error", this.onError);
  }

  async close(): Promise<void> {
    this.stdin.off("data", this.onData);
    this.stdin.off("error", this.onError);
    if (this.stdin.listenerCount("data") === 0) this.stdin.pause();
    this.pending = [];
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(message);
  }
}
