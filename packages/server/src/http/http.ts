// The HTTP API (Fastify), registered from the protocol's route table (method, path,
// credential, body schema and status of each route come from ROUTES through
// declared-route.ts; the behaviour of each is here): JSON bodies validated
// with the protocol's zod schemas, errors as
// `{error:{code,message,rule?}}` without stack traces, rate limits per client decided on the
// route the router matched (table creation and lookups by join code have tighter ones), the
// probes, the access log, the metrics route when it has a token, and the web app's files.

import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type { ProtocolError } from "@number-games/protocol";
import {
  isTableId,
  LIMITS,
  PROTOCOL_VERSION,
  parsePlayerName,
  protocolError,
  ROUTES,
} from "@number-games/protocol";
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from "fastify";
import type { ClassService } from "../classes/service";
import type { ShareOrigins } from "../config/network";
import { shareOrigin } from "../config/network";
import { LookupBudget } from "../limits/lookup-budget";
import { isStorageUnavailable, storageUnavailable } from "../storage/outage";
import type { TableService } from "../tables/service";
import { registerAccessLog } from "./access-log";
import { declaredRoutes } from "./declared-route";
import { registerClassRoutes } from "./http-classes";
import { rateLimited, sendError } from "./http-reply";
import type { ServerMetrics } from "./metrics";
import { registerMetricsRoute } from "./metrics-http";
import type { Dependencies, Readiness } from "./probes";
import { healthAnswer, LoopDelayWindow, readyAnswer } from "./probes";
import { registerWebApp } from "./static-files";

export interface HttpOptions {
  /** Table creations per IP per minute. */
  readonly createTablePerMinute: number;
  /** All API requests per IP per minute. */
  readonly requestsPerMinute: number;
  /**
   * Lookups by code (a table's or a class's, not by id) and refused class joins, together, per
   * IP per minute, on top of the above.
   */
  readonly codeLookupsPerMinute: number;
  /** The web app's build (index.html inside), or null to serve the "not built" page. */
  readonly webDist: string | null;
  /** PUBLIC_URL and the LAN address, for `GET /api/server`'s share origin. */
  readonly shareOrigins: () => ShareOrigins;
  /** The state of what the server depends on, for `GET /api/health` and `/api/ready`. */
  readonly dependencies: () => Promise<Dependencies>;
  /** The process's own part of `GET /api/ready` (started, draining). */
  readonly readiness: () => Readiness;
  /** `GET /metrics` on this app, behind `Bearer <token>`; absent: no such route. */
  readonly metrics?: { readonly registry: ServerMetrics; readonly token: string };
  /** The class authority; its routes are registered with it. */
  readonly classes?: ClassService;
  /** Class creations per IP per minute (default: createTablePerMinute). */
  readonly createClassPerMinute?: number;
  /** Joins of a class per IP per minute (a classroom behind one NAT joins from one address). */
  readonly classJoinsPerMinute?: number;
  /** Requests to join a class per IP per 10 minutes (default 10). */
  readonly classAsksPer10Minutes?: number;
}

/**
 * Whether a request is one of the API's routes, by the route the router matched (its
 * pattern), never by the URL as sent: the router decodes `/%61pi/…` to `/api/…`, so a test
 * of the raw URL let such spellings through unlimited. Spellings the router does not match
 * (`//api/…`, `/API/…`) reach no route at all.
 */
function isApiRoute(req: FastifyRequest): boolean {
  return req.routeOptions.url?.startsWith("/api/") ?? false;
}

function seatParam(raw: unknown): number | null {
  return typeof raw === "string" && /^\d{1,2}$/.test(raw) ? Number(raw) : null;
}

