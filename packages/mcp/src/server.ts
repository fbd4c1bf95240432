import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerCheckNumbersTool } from "./check-numbers.js";
import { VERSION } from "./version.js";

/**
 * An MCP server named `crossfoot` with the `check_numbers` tool. Connect it
 * to a transport: `StdioServerTransport` (what the `crossfoot-mcp` bin does),
 * Streamable HTTP, or an in-memory pair in tests.
 *
 * @example
 * const server = createCrossfootServer();
 * await server.connect(new StdioServerTransport());
 */
export function createCrossfootServer(): McpServer {
  const server = new McpServer(
    { name: "crossfoot", version: VERSION },
    {
      instructions:
        "Before you answer with numbers taken from documents, call check_numbers with your draft answer and the documents. Fix or remove every figure that does not pass.",
    },
  );
  registerCheckNumbersTool(server);
  return server;
}
