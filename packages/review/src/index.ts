export { attachReview, REVIEW_SCRIPT } from "./interact.js";
export { reviewPage, strictPolicy } from "./page.js";
export { type ClaimPlaces, claimPlaces, placeKey } from "./places.js";
export { type ReviewInput, renderReview } from "./render.js";
export {
  type ReviewSource,
  type ReviewTable,
  reviewSources,
  type SourceSetLike,
  type TableLike,
  type ValueLike,
} from "./sources-view.js";
export { REVIEW_CSS } from "./style.js";