export async function registerHttp(
  app: FastifyInstance,
  service: TableService,
  options: HttpOptions,
): Promise<void> {
  // This server's own websocket origin (not every host's `ws:`): from the Host the page was
  // loaded with, which names this server for the browser that sent it.
  const ownSockets = (req: IncomingMessage) => {
    const host = req.headers.host;
    return typeof host === "string" && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host)
      ? `ws://${host} wss://${host}`
      : "'self'";
  };
  registerAccessLog(app);
  await app.register(helmet, {
    // HSTS only over HTTPS (below): over plain HTTP it means nothing, and a classroom server
    // at a LAN address never has TLS.
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        "connect-src": ["'self'", ownSockets],
        "style-src": ["'self'", "'unsafe-inline'"],
        // Helmet's default would make browsers fetch the app's scripts over HTTPS, which a
        // server on a classroom network (plain HTTP at a LAN address) cannot answer: the page
        // stayed blank. Behind a TLS proxy every URL is same-origin HTTPS anyway.
        "upgrade-insecure-requests": null,
      },
    },
  });
  app.addHook("onSend", async (req, reply) => {
    if (req.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
  });
  await app.register(rateLimit, {
    global: true,
    max: options.requestsPerMinute,
    timeWindow: 60_000,
    allowList: (req) => !isApiRoute(req),
  });
  // A lookup by code also spends from its own, smaller budget per client: codes are short
  // enough to type, ids (120 random bits) are not guessable at any rate. One budget for the
  // table, record and class routes and refused class joins, whatever the spelling of the URL.
  const lookups = new LookupBudget(options.codeLookupsPerMinute);
  const codeLookup = {
    guard: (req: FastifyRequest) =>
      !isTableId((req.params as { ref: string }).ref) && !lookups.take(req.ip)
        ? rateLimited()
        : null,
  };

  app.setErrorHandler((error: unknown, req, reply) => {
    const e = error as { statusCode?: number; code?: string; message?: string };
    // Storage does not answer (logged once per outage by the store, not per request).
    if (isStorageUnavailable(error)) {
      return sendError(reply.header("retry-after", "1"), storageUnavailable());
    }
    const status = typeof e.statusCode === "number" ? e.statusCode : 500;
    if (status === 429) return sendError(reply, rateLimited());
    if (e.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) {
      return sendError(
        reply,
        protocolError(
          "ERR_TOO_LARGE",
          `request bodies are limited to ${LIMITS.maxHttpBodyBytes} bytes`,
        ),
      );
    }
    if (status >= 400 && status < 500) {
      return sendError(
        reply,
        protocolError("ERR_MALFORMED", "the request is not valid JSON for this route"),
      );
    }
    req.log.error({ err: error }, "request failed");
    return sendError(
      reply,
      protocolError("ERR_INTERNAL", "the server failed; nothing was changed"),
    );
  });

  // Every route of the table, by its name: method, path, credential, body schema and status
  // from ROUTES (declared-route.ts), behaviour here. The probes answer with a status and
  // headers of their own, through `app.route` with the table's method and path.
  const route = declaredRoutes(app);
  const probe = (name: "health" | "ready", handler: RouteHandlerMethod) => {
    app.route({ method: ROUTES[name].method, url: ROUTES[name].path, handler });
  };

  // Liveness with tables in memory and the event loop's delay; readiness for new traffic.
  const loop = new LoopDelayWindow();
  app.addHook("onClose", async () => loop.close());
  probe("health", async (_req, reply) => {
    const { status, body } = healthAnswer(await options.dependencies(), service.cachedTables, loop);
    return reply.code(status).header("cache-control", "no-store").send(body);
  });
  probe("ready", async (_req, reply) => {
    const { status, body } = readyAnswer(await options.dependencies(), options.readiness());
    return reply.code(status).header("cache-control", "no-store").send(body);
  });
  if (options.metrics !== undefined) {
    registerMetricsRoute(app, options.metrics.registry, options.metrics.token);
  }

  route("createTable", ({ body }) => service.create(body), {
    route: { config: { rateLimit: { max: options.createTablePerMinute, timeWindow: 60_000 } } },
  });

  // What a page needs to know of this server: the origin its share links and QR codes use.
  route("server", async ({ req }) =>
    ok({
      protocolVersion: PROTOCOL_VERSION,
      shareOrigin: shareOrigin(options.shareOrigins(), req.headers.host, req.socket.remoteAddress),
    }),
  );

  route("listTables", async () => ok({ tables: await service.listPublic() }));

  // A private table's seed, result, rematch link and record need `Bearer <seatToken>`. Until
  // the end a record is its reader's view (the engine's viewHistory): that seat's with a seat
  // token, else the spectator's.
  route("getTable", ({ params, token }) => service.info(params.ref, token), codeLookup);
  route("record", ({ params, token }) => service.record(params.ref, token), codeLookup);

  route("claimSeat", async ({ params, body }) => {
    const name = parsePlayerName(body.name);
    if (!name.ok) return name;
    const res = await service.claim(params.id, name.value, body.seat);
    return res.ok ? ok({ tableId: params.id, ...res.value }) : res;
  });

  const badSeat = (): Result<never, ProtocolError> => ({
    ok: false,
    error: protocolError("ERR_MALFORMED", "the seat must be a seat number"),
  });

  // A seat's answer to the start race: `Authorization: Bearer <seatToken>`.
  route("race", ({ params, token, body }) => service.race(params.id, token, body.answer));
  // A seat of a finished table joins its rematch: `Authorization: Bearer <seatToken>`.
  route("rematch", ({ params, token }) => service.rematch(params.id, token));
  route("start", ({ params, token }) => service.start(params.id, token));
  route("setBot", async ({ params, token, body }) => {
    const seat = seatParam(params.seat);
    return seat === null ? badSeat() : service.setBot(params.id, token, seat, body.level);
  });
  route("removeBot", async ({ params, token }) => {
    const seat = seatParam(params.seat);
    return seat === null ? badSeat() : service.removeBot(params.id, token, seat);
  });
  route("kick", async ({ params, token }) => {
    const seat = seatParam(params.seat);
    return seat === null ? badSeat() : service.kick(params.id, token, seat);
  });

  if (options.classes !== undefined) {
    registerClassRoutes(app, options.classes, route, {
      createClassPerMinute: options.createClassPerMinute ?? options.createTablePerMinute,
      classJoinsPerMinute: options.classJoinsPerMinute ?? 120,
      classAsksPer10Minutes: options.classAsksPer10Minutes ?? 10,
      lookups,
    });
  }

  await registerWebApp(app, options.webDist);
}
