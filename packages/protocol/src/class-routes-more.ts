// The routes of the class list that bends and of the undo (issue #23, items 3 and 4), spread
// into the one route table (routes.ts).

import type { AskStatus, AskToJoinResponse } from "./class-roster";
import { addRosterNameRequestSchema, askToJoinRequestSchema } from "./class-roster";
import type { ClassHistory } from "./class-undo";
import type { ClassDashboard, StudentView } from "./classes";
import type { ResponseOf, RouteSpec } from "./routes";

const respond = <T>(): ResponseOf<T> => ({});

export const CLASS_MORE_ROUTES = {
  /** The teacher adds a name to the class list (ERR_NO_ROSTER without one). */
  addRosterName: {
    method: "POST",
    path: "/api/classes/:id/roster",
    body: addRosterNameRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** A student whose name is not on the list asks to join (by class code or id). */
  askToJoin: {
    method: "POST",
    path: "/api/classes/:ref/ask",
    body: askToJoinRequestSchema,
    response: respond<AskToJoinResponse>(),
    status: 201,
    auth: "none",
  },
  /** The asking student's page: the teacher's answer so far (bearer: the request token). */
  askStatus: {
    method: "GET",
    path: "/api/classes/:id/ask",
    body: null,
    response: respond<AskStatus>(),
    status: 200,
    auth: "student",
  },
  approveRequest: {
    method: "POST",
    path: "/api/classes/:id/requests/:request/approve",
    body: null,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  declineRequest: {
    method: "POST",
    path: "/api/classes/:id/requests/:request/decline",
    body: null,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** A student who claimed a list name by mistake: the name is free again, the teacher told. */
  notMe: {
    method: "POST",
    path: "/api/classes/:id/not-me",
    body: null,
    response: respond<StudentView>(),
    status: 200,
    auth: "student",
  },
  /** Undo a pending end or next game (ClassDashboard.stopping): the tables play on. */
  undoStop: {
    method: "POST",
    path: "/api/classes/:id/undo",
    body: null,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** A pending end or next game happens now instead of at the end of its window. */
  stopNow: {
    method: "POST",
    path: "/api/classes/:id/stop-now",
    body: null,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** The lesson's earlier games, their tables as they ended (stopped ones too). */
  classHistory: {
    method: "GET",
    path: "/api/classes/:id/history",
    body: null,
    response: respond<ClassHistory>(),
    status: 200,
    auth: "teacher",
  },
} as const satisfies Record<string, RouteSpec>;
