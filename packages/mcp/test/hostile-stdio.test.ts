import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { TOOL_NAME } from "../src/index.js";
import { GOOD, sources } from "./fixtures.js";

// The built bin, as `crossfoot-mcp` runs it (turbo builds before testing).
const BIN = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

interface Message {
  id?: string | number | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

/** The bin, spawned, with raw lines in and parsed messages out. */
class RawServer {
  readonly child: ChildProcessWithoutNullStreams;
  readonly messages: Message[] = [];
  stderr = "";
  private buffer = "";
  private waiters: (() => void)[] = [];

  constructor(args: string[] = []) {
    this.child = spawn(process.execPath, [BIN, ...args]);
    this.child.stdout.setEncoding("utf8");
    this.child.stdout.on("data", (chunk: string) => {
      this.buffer += chunk;
      let newline = this.buffer.indexOf("\n");
      while (newline !== -1) {
        this.messages.push(JSON.parse(this.buffer.slice(0, newline)) as Message);
        this.buffer = this.buffer.slice(newline + 1);
        newline = this.buffer.indexOf("\n");
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.child.stderr.on("data", (d: Buffer) => {
      this.stderr += d.toString();
    });
  }

  write(line: string): void {
    this.child.stdin.write(line);
  }

  send(message: object): void {
    this.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
  }

  /** The first message (from the `from`-th on) that `match` accepts, within `ms`. */
  async next(match: (m: Message) => boolean, ms = 10_000, from = 0): Promise<Message> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async initialize(): Promise<void> {
    this.send({
      id: "init",
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "raw", version: "0" },
      },
    });
    await this.next((m) => m.id === "init");
    this.send({ method: "notifications/initialized" });
  }

  /** True when the server answers a ping within `ms`. */
  async ping(id: string, ms = 2_000): Promise<boolean> {
    this.send({ id, method: "ping" });
    return (await this.next((m) => m.id === id, ms)).result !== undefined;
  }

  stop(): void {
    this.child.kill();
  }
}

/** An answer that takes crossfoot seconds to check: one sentence of many figures. */
const SLOW_ANSWER = `Values were ${Array.from({ length: 150_000 }, (_, i) => `${(i % 997) + 1}`).join(", ")} [R1].`;

let server: RawServer | undefined;
afterEach(() => server?.stop());

describe("crossfoot-mcp against hostile input over a real stdio spawn", () => {
  it("answers a line that is not JSON with a parse error and keeps serving", async () => {
    server = new RawServer();
    server.write("{ this is not json\n");
    const error = await server.next((m) => m.error !== undefined);
    expect(error).toMatchObject({ id: null, error: { code: -32700 } });
    expect(await server.ping("p1")).toBe(true);
  });

  it("answers JSON that is no JSON-RPC request with an invalid-request error", async () => {
    server = new RawServer();
    server.write('{"id": 7, "method": 12}\n');
    server.write("[1, 2, 3]\n");
    server.write('"hello"\n');
    server.write("null\n");
    await server.next((m) => m.error !== undefined && m.id === null, 10_000, 3);
    expect(server.messages.slice(0, 4)).toEqual([
      { jsonrpc: "2.0", id: 7, error: { code: -32600, message: expect.any(String) } },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.any(String) } },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.any(String) } },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.any(String) } },
    ]);
    expect(await server.ping("p2")).toBe(true);
  });

  it("answers a request over the size limit with an error naming the limit", async () => {
    server = new RawServer(["--max-request-bytes", "1000"]);
    await server.initialize();
    server.send({
      id: "big",
      method: "tools/call",
      params: { name: TOOL_NAME, arguments: { answer: "x".repeat(5_000), sources } },
    });
    const error = await server.next((m) => m.error !== undefined);
    expect(error.error?.code).toBe(-32600);
    expect(error.error?.message).toBe(
      "request too large: over 1000 bytes (crossfoot-mcp --max-request-bytes sets the limit)",
    );
    // The next request is read whole, and the tool still works.
    server.send({
      id: "small",
      method: "tools/call",
      params: { name: TOOL_NAME, arguments: { answer: GOOD, sources } },
    });
    const small = await server.next((m) => m.id === "small");
    expect((small.result?.structuredContent as { passed: boolean }).passed).toBe(true);
  });

  it("stops a check past its time limit with a tool error, answering pings meanwhile", async () => {
    server = new RawServer(["--check-timeout-ms", "1500"]);
    await server.initialize();
    server.send({
      id: "slow",
      method: "tools/call",
      params: { name: TOOL_NAME, arguments: { answer: SLOW_ANSWER, sources } },
    });
    // The check runs off the event loop: a ping is answered while it runs.
    expect(await server.ping("during", 1_000)).toBe(true);
    expect(server.messages.some((m) => m.id === "slow")).toBe(false);
    const slow = await server.next((m) => m.id === "slow", 10_000);
    expect(slow.result?.isError).toBe(true);
    expect(JSON.stringify(slow.result?.content)).toContain("time limit of 1500 ms");
    expect(await server.ping("after")).toBe(true);
  });

  it("stops a cancelled check and sends no result for it", async () => {
    server = new RawServer();
    await server.initialize();
    server.send({
      id: 41,
      method: "tools/call",
      params: { name: TOOL_NAME, arguments: { answer: SLOW_ANSWER, sources } },
    });
    server.send({ method: "notifications/cancelled", params: { requestId: 41, reason: "test" } });
    expect(await server.ping("p3", 2_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.messages.some((m) => m.id === 41)).toBe(false);
    expect(server.stderr).toBe("");
  });

  it("runs at most --max-concurrent-checks checks at once; the rest wait their turn", async () => {
    server = new RawServer(["--max-concurrent-checks", "1"]);
    await server.initialize();
    server.send({
      id: "slow",
      method: "tools/call",
      params: { name: TOOL_NAME, arguments: { answer: SLOW_ANSWER, sources } },
    });
    server.send({
      id: "queued",
      method: "tools/call",
      params: { name: TOOL_NAME, arguments: { answer: GOOD, sources } },
    });
    expect(await server.ping("p4", 2_000)).toBe(true);
    expect(server.messages.some((m) => m.id === "queued")).toBe(false);
    // Cancelling the running check frees its slot for the waiting one.
    server.send({ method: "notifications/cancelled", params: { requestId: "slow" } });
    const queued = await server.next((m) => m.id === "queued", 5_000);
    expect((queued.result?.structuredContent as { passed: boolean }).passed).toBe(true);
    expect(server.messages.some((m) => m.id === "slow")).toBe(false);
  });

  it("rejects a limit that is not a whole number above 0 with exit 2 and one line", async () => {
    for (const [flag, value] of [
      ["--max-request-bytes", "0"],
      ["--check-timeout-ms", "soon"],
      ["--max-concurrent-checks", "-1"],
    ]) {
      const child = spawn(process.execPath, [BIN, flag as string, value as string]);
      let stderr = "";
      child.stderr.on("data", (d: Buffer) => {
        stderr += d.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(2);
      expect(stderr).toBe(
        `crossfoot-mcp: ${flag} expects a whole number above 0, got ${JSON.stringify(value)}\n`,
      );
    }
  });
});
