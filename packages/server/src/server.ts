// Assembles the server: storage (SQLite or PostgreSQL), the table service, the HTTP API
// and static files (Fastify), live play (socket.io, optionally over the Redis adapter).

import type { Server as HttpServer } from "node:http";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LIMITS, SOCKET_PATH } from "@number-games/protocol";
import Fastify, { LogController } from "fastify";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import type { BotDecider } from "./bots/bot-pool";
import { BotPool, defaultBotThreads, inThreadBots } from "./bots/bot-pool";
import { ClassService } from "./classes/service";
import { ConfigError, startupProblem } from "./config/config-error";
import type { ShareOrigins } from "./config/network";
import { isWildcardHost, lanAddresses, parsePublicUrl } from "./config/network";
import { checkedDatabaseUrl, checkedRedisUrl } from "./config/service-urls";
import { requestId } from "./http/access-log";
import { registerHttp } from "./http/http";
import {
  DEFAULT_HTTP_CONNECTIONS_PER_ADDRESS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  limitHttpConnections,
  requestTimeouts,
} from "./http/http-connections";
import { ServerMetrics } from "./http/metrics";
import { listenForMetrics } from "./http/metrics-http";
import { frameworkErrors, secureSocketIoAnswers } from "./http/security-headers";
import { compileProxyTrust, trustProxySetting } from "./limits/client-address";
import {
  CommandGate,
  DEFAULT_DRAIN_TIMEOUT_MS,
  refuseWhileDraining,
  sendAwayLocalSockets,
  within,
} from "./socket/drain";
import { answersWithin, closeRedis, redisHealth, sharedAdapter } from "./socket/redis-clients";
import {
  attachGateway,
  classesWithConnections,
  classNotifier,
  receiveClassDeletions,
  receiveTableUpdates,
  resyncAfterResubscribe,
  roomNotifier,
  seatPresence,
} from "./socket/socket";
import { DEFAULT_SOCKETS_PER_ADDRESS, limitPerAddress } from "./socket/socket-limits";
import { announceStorage } from "./socket/storage-notice";
import { openStore } from "./storage/sql-store";
import type { TableStore } from "./storage/types";
import type { Logger } from "./tables/service";
import { TableService } from "./tables/service";

