export {
  CrossfootCheck,
  type CrossfootCheckFields,
  type CrossfootCheckInput,
  type CrossfootCheckOutput,
} from "./check-runnable.js";
export { type ContextItem, type ContextSource, type DocumentLike, toSources } from "./context.js";
export { CrossfootCheckError } from "./error.js";
