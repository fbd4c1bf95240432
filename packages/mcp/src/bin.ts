#!/usr/bin/env node
import { availableParallelism } from "node:os";
import { CheckSlots, checkInWorker, DEFAULT_CHECK_TIMEOUT_MS } from "./check-in-worker.js";
import { createCrossfootServer } from "./server.js";
import { DEFAULT_MAX_REQUEST_BYTES, GuardedStdioTransport } from "./stdio-transport.js";
import { VERSION } from "./version.js";

const HELP = `crossfoot-mcp ${VERSION}: a Model Context Protocol server over stdio.

Usage: crossfoot-mcp [--max-request-bytes N] [--check-timeout-ms N] [--max-concurrent-checks N]
                     [--help] [--version]

Speaks MCP on standard input and output; start it from an MCP client
(Claude Desktop, an IDE, an agent framework), not by hand. It offers one
tool, check_numbers: { answer, sources, options? } -> the crossfoot report
of every figure in the answer, as text and structured content.

  --max-request-bytes N  the largest request line read (default ${DEFAULT_MAX_REQUEST_BYTES});
                         a longer one gets a JSON-RPC error and is skipped
  --check-timeout-ms N   the time limit of one check (default ${DEFAULT_CHECK_TIMEOUT_MS});
                         a check past it is stopped and returns a tool error
  --max-concurrent-checks N
                         how many checks run at once (default: the number of
                         cores, ${availableParallelism()} here); the rest wait their turn
`;

/** Read the arguments: the settings, or the one line of a usage error. */
function parseArgs(
  args: string[],
): { maxRequestBytes: number; timeoutMs: number; concurrency: number } | string {
  const settings = {
    maxRequestBytes: DEFAULT_MAX_REQUEST_BYTES,
    timeoutMs: DEFAULT_CHECK_TIMEOUT_MS,
    concurrency: availableParallelism(),
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s) : [arg];
    if (
      flag !== "--max-request-bytes" &&
      flag !== "--check-timeout-ms" &&
      flag !== "--max-concurrent-checks"
    ) {
      return `unknown argument ${arg} (try --help)`;
    }
    const text = inline ?? args[++i];
    const n = text !== undefined && /^[1-9][0-9]*$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n)) {
      return `${flag} expects a whole number above 0, got ${text === undefined ? "nothing" : JSON.stringify(text)}`;
    }
    if (flag === "--max-request-bytes") settings.maxRequestBytes = n;
    else if (flag === "--check-timeout-ms") settings.timeoutMs = n;
    else settings.concurrency = n;
  }
  return settings;
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  process.stdout.write(HELP);
} else if (args.includes("--version") || args.includes("-v")) {
  process.stdout.write(`${VERSION}\n`);
} else {
  const settings = parseArgs(args);
  if (typeof settings === "string") {
    process.stderr.write(`crossfoot-mcp: ${settings}\n`);
    process.exitCode = 2;
  } else {
    // The worker is built beside this file (dist/check-worker.js).
    const workerUrl = new URL("./check-worker.js", import.meta.url);
    const slots = new CheckSlots(settings.concurrency);
    const server = createCrossfootServer({
      runCheck: (input, signal) =>
        checkInWorker(input, signal, settings.timeoutMs, workerUrl, slots),
    });
    // stdout carries the protocol: anything else goes to stderr.
    server.connect(new GuardedStdioTransport(settings.maxRequestBytes)).catch((error: unknown) => {
      process.stderr.write(`crossfoot-mcp: ${(error as Error)?.message ?? String(error)}\n`);
      process.exitCode = 1;
    });
  }
}
