// How the HTTP API's route table declares a route: its method, path (with `:params`), request
// body schema, response type and credential. The tables' and the classes' routes
// (./tables.ts, ./classes.ts) are declared with these; ./index.ts joins them into the one table.

import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * The credential a route reads from `Authorization: Bearer <token>`: "none"; "optional-seat" a
 * seat token that only unlocks a private table's secrets; "seat" a seat token; "host" the host
 * token; "teacher" a class's teacher token; "student" a class's student token; "request" the
 * token of a request to join a class (the student's token once approved). Without a required
 * token the server answers ERR_UNAUTHORIZED (a class's other role's token: ERR_WRONG_ROLE); what
 * a token may do is the server's decision.
 */
export const ROUTE_AUTHS = [
  "none",
  "optional-seat",
  "seat",
  "host",
  "teacher",
  "student",
  "request",
] as const;
export type RouteAuth = (typeof ROUTE_AUTHS)[number];

/** A response type carried by the table at the type level only (no runtime value). */
export interface ResponseOf<T> {
  readonly __response?: T;
}
export const respond = <T>(): ResponseOf<T> => ({});

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
