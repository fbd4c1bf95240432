export type { CrossfootCallOptions, SourcesCallback } from "./call-checker.js";
export { defaultCaveat } from "./caveat.js";
export { CrossfootGroundingError } from "./error.js";
export { type CrossfootMetadata, getCrossfootReport } from "./metadata.js";
export { type CrossfootMiddlewareOptions, crossfootMiddleware } from "./middleware.js";
