// `numbers join <link or code>`: plays a seat of an online table in the terminal. Claims a
// free seat (or rejoins with a saved or given seat token), then shows the seat's own
// observation through the game's formatObservation and reads moves in its text notation.
// After any end of the connection (a lost line, a crash, a server restarting) it reconnects
// by itself with the protocol's backoff and joins the seat again; a move waits for that.
// It talks to the server through the protocol's clients only: importing this module loads
// neither the server nor its dependencies (Fastify, the database drivers; test/join-graph.test.ts).

import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { getGame } from "@number-games/engine";
import type { ObservationFrame, SeatInfo, TableInfo } from "@number-games/protocol";
import {
  createApiClient,
  isTableId,
  keepReconnecting,
  parseJoinCode,
  parsePlayerName,
} from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { connectTable } from "@number-games/protocol/socket-client";
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import type { Prompter } from "../lines";
import { stdinPrompter } from "../lines";
import { completeAction } from "../moves";
import { intArg } from "../options";

export const DEFAULT_SERVER = "http://127.0.0.1:8080";
const RULE = "-".repeat(60);

export interface JoinOptions {
  /** A link (http://host/t/CODE), a join code or a table id. */
  readonly target: string;
  readonly server?: string;
  readonly name: string;
  readonly seat?: number;
  readonly token?: string;
  readonly spectate?: boolean;
  /** Where seat tokens are kept for rejoining; null: nowhere. */
  readonly tokenFile?: string | null;
}

/** A link, code or id → the server's origin and the table reference. */
export function parseTarget(
  target: string,
  server?: string,
): { server: string; ref: string } | null {
  let ref = target.trim();
  let origin = server;
  if (/^https?:\/\//i.test(ref)) {
    let url: URL;
    try {
      url = new URL(ref);
    } catch {
      return null;
    }
    origin ??= url.origin;
    ref = url.searchParams.get("code") ?? url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  }
  const code = parseJoinCode(ref);
  const finalRef = code ?? (isTableId(ref) ? ref : null);
  if (finalRef === null) return null;
  return { server: origin ?? process.env.NUMBERS_SERVER ?? DEFAULT_SERVER, ref: finalRef };
}

type SavedSeats = Record<string, { server: string; seat: number; token: string }>;

function loadTokens(file: string | null): SavedSeats {
  if (file === null) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as SavedSeats;
  } catch {
    return {};
  }
}

