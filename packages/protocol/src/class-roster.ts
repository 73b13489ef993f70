// A roster that bends (issue #23, item 3): the teacher adds a name to the class list during the
// lesson; a student whose name is missing asks to join and the teacher approves or declines;
// a student who claimed a list name by mistake says "that's not me" (the name is free again
// and the teacher is told). The prose is /docs/classroom.md ("A class list that bends").

import { z } from "zod";
import type { StudentView } from "./classes";
import { playerNameSchema } from "./tables";

export const ROSTER_LIMITS = {
  /** Requests waiting for the teacher's answer at once, per class. */
  maxPendingRequests: 20,
  /** Requests (answered ones too) a class keeps, the latest. */
  keptRequests: 60,
  /** Notices to the teacher a class keeps, the latest. */
  keptNotices: 10,
} as const;

/** Request ids: "r" followed by 24 lower-case base-32 characters. */
export const REQUEST_ID_RE = /^r[a-z2-7]{24}$/;

/** `POST /api/classes/:id/roster`: a name the teacher adds to the class list. */
export const addRosterNameRequestSchema = z.strictObject({ name: playerNameSchema });
export type AddRosterNameRequest = z.input<typeof addRosterNameRequestSchema>;

/** `POST /api/classes/:ref/ask`: a student whose name is not on the list asks to join. */
export const askToJoinRequestSchema = z.strictObject({ name: playerNameSchema });
export type AskToJoinRequest = z.input<typeof askToJoinRequestSchema>;

/**
 * `PUT /api/classes/:id/requests`: the teacher opens or closes requests to join (closed: a
 * new one is refused with ERR_REQUESTS_CLOSED; those waiting stay until answered).
 */
export const setJoinRequestsRequestSchema = z.strictObject({ open: z.boolean() });
export type SetJoinRequestsRequest = z.input<typeof setJoinRequestsRequestSchema>;

export interface AskToJoinResponse {
  readonly classId: string;
  readonly requestId: string;
  /**
   * Secret, shown once: asks after the request (`GET /api/classes/:id/ask`); once the teacher
   * approves, it is the student's token (as a join's `studentToken`).
   */
  readonly requestToken: string;
}

export const JOIN_REQUEST_STATUSES = ["pending", "approved", "declined"] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** `GET /api/classes/:id/ask` with the request token: the answer so far. */
export interface AskStatus {
  readonly requestId: string;
  readonly name: string;
  readonly status: JoinRequestStatus;
  /** Once approved: the student's view (the request token is now their student token). */
  readonly student: StudentView | null;
}

/** A request waiting for the teacher's answer, on the dashboard. */
export interface DashboardJoinRequest {
  readonly id: string;
  readonly name: string;
  readonly askedAt: string;
}

/** What the teacher is told: someone who had joined as `name` said it was not them. */
export interface RosterNotice {
  readonly kind: "not-me";
  readonly name: string;
  readonly at: string;
}
