// Post-game review (review.ts): each decision of a player rated against the solver or rollouts.
export type { ActionValues, ReviewUnit } from "./evaluate";
export type { Rating, ReviewedDecision, ReviewOptions } from "./review";
export { REVIEW_THRESHOLDS, ReviewCancelled, ReviewError, rate, reviewGame } from "./review";
