// A class's grace time (issue #23): a seated student whose devices are all gone this long on
// their turn has a computer play for them (its moves marked "away") until they come back.
// The teacher sets it (`PUT /api/classes/:id/grace`); null turns it off. The prose is
// /docs/classroom.md ("When a student's phone dies").

import { z } from "zod";

export const CLASS_GRACE = {
  /** A new class's grace time. */
  defaultSeconds: 60,
  minSeconds: 10,
  maxSeconds: 600,
} as const;

/**
 * The new grace time: whole seconds in CLASS_GRACE's range, or null (off). Only its type is
 * checked here: the range is the server's (ERR_BAD_GRACE names it; nothing changes).
 */
export const setGraceRequestSchema = z.strictObject({
  graceSeconds: z.number().nullable(),
});
export type SetGraceRequest = z.input<typeof setGraceRequestSchema>;

/** Why a grace time is refused, or null when it is one a class may have. */
export function graceProblem(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (!Number.isInteger(seconds)) return "the grace time is a whole number of seconds";
  if (seconds < CLASS_GRACE.minSeconds || seconds > CLASS_GRACE.maxSeconds) {
    return `the grace time is ${CLASS_GRACE.minSeconds} to ${CLASS_GRACE.maxSeconds} seconds, or off`;
  }
  return null;
}
