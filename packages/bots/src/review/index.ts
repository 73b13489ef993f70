// Post-game review (review.ts): each decision of a player rated against the solver or rollouts.

export { DecisionScan } from "./decision-scan";
export type { ActionValues, ReviewUnit } from "./evaluate";
export type { DecisionContext, MistakeKinds } from "./kinds";
export type {
  KindCount,
  LessonDecision,
  LessonMoment,
  LessonMoveRef,
  LessonReading,
  LessonSeat,
  StudentGameLine,
  StudentReport,
  StudentTrend,
} from "./lesson";
export { MAX_COSTLY, MAX_MOMENTS, readLesson, severity, strength } from "./lesson";
export { reviewSeat } from "./lesson-review";
export type { Rating, ReviewedDecision, ReviewOptions } from "./review";
export {
  decisionIndices,
  REVIEW_THRESHOLDS,
  ReviewCancelled,
  ReviewError,
  rate,
  reviewDecisions,
  reviewGame,
} from "./review";
