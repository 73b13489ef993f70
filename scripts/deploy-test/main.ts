// `npm run test:deploy`: the shipped deployment run for real on loopback, under load, through
// its failures. Its own PostgreSQL and Redis (never the machine's), three server processes as
// the systemd unit runs them, Debian's nginx with deploy/nginx/number-games.conf, and tables
// of three people played by socket.io clients through nginx (players.ts). The systemd unit is
// checked with systemd-analyze verify and the Caddyfile with caddy validate (containers are not
// built here). Scenarios, each
// under that load: kill -9 of one process (started again), a rolling restart (SIGTERM each
// process in turn, start it again, wait until ready), PostgreSQL stopped for 15 s, Redis
// stopped for 5 s. After each: every cut socket back (and how long it took), every
// acknowledged action stored exactly once (ledger.ts). Prints a table; exits 1 on any loss,
// duplicate, socket not back or server process that ended by itself. Bounded: it stops itself after 9 minutes.

import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, run, until } from "./child";
import type { Verdict } from "./ledger";
import { checkAcked } from "./ledger";
import { startNginx } from "./nginx";
import { Load } from "./players";
import { createPostgres } from "./postgres";
import { createRedis } from "./redis";
import { serverSet } from "./servers";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PROCESSES = 3;
const TABLES = 12;
const PG_DOWN_MS = 15_000;
const REDIS_DOWN_MS = 5_000;
/** How long the clients have to come back after a scenario. */
const RECOVERY_BUDGET_MS = 90_000;
const TOTAL_BUDGET_MS = 9 * 60_000;

// The test's certificate is its own, made a minute ago; the connections stay on loopback.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
process.removeAllListeners("warning");

interface Row {
  readonly scenario: string;
  readonly cut: number;
  readonly back: number;
  readonly recoverSeconds: number | null;
  readonly verdict: Verdict;
  readonly exits: number;
  readonly load: number;
}

const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

const dir = mkdtempSync(join(tmpdir(), "ng-deploy-test-"));
// PostgreSQL runs as its own user and nginx's worker as another: they need to enter it.
chmodSync(dir, 0o755);
let cleanup: () => Promise<void> = async () => {};
const watchdog = setTimeout(() => {
  console.error(`test:deploy: FAILED: still running after ${TOTAL_BUDGET_MS / 60_000} minutes`);
  void cleanup().finally(() => process.exit(1));
}, TOTAL_BUDGET_MS);

