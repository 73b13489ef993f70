// The classroom's HTTP routes (create and join a class, the teacher's controls, the class list
// and requests to join, seating, pause, end and undo, leaderboard, moving a student to another
// device, renaming): a part of the one route table (./index.ts). The schemas and response
// types are the classroom modules' (../classes.ts, ../class-*.ts).

import type { ClassDashboard, CreateClassResponse } from "../class-dashboard";
import { setGraceRequestSchema } from "../class-grace";
import type { Leaderboard } from "../class-leaderboard";
import type { MoveCodeResponse } from "../class-move";
import { moveHereRequestSchema } from "../class-move";
import { renameStudentRequestSchema } from "../class-names";
import type { LessonReport } from "../class-report";
import type { AskStatus, AskToJoinResponse } from "../class-roster";
import {
  addRosterNameRequestSchema,
  askToJoinRequestSchema,
  setJoinRequestsRequestSchema,
} from "../class-roster";
import type { ClassHistory } from "../class-undo";
import type { ClassPublicInfo, JoinClassResponse, StudentView } from "../classes";
import {
  createClassRequestSchema,
  endClassRequestSchema,
  handToComputerRequestSchema,
  joinClassRequestSchema,
  nextGameRequestSchema,
  openSeatToComputerRequestSchema,
  seatRequestSchema,
  seatWaitingRequestSchema,
  updateSettingsRequestSchema,
  warmupRequestSchema,
} from "../classes";
import type { RouteSpec } from "./spec";
import { respond } from "./spec";

/** "Move to this device" (../class-move.ts): the teacher's code and the new device's claim. */
export const CLASS_MOVE_ROUTES = {
  /** The teacher makes a student's move code (a newer one replaces the student's older one). */
  moveCode: {
    method: "POST",
    path: "/api/classes/:id/students/:student/move-code",
    body: null,
    response: respond<MoveCodeResponse>(),
    status: 201,
    auth: "teacher",
  },
  /**
   * A new device takes the student's place with the code (by class code or id): the student's
   * new token (once), as a join answers. A refused one spends from the lookup budget.
   */
  moveHere: {
    method: "POST",
    path: "/api/classes/:ref/move",
    body: moveHereRequestSchema,
    response: respond<JoinClassResponse>(),
    status: 200,
    auth: "none",
  },
} as const satisfies Record<string, RouteSpec>;

export const CLASS_ROUTES = {
  /** A teacher creates a class: its code, the teacher token (once) and the dashboard. */
  createClass: {
    method: "POST",
    path: "/api/classes",
    body: createClassRequestSchema,
    response: respond<CreateClassResponse>(),
    status: 201,
    auth: "none",
  },
  /** By class code (or id): what the join page shows (roster names and whether taken). */
  getClass: {
    method: "GET",
    path: "/api/classes/:ref",
    body: null,
    response: respond<ClassPublicInfo>(),
    status: 200,
    auth: "none",
  },
  /** A student joins by class code (or id) with a name: the student token (once). */
  joinClass: {
    method: "POST",
    path: "/api/classes/:ref/join",
    body: joinClassRequestSchema,
    response: respond<JoinClassResponse>(),
    status: 201,
    auth: "none",
  },
  /** A student's own view: status, seat (after a reload), settings. */
  classMe: {
    method: "GET",
    path: "/api/classes/:id/me",
    body: null,
    response: respond<StudentView>(),
    status: 200,
    auth: "student",
  },
  /** A student reports the warm-up exercise done (score of total). */
  classWarmup: {
    method: "POST",
    path: "/api/classes/:id/warmup",
    body: warmupRequestSchema,
    response: respond<StudentView>(),
    status: 200,
    auth: "student",
  },
  classDashboard: {
    method: "GET",
    path: "/api/classes/:id/dashboard",
    body: null,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /**
   * The lesson report (teacher only): each student's decisions in the finished games rated by
   * the review engine, the common mistakes, the moments worth discussing, the warm-up's misread
   * numbers; `status.state` "computing" while reviews are left (figures not final).
   */
  classReport: {
    method: "GET",
    path: "/api/classes/:id/report",
    body: null,
    response: respond<LessonReport>(),
    status: 200,
    auth: "teacher",
  },
  /** Seat every waiting student (random split or the teacher's groups). */
  seatClass: {
    method: "POST",
    path: "/api/classes/:id/seat",
    body: seatRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** Seat students who joined after the seating (a new table, or an open seat). */
  seatWaiting: {
    method: "POST",
    path: "/api/classes/:id/seat-waiting",
    body: seatWaitingRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** A seated student's seat goes to a computer player; the student waits (classes.ts). */
  handToComputer: {
    method: "POST",
    path: "/api/classes/:id/students/:student/computer",
    body: handToComputerRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** An open seat of a playing table goes to a computer player (classes.ts). */
  openSeatToComputer: {
    method: "POST",
    path: "/api/classes/:id/open-seat-computer",
    body: openSeatToComputerRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** The student's token stops working, their name is free, their seat (if any) opens. */
  releaseStudent: {
    method: "POST",
    path: "/api/classes/:id/students/:student/release",
    body: null,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  pauseClass: {
    method: "POST",
    path: "/api/classes/:id/pause",
    body: null,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  resumeClass: {
    method: "POST",
    path: "/api/classes/:id/resume",
    body: null,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** End this game's tables (and with `lesson: true` the class). */
  endClass: {
    method: "POST",
    path: "/api/classes/:id/end",
    body: endClassRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** The next game: unfinished tables end, everyone waits to be seated again. */
  nextGame: {
    method: "POST",
    path: "/api/classes/:id/next",
    body: nextGameRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  classSettings: {
    method: "PUT",
    path: "/api/classes/:id/settings",
    body: updateSettingsRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** The class's grace time (CLASS_GRACE; null: off); its unfinished tables take it at once. */
  classGrace: {
    method: "PUT",
    path: "/api/classes/:id/grace",
    body: setGraceRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  leaderboard: {
    method: "GET",
    path: "/api/classes/:id/leaderboard",
    body: null,
    response: respond<Leaderboard>(),
    status: 200,
    auth: "teacher",
  },
  /** The leaderboard as CSV (text/csv; cells starting with = + - @ are prefixed with '). */
  leaderboardCsv: {
    method: "GET",
    path: "/api/classes/:id/leaderboard.csv",
    body: null,
    response: respond<string>(),
    status: 200,
    auth: "teacher",
    text: true,
  },
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
    auth: "request",
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
  /** The teacher opens or closes requests to join (closed: a new one gets ERR_REQUESTS_CLOSED). */
  setJoinRequests: {
    method: "PUT",
    path: "/api/classes/:id/requests",
    body: setJoinRequestsRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
  /** The teacher declines every request waiting at once (each asking page says so). */
  declineAllRequests: {
    method: "POST",
    path: "/api/classes/:id/requests/decline-all",
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
  ...CLASS_MOVE_ROUTES,
  /** The teacher renames a student: everywhere (tables, leaderboard, the student's page). */
  renameStudent: {
    method: "PUT",
    path: "/api/classes/:id/students/:student/name",
    body: renameStudentRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
} as const satisfies Record<string, RouteSpec>;
