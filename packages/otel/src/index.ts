export { ATTR } from "./attributes.js";
export { checkWithTelemetry, InstrumentedChecker } from "./instrumented-checker.js";
export { CHECKS_COUNTER, CLAIMS_COUNTER } from "./instruments.js";
export {
  CLAIM_EVENT,
  INSTRUMENTATION_NAME,
  ISSUE_EVENT,
  SPAN_NAME,
  type TelemetryOptions,
} from "./traced-check.js";