async function main(): Promise<number> {
  log("bundling the server (node scripts/bundle/build.mjs server, as scripts/start.sh)");
  await run(process.execPath, [join(ROOT, "scripts/bundle/build.mjs"), "server"], { cwd: ROOT });
  // The unit as systemd reads it: an unknown key or a bad value is printed, and fails here.
  const unitDir = join(dir, "systemd");
  mkdirSync(unitDir);
  copyFileSync(
    join(ROOT, "deploy/systemd/number-games@.service"),
    join(unitDir, "number-games@.service"),
  );
  const verify = await run("systemd-analyze", [
    "verify",
    join(unitDir, "number-games@8081.service"),
  ]);
  if (verify.trim() !== "") throw new Error(`systemd-analyze verify:\n${verify}`);
  // The Caddyfile as Caddy reads it (its upstreams are compose's services, not run here).
  await run(
    "caddy",
    ["validate", "--config", join(ROOT, "deploy/Caddyfile"), "--adapter", "caddyfile"],
    {
      env: { ...process.env, SITE_ADDRESS: "games.example.org", HOME: dir },
    },
  );
  const [pgPort, redisPort, httpPort, tlsPort, ...ports] = await Promise.all(
    Array.from({ length: 4 + PROCESSES }, () => freePort()),
  );
  const postgres = await createPostgres(dir, pgPort!);
  const redis = createRedis(redisPort!);
  mkdirSync(join(dir, "data"));
  const servers = serverSet(ROOT, ports, {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_CHANNEL: `ng-deploy-test-${process.pid}`,
    TRUST_PROXY: "loopback",
    PUBLIC_URL: `https://127.0.0.1:${tlsPort}`,
    DATA_DIR: join(dir, "data"),
    // Every test client comes from one loopback address: a school behind one NAT, many times.
    CREATE_TABLE_PER_MINUTE: "100000",
    REQUESTS_PER_MINUTE: "1000000",
    SOCKETS_PER_ADDRESS: "100000",
    ADDRESS_MESSAGES_PER_SECOND: "1000000",
    HTTP_CONNECTIONS_PER_ADDRESS: "100000",
  });
  let nginxStop: () => Promise<unknown> = async () => {};
  let load: Load | null = null;
  cleanup = async () => {
    load?.stop();
    await nginxStop().catch(() => {});
    await servers.stopAll().catch(() => {});
    await redis.stop().catch(() => {});
    await postgres.stop().catch(() => {});
  };

  await postgres.start();
  await redis.start();
  log(
    `PostgreSQL on ${pgPort}, Redis on ${redisPort}; starting ${PROCESSES} server processes on ${ports.join(", ")}`,
  );
  for (let i = 0; i < PROCESSES; i++) await servers.start(i);
  for (let i = 0; i < PROCESSES; i++) {
    if (!(await servers.ready(i, 120_000))) {
      throw new Error(`server ${ports[i]} not ready:\n${servers.output(i)}`);
    }
  }
  const nginx = await startNginx(ROOT, join(dir, "nginx"), ports, httpPort!, tlsPort!);
  nginxStop = () => nginx.child.stop("SIGQUIT");
  log(`nginx (deploy/nginx/number-games.conf) on https://127.0.0.1:${tlsPort}`);

  // The stickiness key: a browser without one gets one, a browser with one keeps it.
  const first = await fetch(`${nginx.url}/api/health`);
  const cookie = first.headers.get("set-cookie") ?? "";
  if (!/^ng_node=[0-9a-f]{32};/.test(cookie)) throw new Error(`no ng_node cookie: ${cookie}`);
  const again = await fetch(`${nginx.url}/api/health`, {
    headers: { cookie: cookie.split(";")[0]! },
  });
  if (again.headers.get("set-cookie") !== null)
    throw new Error("nginx replaced a browser's ng_node cookie");

  load = new Load(nginx.url, TABLES);
  await load.start();
  const l = load;
  if (!(await until(() => l.acked.length >= 3 * TABLES, 120_000))) {
    throw new Error(
      `the load did not get going: ${l.acked.length} acks; ${l.errors.slice(-5).join("; ")}`,
    );
  }
  log(
    `${TABLES} tables in play (${l.seats.filter((s) => s.polling).length} of ${l.seats.length} seats on long-polling)`,
  );

  const rows: Row[] = [];
  const scenario = async (name: string, fault: () => Promise<number>) => {
    l.cuts.clear();
    const from = l.acked.length;
    const exits0 = servers.unexpectedExits;
    const t0 = Date.now();
    log(`${name}: start`);
    const restoredAt = await fault();
    const ok = await until(
      () =>
        l.seats.every((s) => s.joined) &&
        l.acked.filter((a) => a.at >= restoredAt).length >= TABLES,
      RECOVERY_BUDGET_MS,
    );
    if (!ok) {
      const waiting = l.seats.filter((s) => !s.joined).length;
      const quiet = [...l.tables.keys()].filter(
        (id) => !l.acked.some((a) => a.tableId === id && a.at >= Date.now() - 30_000),
      ).length;
      log(
        `  ${waiting} seats not joined; ${quiet} of ${l.tables.size} tables without a move for 30 s`,
      );
      for (let i = 0; i < PROCESSES; i++) {
        const tail = servers.output(i).trim().split("\n").slice(-3).join(" | ");
        log(`  process ${ports[i]}: ${tail.slice(0, 400)}`);
      }
    }
    const cut = [...l.cuts];
    const verdict = await checkAcked(postgres.url, l.acked.slice(from));
    rows.push({
      scenario: name,
      cut: cut.length,
      back: cut.filter((s) => s.joined).length,
      recoverSeconds: ok ? (Date.now() - t0) / 1000 : null,
      verdict,
      exits: servers.unexpectedExits - exits0,
      load: loadavg()[0]!,
    });
    log(
      `${name}: ${ok ? "recovered" : "NOT recovered"}; ${verdict.acked} acked, ${verdict.lost} lost, ${verdict.duplicated} duplicated`,
    );
    for (const n of verdict.notes) log(`  ${n}`);
  };

  await scenario("kill -9 of one process", async () => {
    await servers.stop(1, "SIGKILL");
    const at = Date.now();
    await servers.start(1);
    await servers.ready(1, 120_000);
    return at;
  });
  await scenario("rolling restart (SIGTERM)", async () => {
    for (let i = 0; i < PROCESSES; i++) {
      const how = await servers.stop(i, "SIGTERM");
      log(`  process ${ports[i]} ended (${how}); starting it again`);
      await servers.start(i);
      if (!(await servers.ready(i, 120_000))) log(`  process ${ports[i]} not ready`);
    }
    return Date.now();
  });
  await scenario(`PostgreSQL stopped ${PG_DOWN_MS / 1000} s`, async () => {
    await postgres.stop();
    await new Promise((r) => setTimeout(r, PG_DOWN_MS));
    await postgres.start();
    return Date.now();
  });
  await scenario(`Redis stopped ${REDIS_DOWN_MS / 1000} s`, async () => {
    await redis.stop();
    await new Promise((r) => setTimeout(r, REDIS_DOWN_MS));
    await redis.start();
    return Date.now();
  });

  l.stop();
  const all = await checkAcked(postgres.url, l.acked);
  rows.push({
    scenario: "whole run",
    cut: rows.reduce((n, r) => n + r.cut, 0),
    back: rows.reduce((n, r) => n + r.back, 0),
    recoverSeconds: null,
    verdict: all,
    exits: servers.unexpectedExits,
    load: loadavg()[0]!,
  });
  printTable(rows);
  const refusals = [...l.refusals].map(([code, n]) => `${code} ×${n}`).join(", ");
  console.log(
    `refused moves (tried again): ${refusals || "none"}; tables played: ${l.tableIds.length}`,
  );
  // "io server disconnect": the server closed the socket; socket.io-client does not come back
  // by itself after that, the web app must (this test's clients do, as players.ts says).
  const reasons = [...l.reasons].map(([why, n]) => `${why} ×${n}`).join(", ");
  console.log(`connections cut by: ${reasons || "nothing"}`);
  if (l.errors.length > 0)
    console.log(`client errors (last 5 of ${l.errors.length}): ${l.errors.slice(-5).join("; ")}`);
  const failed = rows.filter(
    (r) =>
      r.verdict.lost > 0 ||
      r.verdict.duplicated > 0 ||
      r.back < r.cut ||
      // A server process that ended by itself (a storage outage must never end one).
      r.exits > 0 ||
      (r.scenario !== "whole run" && r.recoverSeconds === null),
  );
  await cleanup();
  if (failed.length > 0) {
    console.log(`test:deploy: FAILED: ${failed.map((r) => r.scenario).join("; ")}`);
    return 1;
  }
  console.log(`test:deploy: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return 0;
}

function printTable(rows: readonly Row[]): void {
  const head = [
    "scenario",
    "sockets cut",
    "back",
    "recover s",
    "acked",
    "lost",
    "duplicated",
    "process exits",
    "load avg",
  ];
  const body = rows.map((r) => [
    r.scenario,
    String(r.cut),
    String(r.back),
    r.recoverSeconds === null
      ? r.scenario === "whole run"
        ? ""
        : "not back"
      : r.recoverSeconds.toFixed(1),
    String(r.verdict.acked),
    String(r.verdict.lost),
    String(r.verdict.duplicated),
    String(r.exits),
    r.load.toFixed(2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));
}

let code = 1;
try {
  code = await main();
} catch (e) {
  console.error(`test:deploy: FAILED: ${(e as Error).stack ?? String(e)}`);
  await cleanup().catch(() => {});
} finally {
  clearTimeout(watchdog);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
