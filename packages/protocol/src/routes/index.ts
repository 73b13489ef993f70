// The HTTP API's one route table: every route's method, path (with `:params`), request body
// schema, response type and credential, declared once (the tables' routes in ./tables.ts, the
// classes' in ./classes.ts, both declared with ./spec.ts). The server registers its routes
// from it (packages/server/src/http/http.ts), and the one fetch client (../client.ts) that the web
// app and `numbers join` use is typed by it, so the three can no longer drift apart.

import type { z } from "zod";
import { CLASS_ROUTES } from "./classes";
import type { ResponseOf, RouteSpec } from "./spec";
import { TABLE_ROUTES } from "./tables";

export { CLASS_MOVE_ROUTES } from "./classes";
export type { HttpMethod, ResponseOf, RouteAuth, RouteSpec } from "./spec";
export { ROUTE_AUTHS } from "./spec";
export type { HealthResponse, ReadyResponse } from "./tables";

export const ROUTES = {
  ...TABLE_ROUTES,
  ...CLASS_ROUTES,
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
