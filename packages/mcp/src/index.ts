export {
  checkNumbers,
  type RunCheck,
  registerCheckNumbersTool,
  TOOL_NAME,
} from "./check-numbers.js";
export {
  type CheckNumbersInput,
  CheckNumbersInputSchema,
  type CheckNumbersOutput,
  CheckNumbersOutputSchema,
  DiagnosticSchema,
  SourceSchema,
} from "./schemas.js";
export { createCrossfootServer } from "./server.js";
export { VERSION } from "./version.js";
