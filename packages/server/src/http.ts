// The HTTP API (Fastify), registered from the protocol's route table (method, path and body
// schema of each route come from ROUTES; the behaviour of each is here): JSON bodies validated
// with the protocol's zod schemas, errors as
// `{error:{code,message,rule?}}` without stack traces, rate limits per client decided on the
// route the router matched (table creation and lookups by join code have tighter ones), and
// the web app's static files (or a plain page saying it is not built).

import { existsSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import type { Result } from "@number-games/engine";
import type {
  HealthResponse,
  ProtocolError,
  RouteName,
  RouteResponse,
  ServerInfo,
} from "@number-games/protocol";
import {
  isTableId,
  LIMITS,
  PROTOCOL_VERSION,
  parsePlayerName,
  protocolError,
  ROUTES,
} from "@number-games/protocol";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ClassService } from "./classes/service";
import { registerClassRoutes } from "./http-classes";
import { bearerToken, malformed, rateLimited, send, sendError } from "./http-reply";
import { LookupBudget } from "./lookup-budget";
import type { ShareOrigins } from "./network";
import { shareOrigin } from "./network";
import type { TableService } from "./tables/service";

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
  /** The state of what the server depends on, for `GET /api/health`. */
  readonly dependencies: () => Promise<Dependencies>;
  /** The class authority; its routes are registered with it. */
  readonly classes?: ClassService;
  /** Class creations per IP per minute (default: createTablePerMinute). */
  readonly createClassPerMinute?: number;
  /** Joins of a class per IP per minute (a classroom behind one NAT joins from one address). */
  readonly classJoinsPerMinute?: number;
}