export interface ServerOptions {
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 8080; 0 picks a free port. */
  readonly port?: number;
  /** SQLite directory (default ./data); ignored with a Postgres databaseUrl. */
  readonly dataDir?: string;
  /** SQLite file (tests); overrides dataDir. */
  readonly sqliteFile?: string;
  /** postgres://… switches storage to PostgreSQL. */
  readonly databaseUrl?: string | null;
  /** PostgreSQL schema (tests use one per run). */
  readonly pgSchema?: string;
  /**
   * The proxies in front of this server whose X-Forwarded-For names the client (rate limits
   * are per client address): addresses, CIDR ranges or "loopback", or a number of hops.
   * Default: none (the connection's own address counts).
   */
  readonly trustProxy?: number | string | readonly string[];
  /** redis://… turns on the socket.io Redis adapter (several processes share tables). */
  readonly redisUrl?: string | null;
  /**
   * Start even when Redis does not answer (REDIS_OPTIONAL=1): serve this process's players
   * and keep reconnecting. Default false: a Redis away at start is a ConfigError.
   */
  readonly redisOptional?: boolean;
  /**
   * The Redis connections' names in `CLIENT LIST` (`<name>-pub`, `<name>-sub`); default
   * `number-games-<hostname>-<pid>`.
   */
  readonly redisConnectionName?: string;
  /**
   * The prefix of the Redis channels the processes of one deployment share (default
   * "socket.io", the adapter's own); deployments (or test runs) sharing one Redis keep apart
   * with different ones.
   */
  readonly redisChannel?: string;
  /** An already open store (tests); the server does not close it. */
  readonly store?: TableStore;
  /** The web app's build directory; default packages/web/dist; null: never serve it. */
  readonly webDist?: string | null;
  /** Delay before a bot seat acts (default 600 ms; tests 0). */
  readonly botDelayMs?: number;
  /** Table creations per IP per minute (default 30). */
  readonly createTablePerMinute?: number;
  /** API requests per IP per minute (default 1200). */
  readonly requestsPerMinute?: number;
  /** Lookups of a table by join code per IP per minute, within the above (default 120). */
  readonly codeLookupsPerMinute?: number;
  /**
   * Live socket connections per client address (default 120: a classroom of 40 behind one
   * school NAT, each with a couple of tabs, fits). The address is decided like trustProxy says.
   */
  readonly socketsPerAddress?: number;
  /** Open HTTP connections per client address (TCP peer; trusted proxies not counted; default 512). */
  readonly httpConnectionsPerAddress?: number;
  /** A whole request (headers and body) within this many ms, else 408 (default 15 s). */
  readonly requestTimeoutMs?: number;
  /** Socket messages per second from all connections of one client address (default 200). */
  readonly addressMessagesPerSecond?: number;
  /** Socket messages per connection per second (default LIMITS) and burst. */
  readonly socketMessagesPerSecond?: number;
  readonly socketMessagesBurst?: number;
  /** Origins allowed to open a socket from another origin (e.g. the Vite dev server). */
  readonly corsOrigin?: string | readonly string[] | null;
  /** Log requests (one JSON line each) and errors to stdout (pino); default false. */
  readonly log?: boolean;
  /** Where the log goes instead of stdout (tests). */
  readonly logStream?: NodeJS.WritableStream;
  /** `GET /metrics` on the server's port, behind `Authorization: Bearer <token>`. */
  readonly metricsToken?: string | null;
  /** A listener of its own for `GET /metrics`, no token (0: any free port). */
  readonly metricsPort?: number | null;
  /** Its address (default 127.0.0.1). */
  readonly metricsHost?: string;
  /**
   * Other processes may write the same tables (default: true when redisUrl is set): catch up
   * from storage before each decision.
   */
  readonly shared?: boolean;
  /**
   * Without a turn clock, a bot plays the turn of a seat that has had no connection for this
   * many seconds (default 120; null: never).
   */
  readonly abandonAfterSeconds?: number | null;
  /** Milliseconds per turn-clock second (default 1000; tests only). */
  readonly turnClockUnitMs?: number;
  /** Milliseconds per second of a class's grace time (default 1000; tests only). */
  readonly graceUnitMs?: number;
  /** How often tables nothing needs leave memory (default 30 000 ms; tests shrink it). */
  readonly tableSweepMs?: number;
  /**
   * A public table still in its lobby with no person holding a seat connected for this many
   * minutes is deleted (default 30; null: never).
   */
  readonly lobbyIdleMinutes?: number | null;
  /** The clock for turn deadlines and timestamps (default Date.now; tests only). */
  readonly now?: () => number;
  /**
   * Worker threads for bot decisions (default max(1, cores − 1)); 0 decides on the event
   * loop. Started on the first bot move, stopped by close().
   */
  readonly botThreads?: number;
  /** An already made bot decider (tests); the server does not close it. Overrides botThreads. */
  readonly bots?: BotDecider;
  /**
   * How long a rematch's seats are kept for their previous players before anyone may claim
   * them, in seconds (default 60; 0: not at all).
   */
  readonly rematchReserveSeconds?: number;
  /**
   * The origin players' devices use to reach this server (PUBLIC_URL, e.g. behind a proxy or
   * at a LAN address): share links and QR codes name it. Default: with a wildcard `host`
   * (0.0.0.0), this machine's first LAN address for pages opened at localhost; else the
   * page's own address.
   */
  readonly publicUrl?: string | null;
  /** This machine's LAN IPv4 addresses (default: from node:os; tests pass their own). */
  readonly lanAddresses?: () => readonly string[];
  /** Class creations per IP per minute (default: createTablePerMinute). */
  readonly createClassPerMinute?: number;
  /** Class joins per IP per minute (default 120: a class behind one school NAT fits). */
  readonly classJoinsPerMinute?: number;
  /** Requests to join a class per IP per 10 minutes (default 10; CLASS_ASKS_PER_10_MINUTES). */
  readonly classAsksPer10Minutes?: number;
  /** At most one dashboard push per class per this many ms (default 500). */
  readonly classPushMs?: number;
  /** How often classes inactive for 7 days are deleted (default hourly; 0: never by itself). */
  readonly classSweepMs?: number;
  /** How long an end or next game of a class can be undone (default 10 000 ms; tests only). */
  readonly classUndoMs?: number;
  /**
   * Rollout determinizations per decision of a lesson report (default 300, as a player's own
   * review; tests fewer).
   */
  readonly reportDeterminizations?: number;
  /**
   * How long close() may drain (finish the commands in progress, tell the clients) before it
   * cuts the rest (default 10 000 ms; DRAIN_TIMEOUT_SECONDS).
   */
  readonly drainTimeoutMs?: number;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly service: TableService;
  readonly classes: ClassService;
  readonly store: TableStore;
  /** Who decides bot moves: the worker pool unless botThreads is 0. */
  readonly bots: BotDecider;
  /** The listen address (HOST). */
  readonly host: string;
  /** With a wildcard host: the URLs other devices on this machine's networks can open, best first. */
  readonly networkUrls: readonly string[];
  /** The normalised PUBLIC_URL, or null. */
  readonly publicUrl: string | null;
  /** A proxy in front of it is trusted (TRUST_PROXY): players reach it through that proxy. */
  readonly behindProxy: boolean;
  /** The metrics listener's port (METRICS_PORT), or null without one. */
  readonly metricsPort: number | null;
  /**
   * From now on `GET /api/ready` answers 503 (`draining`), so load balancers send new traffic
   * elsewhere (and new socket connections are refused); the rest goes on until close().
   */
  startDraining(): void;
  /** True from the moment close() starts draining: not ready for new players (GET /api/ready). */
  isDraining(): boolean;
  /**
   * Drains, then stops: readiness false, no new connection accepted (HTTP requests in progress
   * are answered), the socket commands in progress finished and acknowledged, every
   * connection told `serverRestarting` and closed; then storage and the rest close. The drain
   * is bounded by `drainTimeoutMs` (drain.ts).
   */
  close(): Promise<void>;
}

