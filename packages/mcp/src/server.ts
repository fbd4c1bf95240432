import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { type RunCheck, registerCheckNumbersTool } from "./check-numbers.js";
import { VERSION } from "./version.js";

/**
 * An MCP server named `crossfoot` with the `check_numbers` tool. Connect it
 * to a transport: `StdioServerTransport` (what the `crossfoot-mcp` bin does),
 * Streamable HTTP, or an in-memory pair in tests. `runCheck` replaces how
 * a check runs (see {@link RunCheck}); by default it runs in the caller's
 * thread.
 *
 * @example
 * const server = createCrossfootServer();
 * await server.connect(new StdioServerTransport());
 */
export function createCrossfootServer(options: { runCheck?: RunCheck } = {}): McpServer {
  const server = new McpServer(
    { name: "crossfoot", version: VERSION },
    {
      instructions:
        "Before you answer with numbers taken from documents, call check_numbers with your draft answer and the documents. Fix or remove every figure that does not pass.",
    },
  );
  registerCheckNumbersTool(server, options.runCheck);
  return server;
}
