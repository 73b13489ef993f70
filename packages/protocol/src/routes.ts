// The HTTP API's one route table: every route's method, path (with `:params`), request body
// schema, response type and credential, declared once. The server registers its routes from
// it (packages/server/src/http.ts), and the one fetch client (./client.ts) that the web app
// and `numbers join` use is typed by it, so the three can no longer drift apart.

import type { z } from "zod";
import { setGraceRequestSchema } from "./class-grace";
import type { Leaderboard } from "./class-leaderboard";
import { CLASS_MOVE_ROUTES } from "./class-move";
import { CLASS_NAME_ROUTES } from "./class-names";
import { CLASS_MORE_ROUTES } from "./class-routes-more";
import type {
  ClassDashboard,
  ClassPublicInfo,
  CreateClassResponse,
  JoinClassResponse,
  StudentView,
} from "./classes";
import {
  createClassRequestSchema,
  endClassRequestSchema,
  handToComputerRequestSchema,
  joinClassRequestSchema,
  nextGameRequestSchema,
  seatRequestSchema,
  seatWaitingRequestSchema,
  updateSettingsRequestSchema,
  warmupRequestSchema,
} from "./classes";
import type {
  ClaimSeatResponse,
  CreateTableResponse,
  ListTablesResponse,
  RematchResponse,
  ServerInfo,
  TableInfo,
  TableRecord,
} from "./tables";
import {
  claimSeatRequestSchema,
  createTableRequestSchema,
  raceAnswerRequestSchema,
  setBotRequestSchema,
} from "./tables";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * The credential a route reads from `Authorization: Bearer <token>`: "none"; "optional-seat" a
 * seat token that only unlocks a private table's secrets; "seat" a seat token; "host" the host
 * token; "teacher" a class's teacher token; "student" a class's student token. Without a required
 * token the server answers ERR_UNAUTHORIZED (the other role's token: ERR_WRONG_ROLE); what a
 * token may do is the server's decision.
 */
export const ROUTE_AUTHS = ["none", "optional-seat", "seat", "host", "teacher", "student"] as const;
export type RouteAuth = (typeof ROUTE_AUTHS)[number];

/** `GET /api/health`: liveness, the dependencies' state and two load figures. */
export interface HealthResponse {
  /** False (and status 503) while storage does not answer. */
  readonly ok: boolean;
  readonly protocolVersion: number;
  readonly tablesInMemory: number;
  readonly storage: "ok" | "unreachable";
  /** Null when the server runs without Redis. */
  readonly redis: "ok" | "unreachable" | null;
  readonly loopDelayP50Ms: number;
  readonly loopDelayP99Ms: number;
  readonly loopDelayMaxMs: number;
}

/** A response type carried by the table at the type level only (no runtime value). */
export interface ResponseOf<T> {
  readonly __response?: T;
}
const respond = <T>(): ResponseOf<T> => ({});

export interface RouteSpec {
  readonly method: HttpMethod;
  /** Fastify's spelling: `/api/tables/:id/seats/:seat/bot`. */
  readonly path: string;
  /** The JSON body's schema, or null: the route takes no body. */
  readonly body: z.ZodType | null;
  readonly response: ResponseOf<unknown>;
  /** The success status (errors use HTTP_STATUS of their code). */
  readonly status: number;
  readonly auth: RouteAuth;
  /** The success body is text (e.g. text/csv), not JSON: the client answers it as a string. */
  readonly text?: true;
}

export const ROUTES = {
  /** Liveness and load; 503 while storage does not answer. */
  health: {
    method: "GET",
    path: "/api/health",
    body: null,
    response: respond<HealthResponse>(),
    status: 200,
    auth: "none",
  },
  /** The server's facts for a page: the origin share links name. */
  server: {
    method: "GET",
    path: "/api/server",
    body: null,
    response: respond<ServerInfo>(),
    status: 200,
    auth: "none",
  },
  createTable: {
    method: "POST",
    path: "/api/tables",
    body: createTableRequestSchema,
    response: respond<CreateTableResponse>(),
    status: 201,
    auth: "none",
  },
  listTables: {
    method: "GET",
    path: "/api/tables",
    body: null,
    response: respond<ListTablesResponse>(),
    status: 200,
    auth: "none",
  },
  /** By table id or join code; a private table's seed, result and rematch need a seat token. */
  getTable: {
    method: "GET",
    path: "/api/tables/:ref",
    body: null,
    response: respond<TableInfo>(),
    status: 200,
    auth: "optional-seat",
  },
  /** A table's record (the reader's view until the end); a private table's needs a seat token. */
  record: {
    method: "GET",
    path: "/api/tables/:ref/record",
    body: null,
    response: respond<TableRecord>(),
    status: 200,
    auth: "optional-seat",
  },
  claimSeat: {
    method: "POST",
    path: "/api/tables/:id/claim",
    body: claimSeatRequestSchema,
    response: respond<ClaimSeatResponse>(),
    status: 200,
    auth: "none",
  },
  /** A seat's answer to the start race. */
  race: {
    method: "POST",
    path: "/api/tables/:id/race",
    body: raceAnswerRequestSchema,
    response: respond<TableInfo>(),
    status: 200,
    auth: "seat",
  },
  /** A seat of a finished table creates (first) or joins its rematch. */
  rematch: {
    method: "POST",
    path: "/api/tables/:id/rematch",
    body: null,
    response: respond<RematchResponse>(),
    status: 200,
    auth: "seat",
  },
  start: {
    method: "POST",
    path: "/api/tables/:id/start",
    body: null,
    response: respond<TableInfo>(),
    status: 200,
    auth: "host",
  },
  setBot: {
    method: "PUT",
    path: "/api/tables/:id/seats/:seat/bot",
    body: setBotRequestSchema,
    response: respond<TableInfo>(),
    status: 200,
    auth: "host",
  },
  removeBot: {
    method: "DELETE",
    path: "/api/tables/:id/seats/:seat/bot",
    body: null,
    response: respond<TableInfo>(),
    status: 200,
    auth: "host",
  },
  kick: {
    method: "POST",
    path: "/api/tables/:id/seats/:seat/kick",
    body: null,
    response: respond<TableInfo>(),
    status: 200,
    auth: "host",
  },

  // ---------------------------------------------------------------- classes (classes.ts)
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
  ...CLASS_MORE_ROUTES,
  ...CLASS_MOVE_ROUTES,
  ...CLASS_NAME_ROUTES,
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** `"/api/tables/:id/seats/:seat/bot"` → `"id" | "seat"`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path parameters (a seat is a number, the rest strings). */
export type RouteParams<N extends RouteName> = {
  readonly [K in ParamNames<(typeof ROUTES)[N]["path"]>]: K extends "seat" ? number : string;
};

/** A route's request body (the schema's input), or never when it takes none. */
export type RouteBody<N extends RouteName> = (typeof ROUTES)[N]["body"] extends z.ZodType
  ? z.input<(typeof ROUTES)[N]["body"]>
  : never;

/** A route's success body. */
export type RouteResponse<N extends RouteName> =
  (typeof ROUTES)[N]["response"] extends ResponseOf<infer T> ? T : never;

/** A route's path with its parameters filled in (each URI-encoded). */
export function routePath<N extends RouteName>(name: N, params: RouteParams<N>): string {
  const values = params as Readonly<Record<string, string | number>>;
  return ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = values[key];
    if (v === undefined) throw new Error(`route ${name}: missing parameter ${key}`);
    return encodeURIComponent(String(v));
  });
}