function saveToken(file: string | null, tableId: string, entry: SavedSeats[string]): void {
  if (file === null) return;
  const all = loadTokens(file);
  all[tableId] = entry;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function defaultTokenFile(): string {
  const base = process.env.XDG_CONFIG_HOME || join(homedir(), ".config");
  return join(base, "number-games", "seats.json");
}

/**
 * A queue of frames: `next` resolves with the newest frame not yet taken, or null once the
 * queue is ended (the seat was kicked: no frame will come).
 */
class FrameQueue {
  private latest: ObservationFrame | null = null;
  private taken = -1;
  private ended = false;
  private wake: (() => void) | null = null;
  push(frame: ObservationFrame): void {
    if (this.latest === null || frame.seq >= this.latest.seq) this.latest = frame;
    this.wake?.();
  }
  end(): void {
    this.ended = true;
    this.wake?.();
  }
  async next(): Promise<ObservationFrame | null> {
    while (!this.ended && (this.latest === null || this.latest.seq <= this.taken)) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
    if (this.ended || this.latest === null) return null;
    this.taken = this.latest.seq;
    return this.latest;
  }
  peekNewer(): boolean {
    return this.latest !== null && this.latest.seq > this.taken;
  }
}

/** One seat as a person reads it: a computer by its kind and level, never by its name. */
function seatText(s: SeatInfo): string {
  if (s.kind === "bot") return `[computer: ${s.level ?? "medium"}]`;
  return s.claimed ? (s.name ?? `player ${s.seat}`) : "(open)";
}

/** "0 Ann (you) · 1 [computer: hard] · 2 (open)". */
export function formatSeats(seats: readonly SeatInfo[], me: number | null): string {
  return seats.map((s) => `${s.seat} ${seatText(s)}${s.seat === me ? " (you)" : ""}`).join(" · ");
}

function describeResult(info: TableInfo, frame: ObservationFrame, seat: number | null): string {
  const res = frame.observation.result;
  if (!res) return "";
  const names = res.winners.map((w) => {
    const s = info.seats[w];
    return w === seat ? "you" : s === undefined ? `player ${w}` : `${w} ${seatText(s)}`;
  });
  return names.length === 0
    ? "Game over: no winner.\n"
    : `Game over: ${names.join(" and ")} ${names.length > 1 ? "share the win" : "won"}.\n`;
}

/** How a game that ended before its last move ended, from `seat`'s chair (null: watching). */
export function describeEnding(t: TableInfo, seat: number | null): string {
  const e = t.ending;
  if (e === null) return "";
  const name = (i: number) =>
    i === seat
      ? "you"
      : t.seats[i]?.kind === "bot"
        ? `computer ${i}`
        : (t.seats[i]?.name ?? `seat ${i}`);
  const how =
    e.kind === "resigned"
      ? `${name(e.seat)} resigned`
      : `${name(e.by)} claimed the win (${e.away.map(name).join(", ")} had left the table)`;
  const winners = e.winners.length === 0 ? "nobody" : e.winners.map(name).join(", ");
  return `The game is over: ${how}. Winners: ${winners}.\n`;
}

/** Plays (or watches) one online table; resolves when it ends or the person quits. */
export async function joinTable(
  options: JoinOptions,
  io: Prompter,
  write: (s: string) => void,
): Promise<"finished" | "quit" | "evicted" | "error"> {
  const target = parseTarget(options.target, options.server);
  if (target === null) {
    write(`"${options.target}" is not a table link, join code or table id.\n`);
    return "error";
  }
  const api = createApiClient(target.server);
  const infoRes = await api.getTable({ ref: target.ref });
  if (!infoRes.ok) {
    write(`${infoRes.error.code}: ${infoRes.error.message}\n`);
    return "error";
  }
  let info: TableInfo = infoRes.value;
  const game = getGame(info.game);
  const tokenFile = options.tokenFile === undefined ? defaultTokenFile() : options.tokenFile;

  let token: string | null = options.token ?? null;
  if (!options.spectate && token === null) {
    const saved = loadTokens(tokenFile)[info.id];
    if (saved && saved.server === target.server) token = saved.token;
  }
  if (!options.spectate && token === null) {
    if (info.status !== "lobby") {
      write(
        `${game.title} table ${info.code} has already started; use --token to rejoin your seat or --spectate.\n`,
      );
      return "error";
    }
    const claimed = await api.claimSeat({
      id: info.id,
      body: {
        name: options.name,
        ...(options.seat !== undefined ? { seat: options.seat } : {}),
      },
    });
    if (!claimed.ok) {
      write(`${claimed.error.code}: ${claimed.error.message}\n`);
      return "error";
    }
    token = claimed.value.seatToken;
    info = claimed.value.table;
    saveToken(tokenFile, info.id, { server: target.server, seat: claimed.value.seat, token });
    write(`You have seat ${claimed.value.seat} at ${game.title} table ${info.code}.\n`);
    write(
      `To rejoin later: numbers join ${info.code} --server ${target.server} --token ${token}\n`,
    );
  }

  let client: TableClient;
  try {
    client = await connectTable(target.server, { reconnection: true });
  } catch (e) {
    write(`cannot connect to ${target.server}: ${String(e)}\n`);
    return "error";
  }
  const frames = new FrameQueue();
  let seat: number | null = null;
  client.onFrame((f) => {
    if (f.tableId === info.id) frames.push(f);
  });
  const seatsTaken = (t: TableInfo) =>
    `${t.seats.filter((s) => s.claimed).length}/${t.seats.length} seats taken`;
  // A game that ends before its last move (a resignation, a claimed win) says so and stops.
  let ended: string | null = null;
  client.onTable((t) => {
    if (t.id !== info.id) return;
    if (t.status === "finished" && t.ending !== null && ended === null) {
      ended = describeEnding(t, seat);
      frames.end();
    }
    if (t.status !== info.status && t.status === "playing") write("The host started the table.\n");
    else if (t.status === "lobby" && formatSeats(t.seats, seat) !== formatSeats(info.seats, seat)) {
      write(`${seatsTaken(t)}. Seats: ${formatSeats(t.seats, seat)}\n`);
    }
    info = t;
  });
  client.onEvicted((e) => {
    if (e.tableId === info.id) frames.end();
  });
  const who = token === null ? ({ spectate: true } as const) : { seatToken: token };
  // Joined on the connection as it is now; a move waits for it (a move sent before the join
  // of a new connection would find no seat).
  let joined: Promise<void> = Promise.resolve();
  let markJoined: () => void = () => {};
  const notJoined = () => {
    joined = new Promise((resolve) => {
      markJoined = resolve;
    });
  };
  const doJoin = async (): Promise<boolean> => {
    const reply = await client.join(info.id, who, undefined).catch(() => null);
    if (reply === null) return false;
    if (!reply.ok) {
      write(`${reply.error.code}: ${reply.error.message}\n`);
      return false;
    }
    seat = reply.seat;
    info = reply.table;
    markJoined();
    return true;
  };
  const stopReconnecting = keepReconnecting(client.socket, {
    onRestarting: () => write("The server is restarting, reconnecting…\n"),
  });
  client.socket.on("disconnect", notJoined);
  try {
    if (!(await doJoin())) return "error";
    if (info.status === "finished" && info.ending !== null) {
      write(`${RULE}\n${describeEnding(info, seat)}`);
      return "finished";
    }
    // Every new connection (socket.io's own reconnect, or keepReconnecting's after a server
    // closed it) joins the seat again, and gets the current observation.
    client.socket.on("connect", () => {
      write("Reconnected.\n");
      void doJoin();
    });
    if (info.status === "lobby") {
      write(`Waiting for the host to start table ${info.code} (${seatsTaken(info)})…\n`);
      write(`Seats: ${formatSeats(info.seats, seat)}\n`);
    }
    let lastActor = "";
    for (;;) {
      const frame = await frames.next();
      if (frame === null && ended !== null) {
        write(`${RULE}\n${ended}`);
        return "finished";
      }
      if (frame === null) {
        write(`The host removed you from table ${info.code}.\n`);
        return "evicted";
      }
      const obs = frame.observation;
      if (obs.result?.terminal) {
        write(`${RULE}\n${game.formatObservation(obs)}\n${describeResult(info, frame, seat)}`);
        return "finished";
      }
      if (obs.legal.length === 0) {
        const actor = obs.actor.kind === "player" ? `player ${obs.actor.player}` : obs.actor.kind;
        if (actor !== lastActor) write(`… waiting for ${actor}\n`);
        lastActor = actor;
        continue;
      }
      lastActor = "";
      write(`${RULE}\n${game.formatObservation(obs)}\n`);
      if (frame.deadline !== null) {
        write(
          `(${Math.max(0, Math.round((frame.deadline - Date.now()) / 1000))} s on the clock)\n`,
        );
      }
      for (;;) {
        const line = await io.ask("your move> ");
        if (line === null) return "quit";
        const text = line.trim();
        const lower = text.toLowerCase();
        if (text === "") continue;
        if (lower === "quit" || lower === "q" || lower === "exit") return "quit";
        if (lower === "help" || lower === "?") {
          write(`legal: ${obs.legal.map((a) => game.formatAction(a)).join(" | ")}\n`);
          continue;
        }
        if (lower === "rules") {
          write(`${game.rulesText.trimEnd()}\n`);
          continue;
        }
        if (frames.peekNewer()) {
          write("The table moved on meanwhile (ERR_STALE).\n");
          break;
        }
        const parsed = game.parseActionText(text);
        if (!parsed.ok) {
          write(
            `${parsed.error.code}: ${parsed.error.message}. Type "help" for the legal moves.\n`,
          );
          continue;
        }
        const chosen = completeAction(game, obs.legal, parsed.value);
        if (Array.isArray(chosen)) {
          write(`Which one? ${chosen.map((a) => game.formatAction(a)).join(" | ")}\n`);
          continue;
        }
        await joined;
        const reply = await client
          .act(info.id, frame.seq, chosen)
          .catch(() => ({ ok: false as const, error: restartingNoAnswer }));
        if (reply.ok) break;
        write(`${reply.error.code}: ${reply.error.message}\n`);
        // Nothing changed: the same move once the seat is joined again.
        if (reply.error.code === "ERR_SERVER_RESTARTING") continue;
        const code = reply.error.code;
        if (code === "ERR_STALE" || code === "ERR_NOT_YOUR_TURN" || code === "ERR_GAME_OVER") break;
      }
    }
  } finally {
    stopReconnecting();
    client.close();
  }
}

/** An act whose answer never came (the connection ended first): look again after the rejoin. */
const restartingNoAnswer = {
  code: "ERR_SERVER_RESTARTING" as const,
  message: "the connection ended before the server answered; rejoining to see whether it counted",
};

/** `--name`: the protocol's name rule, so a refused name fails before any request. */
export function nameArg(value: string): string {
  const name = parsePlayerName(value);
  if (!name.ok) throw new InvalidArgumentError(name.error.message);
  return name.value;
}

export function register(program: Command): void {
  program
    .command("join")
    .description("play a seat of an online table in the terminal")
    .argument("<link-or-code>", "the table's link (http://host/t/CODE), join code or id")
    .option(
      "--server <url>",
      `the server (default: the link's, else $NUMBERS_SERVER or ${DEFAULT_SERVER})`,
    )
    .option("--name <name>", "your name at the table", nameArg, process.env.USER || "Player")
    .option("--seat <n>", "a particular open seat", intArg)
    .option("--token <seatToken>", "rejoin a seat you claimed before")
    .option("--spectate", "watch without a seat")
    .option("--no-save", "do not keep the seat token in ~/.config/number-games/seats.json")
    .action(
      async (
        target: string,
        flags: {
          server?: string;
          name: string;
          seat?: number;
          token?: string;
          spectate?: boolean;
          save: boolean;
        },
      ) => {
        const io = stdinPrompter();
        try {
          const outcome = await joinTable(
            {
              target,
              name: flags.name,
              ...(flags.server !== undefined ? { server: flags.server } : {}),
              ...(flags.seat !== undefined ? { seat: flags.seat } : {}),
              ...(flags.token !== undefined ? { token: flags.token } : {}),
              ...(flags.spectate ? { spectate: true } : {}),
              tokenFile: flags.save ? defaultTokenFile() : null,
            },
            io,
            (s) => process.stdout.write(s),
          );
          process.exitCode = outcome === "error" || outcome === "evicted" ? 1 : 0;
        } finally {
          io.close();
        }
      },
    );
}
