export { CliError } from "./errors.js";
export type { CliIo } from "./io.js";
export { run, USAGE } from "./run.js";
