// Connection-flood benchmark (loopback only, bounded in sockets and time):
//   npm run bench:attack -- [--sockets N] [--seconds S] [--tables T] [--cap C] [--address-rate R]
// One server process (child, SQLite, the default message limits) and T public lobby tables.
// One client address opens N sockets at once (reports how many the server let in and how many
// it refused with ERR_TOO_MANY_CONNECTIONS), then every connected socket floods `join` (as a
// spectator, 4 in flight, round the tables) for S seconds. Reports the joins answered and the
// server's event-loop delay over the flood (p50, p99, max, from its /api/health).
// `--cap C` sets SOCKETS_PER_ADDRESS and `--address-rate R` ADDRESS_MESSAGES_PER_SECOND
// (default 120 and 200, the server's defaults; large values show the server without them).

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROTOCOL_VERSION } from "@number-games/protocol";
import type { Socket } from "socket.io-client";
import { io as ioClient } from "socket.io-client";
import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine } from "../../../scripts/bench-args";
import { ApiClient } from "../src/http/client";
import type { ChildServer } from "../test/support/child";
import { spawnServer } from "../test/support/child";
import { cpuMsOf } from "./proc";

interface Args {
  sockets: number;
  seconds: number;
  tables: number;
  cap: number;
  addressRate: number;
}

const COMMAND_LINE = {
  script: "bench:attack",
  options: {
    sockets: { type: "number", default: 400, whole: true, min: 1, max: 2000 },
    seconds: { type: "number", default: 4, whole: true, min: 1, max: 60 },
    tables: { type: "number", default: 200, whole: true, min: 1, max: 5000 },
    cap: { type: "number", default: 120, whole: true, min: 1, max: 1_000_000 },
    "address-rate": { type: "number", default: 200, whole: true, min: 1, max: 100_000_000 },
  },
} as const satisfies CommandLineSpec;

function readArgs(argv: readonly string[]): Args {
  const { "address-rate": addressRate, ...rest } = orExit(
    parseCommandLine(COMMAND_LINE, argv),
  ).options;
  return { ...rest, addressRate };
}

interface Health {
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

const health = async (url: string): Promise<Health> =>
  (await (await fetch(`${url}/api/health`)).json()) as Health;

/** Connected socket, or the refusal's code (or message). */
function open(url: string): Promise<Socket | string> {
  const socket = ioClient(url, { transports: ["websocket"], reconnection: false, forceNew: true });
  return new Promise((resolve) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (e) => {
      socket.close();
      resolve((e as { data?: { code?: string } }).data?.code ?? e.message);
    });
  });
}

/** Opens `n` sockets at once from this (one) address: the connected ones and the refusals. */
async function openAll(url: string, n: number) {
  const results = await Promise.all(Array.from({ length: n }, () => open(url)));
  const sockets = results.filter((r): r is Socket => typeof r !== "string");
  const refused = results.filter((r) => r === "ERR_TOO_MANY_CONNECTIONS").length;
  return { sockets, refused, otherFailures: n - sockets.length - refused };
}

/** Every socket floods `join` (4 in flight, round the tables) until the time is up. */
async function flood(sockets: readonly Socket[], tableIds: readonly string[], seconds: number) {
  const counts = { cutOff: 0, joinsOk: 0, joinsLimited: 0, joinsFailed: 0 };
  const stopAt = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    sockets.map(async (s) => {
      let cut = false;
      s.once("disconnect", () => {
        cut = true;
      });
      const lane = async () => {
        while (!cut && performance.now() < stopAt) {
          const tableId = tableIds[next++ % tableIds.length]!;
          const reply = (await s
            .timeout(10_000)
            .emitWithAck("join", { protocolVersion: PROTOCOL_VERSION, tableId, spectate: true })
            .catch(() => null)) as { ok: boolean; error?: { code: string } } | null;
          if (reply?.ok) counts.joinsOk++;
          else if (reply?.error?.code === "ERR_RATE_LIMITED") counts.joinsLimited++;
          else counts.joinsFailed++;
        }
      };
      await Promise.all([lane(), lane(), lane(), lane()]);
      if (cut) counts.cutOff++;
    }),
  );
  return counts;
}

const args = readArgs(process.argv.slice(2));
console.log(
  `connection-flood benchmark: ${args.sockets} sockets from one address, ${args.seconds} s, ` +
    `${args.tables} public lobby tables, SOCKETS_PER_ADDRESS ${args.cap}, ` +
    `ADDRESS_MESSAGES_PER_SECOND ${args.addressRate}; node ${process.version}`,
);
const dir = mkdtempSync(join(tmpdir(), "ng-bench-attack-"));
let child: ChildServer | null = null;
try {
  // A server started by hand (e.g. under a profiler) with CREATE_TABLE_PER_MINUTE raised.
  let url = process.env.BENCH_SERVER_URL;
  if (!url) {
    child = await spawnServer({
      DATA_DIR: dir,
      CREATE_TABLE_PER_MINUTE: "1000000",
      SOCKETS_PER_ADDRESS: String(args.cap),
      ADDRESS_MESSAGES_PER_SECOND: String(args.addressRate),
    });
    url = child.url;
  }
  const api = new ApiClient(url);
  const tableIds: string[] = [];
  for (let i = 0; i < args.tables; i++) {
    const t = await api.createTable({
      game: "number-line",
      config: { players: 3 },
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
      visibility: "public",
    });
    if (!t.ok) throw new Error(JSON.stringify(t.error));
    tableIds.push(t.value.tableId);
  }
  const opened = await openAll(url, args.sockets);
  await health(url); // resets the server's event-loop histogram: the flood is measured
  const t0 = performance.now();
  const pid = child?.proc.pid;
  const cpu0 = pid === undefined ? null : cpuMsOf(pid);
  const r = await flood(opened.sockets, tableIds, args.seconds);
  const seconds = (performance.now() - t0) / 1000;
  const h = await health(url);
  const cpu1 = pid === undefined ? null : cpuMsOf(pid);
  const messages = r.joinsOk + r.joinsLimited + r.joinsFailed;
  const cpu =
    cpu0 === null || cpu1 === null
      ? "n/a"
      : `${(cpu1 - cpu0).toFixed(0)} ms (${((cpu1 - cpu0) / seconds / 10) | 0}% of a core; ` +
        `${((cpu1 - cpu0) / Math.max(1, messages)).toFixed(3)} ms per join answered)`;
  for (const s of opened.sockets) s.close();
  console.log(
    `${opened.sockets.length} sockets connected, ${opened.refused} refused ` +
      `(ERR_TOO_MANY_CONNECTIONS), ${opened.otherFailures} other failures; in ${seconds.toFixed(1)} s ` +
      `of flooding: joins ${r.joinsOk} answered ok, ${r.joinsLimited} ERR_RATE_LIMITED, ` +
      `${r.joinsFailed} failed or unanswered; ${r.cutOff} sockets cut off by the server; ` +
      `server event-loop delay p50 ${h.loopDelayP50Ms} ms, p99 ${h.loopDelayP99Ms} ms, ` +
      `max ${h.loopDelayMaxMs} ms; server CPU ${cpu}`,
  );
} finally {
  await child?.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
