#!/usr/bin/env node
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createCrossfootServer } from "./server.js";
import { VERSION } from "./version.js";

const HELP = `crossfoot-mcp ${VERSION}: a Model Context Protocol server over stdio.

Usage: crossfoot-mcp [--help] [--version]

Speaks MCP on standard input and output; start it from an MCP client
(Claude Desktop, an IDE, an agent framework), not by hand. It offers one
tool, check_numbers: { answer, sources, options? } -> the crossfoot report
of every figure in the answer, as text and structured content.
`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  process.stdout.write(HELP);
} else if (args.includes("--version") || args.includes("-v")) {
  process.stdout.write(`${VERSION}\n`);
} else if (args.length > 0) {
  process.stderr.write(`crossfoot-mcp: unknown argument ${args[0]} (try --help)\n`);
  process.exitCode = 2;
} else {
  // stdout carries the protocol: anything else goes to stderr.
  createCrossfootServer()
    .connect(new StdioServerTransport())
    .catch((error: unknown) => {
      process.stderr.write(`crossfoot-mcp: ${(error as Error)?.message ?? String(error)}\n`);
      process.exitCode = 1;
    });
}