/**
 * `startServer` for a command (`npm start`, `numbers serve`): a start-up problem a person can
 * fix (a setting, a database, an address) is one line on stderr, `<name>: …`, and exit code
 * 2; anything else is thrown. `options` is a function so that bad settings are caught too.
 */
export async function startOrExit(
  options: () => ServerOptions,
  name: string,
): Promise<RunningServer> {
  try {
    return await startServer(options());
  } catch (e) {
    const problem = startupProblem(e);
    if (problem === null) throw e;
    process.stderr.write(`${name}: ${problem}\n`);
    process.exit(2);
  }
}

export const DEFAULT_WEB_DIST = resolve(fileURLToPath(new URL("../../web/dist", import.meta.url)));

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const publicUrl =
    options.publicUrl === undefined || options.publicUrl === null
      ? null
      : parsePublicUrl(options.publicUrl);
  if (options.databaseUrl) checkedDatabaseUrl(options.databaseUrl);
  if (options.redisUrl) checkedRedisUrl(options.redisUrl);
  const ownStore = options.store === undefined;
  const store =
    options.store ??
    (await openStore({
      databaseUrl: options.databaseUrl ?? null,
      ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
      ...(options.sqliteFile !== undefined ? { sqliteFile: options.sqliteFile } : {}),
      ...(options.pgSchema !== undefined ? { pgSchema: options.pgSchema } : {}),
    }).catch((e: unknown) => {
      // One line for whoever starts it; never the URL (it may hold a password).
      const why = e instanceof Error ? e.message : String(e);
      throw new ConfigError(
        options.databaseUrl
          ? `cannot open the PostgreSQL database (DATABASE_URL): ${why}`
          : `cannot open the SQLite store in ${options.sqliteFile ?? `DATA_DIR (${options.dataDir ?? "./data"})`}: ${why}`,
      );
    }));

  let app: ReturnType<typeof Fastify>;
  try {
    app = Fastify({
      logger: options.log
        ? { level: "warn", ...(options.logStream ? { stream: options.logStream } : {}) }
        : false,
      // The access log (access-log.ts) writes one line per request, paths without secrets;
      // Fastify's own two lines per request would log the raw URL.
      logController: new LogController({ disableRequestLogging: true }),
      requestIdHeader: false,
      genReqId: requestId,
      bodyLimit: LIMITS.maxHttpBodyBytes,
      // A body that trickles in is cut off (408).
      ...requestTimeouts(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
      // An undecodable URL: the error format and strict headers, never the URL echoed.
      frameworkErrors,
      // Behind a proxy the client's address (rate limits are per address) is read from
      // X-Forwarded-For, but only when the connection comes from a proxy named here.
      trustProxy: trustProxySetting(options.trustProxy),
    });
  } catch (e) {
    if (ownStore) await store.close();
    throw new ConfigError(`TRUST_PROXY: ${e instanceof Error ? e.message : String(e)}`);
  }
  const logger: Logger = {
    error: (msg, data) => app.log.error(data ?? {}, msg),
    warn: (msg, data) => app.log.warn(data ?? {}, msg),
  };
  store.logOutagesTo(logger);

  const corsOrigin = options.corsOrigin ?? null;
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    maxHttpBufferSize: LIMITS.maxSocketMessageBytes,
    serveClient: false,
    ...(corsOrigin !== null
      ? { cors: { origin: typeof corsOrigin === "string" ? corsOrigin : [...corsOrigin] } }
      : {}),
  });
  // What GET /api/ready reports; `draining` is also what refuses new sockets (drain.ts).
  const readiness = { started: false, draining: false };
  const gate = new CommandGate();
  refuseWhileDraining(io, () => readiness.draining);

  secureSocketIoAnswers(app.server, SOCKET_PATH);
  limitHttpConnections(
    app.server,
    options.httpConnectionsPerAddress ?? DEFAULT_HTTP_CONNECTIONS_PER_ADDRESS,
    compileProxyTrust(options.trustProxy),
  );

  const redisClients: Redis[] = [];
  let sub: Redis | null = null;
  if (options.redisUrl) {
    const shared = await sharedAdapter(io, {
      url: options.redisUrl,
      // Named for `CLIENT LIST`: which process, and which of its two connections.
      name: options.redisConnectionName ?? `number-games-${hostname()}-${process.pid}`,
      channel: options.redisChannel ?? "socket.io",
      logger,
      optional: options.redisOptional ?? false,
    }).catch(async (e: unknown) => {
      io.close();
      if (ownStore) await store.close();
      throw e;
    });
    redisClients.push(shared.pub, shared.sub);
    sub = shared.sub;
  }

  const ownBots = options.bots === undefined;
  const botThreads = options.botThreads ?? defaultBotThreads();
  const bots = options.bots ?? (botThreads > 0 ? new BotPool({ size: botThreads }) : inThreadBots);
  // Off unless asked for: nothing is measured then.
  const metrics =
    options.metricsToken || (options.metricsPort ?? null) !== null ? new ServerMetrics() : null;

  // A class's dashboard follows its tables: every announced change of a class table.
  let classes: ClassService | null = null;
  const service = new TableService({
    store: metrics?.countStorageErrors(store) ?? store,
    bots: metrics?.timeBots(bots) ?? bots,
    notifier: {
      ...roomNotifier(io, { shared: Boolean(options.redisUrl) }),
      changed: (row) => classes?.tableChanged(row),
    },
    botDelayMs: options.botDelayMs ?? 600,
    shared: options.shared ?? Boolean(options.redisUrl),
    ...(options.turnClockUnitMs !== undefined ? { turnClockUnitMs: options.turnClockUnitMs } : {}),
    ...(options.graceUnitMs !== undefined ? { graceUnitMs: options.graceUnitMs } : {}),
    ...(options.now !== undefined ? { now: options.now } : {}),
    ...(options.tableSweepMs !== undefined ? { sweepMs: options.tableSweepMs } : {}),
    lobbyIdleMs:
      options.lobbyIdleMinutes === null ? null : (options.lobbyIdleMinutes ?? 30) * 60_000,
    abandonAfterMs:
      options.abandonAfterSeconds === null
        ? null
        : (options.abandonAfterSeconds ?? 120) * (options.turnClockUnitMs ?? 1000),
    isSeatConnected: seatPresence(io),
    ...(options.rematchReserveSeconds !== undefined
      ? { rematchReserveMs: options.rematchReserveSeconds * 1000 }
      : {}),
    logger,
  });
  classes = new ClassService({
    store: metrics?.countStorageErrors(store) ?? store,
    tables: service,
    notifier: classNotifier(io, { shared: Boolean(options.redisUrl) }),
    logger,
    ...(options.now !== undefined ? { now: options.now } : {}),
    ...(options.classPushMs !== undefined ? { pushMs: options.classPushMs } : {}),
    ...(options.classSweepMs !== undefined ? { sweepMs: options.classSweepMs } : {}),
    ...(options.classUndoMs !== undefined ? { undoMs: options.classUndoMs } : {}),
    // The lesson report's reviews run on the bot workers, behind the bots' moves.
    ...(bots.review !== undefined ? { reviewer: { review: bots.review.bind(bots) } } : {}),
    ...(options.reportDeterminizations !== undefined
      ? { reportDeterminizations: options.reportDeterminizations }
      : {}),
  });
  // Expired classes go before anything of theirs resumes (tables, bots, clocks).
  await classes.sweep();
  if (sub !== null) {
    receiveTableUpdates(io, service, logger);
    receiveClassDeletions(io, classes);
    resyncAfterResubscribe(sub, service, logger);
  }
  limitPerAddress(io, {
    maxSockets: options.socketsPerAddress ?? DEFAULT_SOCKETS_PER_ADDRESS,
    messagesPerSecond: options.addressMessagesPerSecond ?? 200,
    // Fastify accepted the same setting above, so this compiles too.
    trust: compileProxyTrust(options.trustProxy),
  });
  const stopStorageNotice = announceStorage(io, store);
  attachGateway(io, service, {
    messagesPerSecond: options.socketMessagesPerSecond ?? LIMITS.socketMessagesPerSecond,
    burst: options.socketMessagesBurst ?? LIMITS.socketMessagesBurst,
    logger,
    classes,
    gate,
    ...(metrics !== null ? { actAnswered: (ok, s) => metrics.actAnswered(ok, s) } : {}),
  });
  metrics?.watch({
    tablesInMemory: () => service.cachedTables,
    sockets: () => io.engine.clientsCount,
    classesInSession: () => classesWithConnections(io),
    botQueue: () => (bots instanceof BotPool ? bots.queued : 0),
  });
  // Known once listening (the port may be picked then).
  let origins: ShareOrigins = { publicUrl, lanUrl: null };
  await registerHttp(app, service, {
    createTablePerMinute: options.createTablePerMinute ?? 30,
    requestsPerMinute: options.requestsPerMinute ?? 1200,
    codeLookupsPerMinute: options.codeLookupsPerMinute ?? 120,
    classes,
    ...(options.createClassPerMinute !== undefined
      ? { createClassPerMinute: options.createClassPerMinute }
      : {}),
    ...(options.classJoinsPerMinute !== undefined
      ? { classJoinsPerMinute: options.classJoinsPerMinute }
      : {}),
    ...(options.classAsksPer10Minutes !== undefined
      ? { classAsksPer10Minutes: options.classAsksPer10Minutes }
      : {}),
    webDist: options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist,
    shareOrigins: () => origins,
    dependencies: async () => ({
      storage: await answersWithin(store.ping(), 2000),
      redis: redisHealth(redisClients),
    }),
    readiness: () => readiness,
    ...(metrics !== null && options.metricsToken
      ? { metrics: { registry: metrics, token: options.metricsToken } }
      : {}),
  });

  const host = options.host ?? "127.0.0.1";
  await app.listen({ host, port: options.port ?? 8080 });
  const address = app.server.address();
  const port =
    typeof address === "object" && address !== null ? address.port : (options.port ?? 8080);
  const shownHost = host.includes(":") ? `[${host}]` : host;
  const networkUrls = isWildcardHost(host)
    ? (options.lanAddresses ?? lanAddresses)().map((a) => `http://${a}:${port}`)
    : [];
  origins = { publicUrl, lanUrl: networkUrls[0] ?? null };
  let metricsServer: HttpServer | null = null;
  if (metrics !== null && options.metricsPort !== undefined && options.metricsPort !== null) {
    metricsServer = await listenForMetrics(
      metrics,
      options.metricsHost ?? "127.0.0.1",
      options.metricsPort,
    ).catch(async (e: unknown) => {
      await app.close().catch(() => {});
      if (ownStore) await store.close();
      throw new ConfigError(
        `cannot listen for metrics on METRICS_PORT ${options.metricsPort}: ${e instanceof Error ? e.message : String(e)}`,
      );
    });
  }
  const metricsAddress = metricsServer?.address();
  await service.resumeAll();
  readiness.started = true;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    host,
    port,
    service,
    classes,
    store,
    bots,
    networkUrls,
    publicUrl,
    behindProxy: options.trustProxy !== undefined,
    metricsPort:
      typeof metricsAddress === "object" && metricsAddress !== null ? metricsAddress.port : null,
    isDraining: () => readiness.draining,
    startDraining() {
      readiness.draining = true;
    },
    close() {
      closing ??= (async () => {
        stopStorageNotice();
        readiness.draining = true;
        if (metricsServer !== null) {
          const listener = metricsServer;
          const closed = new Promise<void>((done) => listener.close(() => done()));
          listener.closeAllConnections();
          await closed;
        }
        // No new connection: a proxy tries another process. Those open go on for now.
        app.server.close();
        app.server.closeIdleConnections();
        await within(
          options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS,
          (async () => {
            // Commands received are finished and acknowledged; later ones are refused.
            await gate.shut();
            service.close();
            classes?.close();
            // What those commands (and chance, bots, clocks) queued on a table is stored.
            await service.settled();
          })(),
          () => logger.warn("drain timed out: closing what is left"),
        );
        service.close();
        classes?.close();
        await sendAwayLocalSockets(io);
        await new Promise<void>((done) => io.close(() => done()));
        await app.close().catch(() => {});
        // quit() lets pending adapter commands finish instead of failing them; with Redis
        // away it would wait for it (the subscriber's commands wait forever), so cut then.
        await Promise.all(redisClients.map(closeRedis));
        if (ownBots) await bots.close();
        if (ownStore) await store.close();
      })();
      return closing;
    },
  };
}
