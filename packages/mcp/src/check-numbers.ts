import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { Checker, type CheckOptions } from "crossfoot";
import {
  type CheckNumbersInput,
  CheckNumbersInputSchema,
  type CheckNumbersOutput,
  CheckNumbersOutputSchema,
} from "./schemas.js";

/** The tool's name. */
export const TOOL_NAME = "check_numbers";

const DESCRIPTION = [
  "Check every number in an answer against the sources it was written from, before you give the answer.",
  "Each figure must be a source value, a rounding of one at the precision the answer states, or a derivation of source values (% change, share, difference, sum, ratio, average) whose direction words agree.",
  "Figures from a record the sentence does not cite, the wrong period or row, wrong signs and false precision fail.",
  "Returns passed, score and one claim per figure with its status and evidence; fix or remove every figure that fails.",
].join(" ");

/**
 * Run the check for one call of the tool: the report as text (its summary)
 * and as structured content.
 */
export function checkNumbers(input: CheckNumbersInput): CallToolResult {
  const checker = new Checker(input.sources, (input.options ?? {}) as CheckOptions);
  const report = checker.check(input.answer);
  const diagnostics = checker.sources.diagnostics.map((d) => ({ ...d }));
  const structured = { ...report.toJSON(), diagnostics };
  const warnings = diagnostics.map(
    (d) => `warning: source ${d.recordId}${d.path ? ` ${d.path}` : ""}: ${d.message}`,
  );
  return {
    content: [{ type: "text", text: [report.summary(), ...warnings].join("\n") }],
    // A JSON round trip leaves only plain JSON values, as the protocol carries.
    structuredContent: JSON.parse(JSON.stringify(structured)) as CheckNumbersOutput,
  };
}

/**
 * How the tool runs a check: `checkNumbers` itself by default; the
 * `crossfoot-mcp` bin runs each check in a worker thread with a time limit,
 * and stops it when the client cancels the call (`signal` aborts).
 */
export type RunCheck = (
  input: CheckNumbersInput,
  signal?: AbortSignal,
) => CallToolResult | Promise<CallToolResult>;

/**
 * Add the `check_numbers` tool to an MCP server.
 *
 * @example
 * const server = new McpServer({ name: "my-agent-tools", version: "1.0.0" });
 * registerCheckNumbersTool(server);
 */
export function registerCheckNumbersTool(server: McpServer, run: RunCheck = checkNumbers): void {
  server.registerTool(
    TOOL_NAME,
    {
      title: "Check the numbers in an answer",
      description: DESCRIPTION,
      inputSchema: CheckNumbersInputSchema,
      outputSchema: CheckNumbersOutputSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    (args, extra) => run(args, extra.signal),
  );
}