/** "ok" or "unreachable"; Redis is null when the server runs without it. */
export interface Dependencies {
  readonly storage: "ok" | "unreachable";
  readonly redis: "ok" | "unreachable" | null;
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

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Number Games</title></head>
<body><h1>Number Games server</h1>
<p>The web app is not built. Build it with <code>npm run build -w @number-games/web</code> and
restart the server. The HTTP API is under <code>/api</code>, live play under <code>/socket.io</code>.</p>
</body></html>`;

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
  const codeLookupRefused = async (req: FastifyRequest<{ Params: { ref: string } }>) =>
    !isTableId(req.params.ref) && !lookups.take(req.ip);

  app.setErrorHandler((error: unknown, req, reply) => {
    const e = error as { statusCode?: number; code?: string; message?: string };
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

  // Every route of the table, by its name: method and path from ROUTES, behaviour here.
  const route = <G extends RouteGenericInterface = RouteGenericInterface>(
    name: RouteName,
    handler: RouteHandlerMethod<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      G
    >,
    opts: RouteShorthandOptions = {},
  ) => {
    app.route<G>({ ...opts, method: ROUTES[name].method, url: ROUTES[name].path, handler });
  };
  type ById = { Params: { id: string } };
  type ByRef = { Params: { ref: string } };
  type BySeat = { Params: { id: string; seat: string } };

  // Liveness plus two load figures: tables in memory and the event loop's delay (p50, p99
  // and max, ms, since the previous health request).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  app.addHook("onClose", async () => loop.disable());
  // 503 while storage does not answer (a load balancer then sends players elsewhere); a
  // process without Redis still serves its own connections, so Redis is only reported.
  route("health", async (_req, reply) => {
    const deps = await options.dependencies();
    const body: HealthResponse = {
      ok: deps.storage === "ok",
      protocolVersion: PROTOCOL_VERSION,
      tablesInMemory: service.cachedTables,
      storage: deps.storage,
      redis: deps.redis,
      loopDelayP50Ms: Math.round(loop.percentile(50) / 1e4) / 100,
      loopDelayP99Ms: Math.round(loop.percentile(99) / 1e4) / 100,
      loopDelayMaxMs: Math.round(loop.max / 1e4) / 100,
    };
    loop.reset();
    return reply.code(body.ok ? ROUTES.health.status : 503).send(body);
  });

  route(
    "createTable",
    async (req, reply) => {
      const body = ROUTES.createTable.body.safeParse(req.body);
      if (!body.success) return sendError(reply, malformed(body.error.issues));
      return send(reply, await service.create(body.data), ROUTES.createTable.status);
    },
    { config: { rateLimit: { max: options.createTablePerMinute, timeWindow: 60_000 } } },
  );

  // What a page needs to know of this server: the origin its share links and QR codes use.
  route(
    "server",
    async (req): Promise<ServerInfo> => ({
      protocolVersion: PROTOCOL_VERSION,
      shareOrigin: shareOrigin(options.shareOrigins(), req.headers.host, req.socket.remoteAddress),
    }),
  );

  route(
    "listTables",
    async (): Promise<RouteResponse<"listTables">> => ({ tables: await service.listPublic() }),
  );

  // A private table's seed, result, rematch link and record need `Bearer <seatToken>`. Until
  // the end a record is its reader's view (the engine's viewHistory): that seat's with a seat
  // token, else the spectator's.
  route<ByRef>("getTable", async (req, reply) => {
    if (await codeLookupRefused(req)) return sendError(reply, rateLimited());
    return send(reply, await service.info(req.params.ref, bearerToken(req)));
  });

  route<ByRef>("record", async (req, reply) => {
    if (await codeLookupRefused(req)) return sendError(reply, rateLimited());
    return send(reply, await service.record(req.params.ref, bearerToken(req)));
  });

  route<ById>("claimSeat", async (req, reply) => {
    const body = ROUTES.claimSeat.body.safeParse(req.body);
    if (!body.success) return sendError(reply, malformed(body.error.issues));
    const name = parsePlayerName(body.data.name);
    if (!name.ok) return sendError(reply, name.error);
    const res = await service.claim(req.params.id, name.value, body.data.seat);
    if (!res.ok) return sendError(reply, res.error);
    return reply.send({ tableId: req.params.id, ...res.value });
  });

  const hostRoute = <T>(
    handler: (
      req: FastifyRequest<{ Params: { id: string; seat?: string } }>,
      token: string,
    ) => Promise<Result<T, ProtocolError>>,
  ) => {
    return async (
      req: FastifyRequest<{ Params: { id: string; seat?: string } }>,
      reply: FastifyReply,
    ) => {
      const token = bearerToken(req);
      if (token === null) {
        return sendError(
          reply,
          protocolError(
            "ERR_UNAUTHORIZED",
            "send the host (or seat) token as 'Authorization: Bearer <token>'",
          ),
        );
      }
      return send(reply, await handler(req, token));
    };
  };
  const badSeat = (): Result<never, ProtocolError> => ({
    ok: false,
    error: protocolError("ERR_MALFORMED", "the seat must be a seat number"),
  });

  // A seat's answer to the start race: `Authorization: Bearer <seatToken>`.
  route<ById>(
    "race",
    hostRoute(async (req, token) => {
      const body = ROUTES.race.body.safeParse(req.body);
      if (!body.success) return { ok: false, error: malformed(body.error.issues) };
      return service.race(req.params.id, token, body.data.answer);
    }),
  );
  // A seat of a finished table joins its rematch: `Authorization: Bearer <seatToken>`.
  route<ById>(
    "rematch",
    hostRoute((req, token) => service.rematch(req.params.id, token)),
  );
  route<ById>(
    "start",
    hostRoute((req, token) => service.start(req.params.id, token)),
  );
  route<BySeat>(
    "setBot",
    hostRoute(async (req, token) => {
      const seat = seatParam(req.params.seat);
      if (seat === null) return badSeat();
      const body = ROUTES.setBot.body.safeParse(req.body);
      if (!body.success) return { ok: false, error: malformed(body.error.issues) };
      return service.setBot(req.params.id, token, seat, body.data.level);
    }),
  );
  route<BySeat>(
    "removeBot",
    hostRoute(async (req, token) => {
      const seat = seatParam(req.params.seat);
      return seat === null ? badSeat() : service.removeBot(req.params.id, token, seat);
    }),
  );
  route<BySeat>(
    "kick",
    hostRoute(async (req, token) => {
      const seat = seatParam(req.params.seat);
      return seat === null ? badSeat() : service.kick(req.params.id, token, seat);
    }),
  );

  if (options.classes !== undefined) {
    registerClassRoutes(app, options.classes, route, {
      createClassPerMinute: options.createClassPerMinute ?? options.createTablePerMinute,
      classJoinsPerMinute: options.classJoinsPerMinute ?? 120,
      lookups,
    });
  }

  const webDist =
    options.webDist !== null && existsSync(join(options.webDist, "index.html"))
      ? options.webDist
      : null;
  if (webDist !== null) {
    // A dotfile in the build (.env, .git) is never served.
    await app.register(fastifyStatic, { root: webDist, prefix: "/", dotfiles: "deny" });
  } else {
    app.get("/", async (_req, reply) =>
      reply.type("text/html; charset=utf-8").send(NOT_BUILT_PAGE),
    );
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0] ?? "";
    const isApp = !path.startsWith("/api") && !path.startsWith("/socket.io");
    if (isApp && (req.method === "GET" || req.method === "HEAD")) {
      if (webDist !== null) return reply.type("text/html; charset=utf-8").sendFile("index.html");
      return reply.code(404).type("text/html; charset=utf-8").send(NOT_BUILT_PAGE);
    }
    return sendError(reply, protocolError("ERR_NOT_FOUND", `no route ${req.method} ${path}`));
  });
}
