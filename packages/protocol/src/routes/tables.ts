// The server's and the live tables' HTTP routes (health, server facts, create, list, look up,
// seats, bots, start, rematch): a part of the one route table (./index.ts).

import type {
  ClaimSeatResponse,
  CreateTableResponse,
  ListTablesResponse,
  RematchResponse,
  ServerInfo,
  TableInfo,
  TableRecord,
} from "../tables";
import {
  claimSeatRequestSchema,
  createTableRequestSchema,
  raceAnswerRequestSchema,
  setBotRequestSchema,
} from "../tables";
import type { RouteSpec } from "./spec";
import { respond } from "./spec";

/** `GET /api/health`: liveness, the dependencies' state and the event loop's delay. */
export interface HealthResponse {
  /** False (and status 503) while storage does not answer. */
  readonly ok: boolean;
  readonly protocolVersion: number;
  readonly tablesInMemory: number;
  readonly storage: "ok" | "unreachable";
  /** Null when the server runs without Redis. */
  readonly redis: "ok" | "unreachable" | null;
  /** The event loop's delay over the last one to two minutes (reading changes nothing). */
  readonly loopDelayP50Ms: number;
  readonly loopDelayP99Ms: number;
  readonly loopDelayMaxMs: number;
}

/**
 * `GET /api/ready`: whether this process should get new traffic. 200 with `ready: true` only
 * when every check passes; else 503 and the failed checks' names in `failed`.
 */
export interface ReadyResponse {
  readonly ready: boolean;
  readonly checks: {
    readonly storage: "ok" | "unreachable";
    /** Null when the server runs without Redis. */
    readonly redis: "ok" | "unreachable" | null;
    /** "done" once migrations ran and the stored tables resumed. */
    readonly startup: "done" | "pending";
    /** True once the process was told to stop: it finishes its work and takes no more. */
    readonly draining: boolean;
  };
  readonly failed: readonly ("storage" | "redis" | "startup" | "draining")[];
}

export const TABLE_ROUTES = {
  /** Liveness and load; 503 while storage does not answer. */
  health: {
    method: "GET",
    path: "/api/health",
    body: null,
    response: respond<HealthResponse>(),
    status: 200,
    auth: "none",
  },
  /** Readiness: 503 while storage or Redis is away, before start-up ends, or while draining. */
  ready: {
    method: "GET",
    path: "/api/ready",
    body: null,
    response: respond<ReadyResponse>(),
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
} as const satisfies Record<string, RouteSpec>;
