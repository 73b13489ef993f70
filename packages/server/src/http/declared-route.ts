// A route served as the protocol's route table declares it (ROUTES: method, path, credential,
// body schema, success status). This is the one place that reads a route's declaration: a
// route's handler states only what the route does, and cannot disagree with the table (the
// table's test, test/routes.test.ts, calls every route with and without its credential).
//
// In order: the route's own guard (a rate limit or a lookup budget, which answer before
// anything is read), the token its credential requires (missing: ERR_UNAUTHORIZED; whether
// the token is the right one, or the other role's, the service decides), the body parsed with
// its schema (ERR_MALFORMED), then the handler; its success is sent with the route's status.

import type { Result } from "@number-games/engine";
import type { ProtocolError, RouteAuth, RouteName, RouteParams } from "@number-games/protocol";
import { protocolError, ROUTES } from "@number-games/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import { bearerToken, malformed, send, sendError } from "./http-reply";

type Spec<N extends RouteName> = (typeof ROUTES)[N];

/** The token a route's credential gives its handler: required, optional or none. */
export type DeclaredToken<A extends RouteAuth> = A extends "none"
  ? null
  : A extends "optional-seat"
    ? string | null
    : string;

/** A route's body as its schema parsed it, or undefined when it takes none. */
export type DeclaredBody<N extends RouteName> = Spec<N>["body"] extends z.ZodType
  ? z.output<Spec<N>["body"]>
  : undefined;

/** A route's path parameters as they arrive (strings: a seat's number is the handler's to read). */
export type DeclaredParams<N extends RouteName> = {
  readonly [K in keyof RouteParams<N>]: string;
};

/** What a declared route's handler is given. */
export interface DeclaredCall<N extends RouteName> {
  readonly params: DeclaredParams<N>;
  readonly token: DeclaredToken<Spec<N>["auth"]>;
  readonly body: DeclaredBody<N>;
  readonly req: FastifyRequest;
}

export interface DeclaredOptions<T> {
  /** Checked before the token and the body (a rate limit, a lookup budget): a refusal, or null. */
  readonly guard?: (req: FastifyRequest) => Promise<ProtocolError | null> | ProtocolError | null;
  /** Sends a success other than as JSON (the leaderboard's CSV). */
  readonly answer?: (reply: FastifyReply, value: T) => FastifyReply;
  /** Fastify's route options (a rate limit of its own). */
  readonly route?: RouteShorthandOptions;
}

/** Registers routes of the table by name, each served as ROUTES declares it. */
export type DeclareRoute = <N extends RouteName, T>(
  name: N,
  handler: (call: DeclaredCall<N>) => Promise<Result<T, ProtocolError>>,
  options?: DeclaredOptions<T>,
) => void;

/** Who sends which token, for the refusal of a call without it. */
const WHO: Record<RouteAuth, string | null> = {
  none: null,
  "optional-seat": null,
  seat: "seat",
  host: "host",
  teacher: "teacher",
  student: "student",
  request: "request",
};

/** The refusal of a route that needs a token, called without one. */
export function missingToken(auth: RouteAuth): ProtocolError {
  return protocolError(
    "ERR_UNAUTHORIZED",
    `send the ${WHO[auth] ?? "right"} token as 'Authorization: Bearer <token>'`,
  );
}

export function declaredRoutes(app: FastifyInstance): DeclareRoute {
  return (name, handler, options = {}) => {
    const spec: (typeof ROUTES)[RouteName] = ROUTES[name];
    app.route({
      ...options.route,
      method: spec.method,
      url: spec.path,
      handler: async (req, reply) => {
        const refused = options.guard ? await options.guard(req) : null;
        if (refused !== null) return sendError(reply, refused);
        const token = spec.auth === "none" ? null : bearerToken(req);
        if (token === null && WHO[spec.auth] !== null) {
          return sendError(reply, missingToken(spec.auth));
        }
        let body: unknown;
        if (spec.body !== null) {
          const parsed = spec.body.safeParse(req.body);
          if (!parsed.success) return sendError(reply, malformed(parsed.error.issues));
          body = parsed.data;
        }
        const done = await handler({
          params: req.params as DeclaredParams<typeof name>,
          token: token as DeclaredToken<Spec<typeof name>["auth"]>,
          body: body as DeclaredBody<typeof name>,
          req,
        });
        if (done.ok && options.answer) return options.answer(reply, done.value);
        return send(reply, done, spec.status);
      },
    });
  };
}
