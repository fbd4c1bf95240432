import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { describe, expect, it } from "vitest";
import { TOOL_NAME, VERSION } from "../src/index.js";
import { BAD, GOOD, sources, textOf } from "./fixtures.js";

// The built bin, as `crossfoot-mcp` runs it (turbo builds before testing).
const BIN = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

describe("the crossfoot-mcp bin over a real stdio spawn", () => {
  it("serves check_numbers to the SDK's client", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN],
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    const client = new Client({ name: "crossfoot-stdio-test", version: "0.0.0" });
    await client.connect(transport);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: "crossfoot", version: VERSION });
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual([TOOL_NAME]);

      const good = await client.callTool({ name: TOOL_NAME, arguments: { answer: GOOD, sources } });
      expect((good.structuredContent as { passed: boolean }).passed).toBe(true);
      const bad = await client.callTool({ name: TOOL_NAME, arguments: { answer: BAD, sources } });
      expect((bad.structuredContent as { passed: boolean }).passed).toBe(false);
      expect(textOf(bad)).toContain("[wrong_record] 1,850");

      const wrong = await client.callTool({ name: TOOL_NAME, arguments: { answer: GOOD } });
      expect(wrong.isError).toBe(true);
      // Still serving after a bad call.
      const again = await client.callTool({
        name: TOOL_NAME,
        arguments: { answer: GOOD, sources },
      });
      expect((again.structuredContent as { passed: boolean }).passed).toBe(true);
      expect(transport.pid).toBeTypeOf("number");
    } finally {
      await client.close();
    }
    expect(stderr).toBe("");
  });

  it("exits 0 when its standard input closes", async () => {
    const child = spawn(process.execPath, [BIN], { stdio: ["pipe", "pipe", "pipe"] });
    const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.stdin.end();
    expect(await exit).toBe(0);
  });

  it("prints help and its version, and rejects unknown arguments", () => {
    const help = spawnSync(process.execPath, [BIN, "--help"], { encoding: "utf8" });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("check_numbers");
    const version = spawnSync(process.execPath, [BIN, "--version"], { encoding: "utf8" });
    expect(version.stdout.trim()).toBe(VERSION);
    const unknown = spawnSync(process.execPath, [BIN, "--port", "80"], { encoding: "utf8" });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown argument --port");
  });
});
