// Live play over socket.io: event names, payload schemas and the typed event maps for
// `socket.io` / `socket.io-client` generics.
//
// client → server
//   "join"  JoinRequest, ack JoinReply   (seat token, or spectate:true; lastSeq is informative)
//   "act"   ActRequest,  ack ActReply    (seq = the seq of the last frame the client saw)
//   "leave" LeaveRequest, ack LeaveReply
//   "classJoin" ClassJoinRequest, ack ClassJoinReply  (teacher or student token; classes.ts)
//   "resign"    TableRequest, ack SimpleReply  (this seat gives up: the game ends)
//   "claimWin"  TableRequest, ack SimpleReply  (the others are away past the grace time)
//   "handOver"  HandOverRequest, ack SimpleReply  (an away seat is played by the computer)
//   "takeback"  TableRequest, ack SimpleReply  (ask to take back this seat's last move)
//   "takebackAnswer" TakebackAnswer, ack SimpleReply  (agree to or decline the open request)
// server → client
//   "observation" ObservationFrame   (to one seat's room, or the spectators' room)
//   "table"       TableInfo          (lobby changes, start, end)
//   "evicted"     EvictedEvent       (this connection's seat was taken from it: it hears no more)
//   "presence"    PresenceEvent      (a seat's player left or came back: connected / away since)
//   "classDashboard" ClassDashboard  (to a class's teacher connections, on every change)
//   "classStudent"   StudentView     (to one student's connections: seated, paused, …)
//   "classPodium"    ClassPodium     (to a class's student connections, when a table's game is over)
//   "serverRestarting" ServerRestartingEvent (this process is draining: it closes the connection
//                                  next; connect again, after a random part of the hint)
//   "serverStatus"   ServerStatusEvent (this server lost its storage, or has it back)
//
// Check order for "act" (as boardgame.io): message shape, credentials, table started and not
// over, whose turn, stale seq, legality. The first failing check answers; nothing changes.

import type { ObservationBase } from "@number-games/engine";
import { z } from "zod";
import type { AutoplayedMove } from "./autoplayed";
import type { ClassDashboard } from "./class-dashboard";
import type { ClassPodium } from "./class-leaderboard";
import type { ClassJoinReply, ClassJoinRequest } from "./class-socket";
import type { StudentView } from "./classes";
import type { ProtocolError } from "./errors";
import { PROTOCOL_VERSION } from "./limits";
import type { HandOver, TableInfo } from "./tables";

/**
 * A device id: random, kept by one browser (or program) and sent with every connection in
 * the handshake's `auth: {device}`. The server's cap per address counts devices, so one
 * device's tabs (a class page and its table) take one place (docs/protocol.md).
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The handshake's device id, or null when absent or not shaped like one. */
export function parseDeviceId(auth: unknown): string | null {
  const device = (auth as { device?: unknown } | null | undefined)?.device;
  return typeof device === "string" && DEVICE_ID_PATTERN.test(device) ? device : null;
}

const tableIdSchema = z.string().min(1).max(64);
const seqSchema = z.number().int().min(0).max(1_000_000);

export const joinRequestSchema = z.union([
  z.strictObject({
    protocolVersion: z.number().int(),
    tableId: tableIdSchema,
    seatToken: z.string().min(1).max(128),
    lastSeq: seqSchema.optional(),
  }),
  z.strictObject({
    protocolVersion: z.number().int(),
    tableId: tableIdSchema,
    spectate: z.literal(true),
    /** A class table's teacher token: the teacher watches a private class table. */
    token: z.string().min(1).max(128).optional(),
    lastSeq: seqSchema.optional(),
  }),
]);
export type JoinRequest = z.input<typeof joinRequestSchema>;

export type JoinReply =
  | {
      readonly ok: true;
      readonly tableId: string;
      /** The seat this connection now plays, or null for a spectator. */
      readonly seat: number | null;
      readonly seq: number;
      readonly table: TableInfo;
      /**
       * Whether each person's seat has a connection, while the game is being played (empty in
       * the lobby and at the end); `presence` events follow each change.
       */
      readonly presence: readonly SeatPresence[];
      /**
       * This seat's player came back to a seat the others had handed to the computer: the seat
       * is theirs again, and this says what happened meanwhile (absent otherwise).
       */
      readonly returned?: ReturnNote;
    }
  | { readonly ok: false; readonly error: ProtocolError };

/**
 * Whether a person's seat has a player: `awaySince` null while some connection (any tab, any
 * server process) holds the seat, else the epoch ms since which none has. Public, and made of
 * connections and times only: nothing of the game.
 */
export interface SeatPresence {
  readonly seat: number;
  readonly awaySince: number | null;
}

/** Sent to everyone at a table (seats and spectators) when a seat's presence changes. */
export interface PresenceEvent extends SeatPresence {
  readonly tableId: string;
}

/** What a player who comes back to a seat the others handed to the computer is told. */
export interface ReturnNote {
  /** Since when the seat had no connection (epoch ms), or null if not known. */
  readonly awaySince: number | null;
  /** Who handed the seat to the computer, and when. */
  readonly handedOver: HandOver;
  /** How many of this seat's moves the computer played meanwhile. */
  readonly moves: number;
}

/** A request about one table: resign, claim the win. */
export const tableRequestSchema = z.strictObject({ tableId: tableIdSchema });
export type TableRequest = z.input<typeof tableRequestSchema>;

/** Hand an away player's seat to the computer. */
export const handOverRequestSchema = z.strictObject({
  tableId: tableIdSchema,
  seat: z.number().int().min(0).max(64),
});
export type HandOverRequest = z.input<typeof handOverRequestSchema>;

/** Another person's answer to the open takeback request (docs/protocol.md, "Takeback"). */
export const takebackAnswerSchema = z.strictObject({
  tableId: tableIdSchema,
  agree: z.boolean(),
});
export type TakebackAnswer = z.input<typeof takebackAnswerSchema>;

/** The answer to resign, claimWin and handOver: done, or why not (nothing changed). */
export type SimpleReply =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: ProtocolError };

export const actRequestSchema = z.strictObject({
  tableId: tableIdSchema,
  seq: seqSchema,
  /** A game action as JSON (e.g. `{"type":"pay"}`); the game's parseAction decides. */
  action: z.unknown().refine((a) => a !== undefined, "an action is required"),
});
export type ActRequest = z.input<typeof actRequestSchema>;

export type ActReply =
  | { readonly ok: true; readonly seq: number }
  | { readonly ok: false; readonly error: ProtocolError };

export const leaveRequestSchema = z.strictObject({ tableId: tableIdSchema });
export type LeaveRequest = z.input<typeof leaveRequestSchema>;
export type LeaveReply =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: ProtocolError };

/** Sent after every action (chance and bots included) and on join: the receiver's own view. */
export interface ObservationFrame {
  readonly tableId: string;
  /** The table's seq after the action this frame follows; send it back in `act`. */
  readonly seq: number;
  /** `game.observe(state, seat)`, or `game.observe(state, "spectator")` for spectators. */
  readonly observation: ObservationBase<unknown>;
  /** Epoch ms when the current turn's clock runs out, or null without a clock. */
  readonly deadline: number | null;
  /** The moves a computer played for a person so far (absent when there are none). */
  readonly autoplayed?: readonly AutoplayedMove[];
}

/**
 * Why a connection was removed from a table: the host kicked its seat in the lobby, or the
 * teacher released the class student who held it, or handed their seat to a computer player,
 * or the student moved to another device with a move code (class-move.ts).
 */
export const EVICTION_REASONS = ["kicked", "released", "computer", "moved"] as const;
export type EvictionReason = (typeof EVICTION_REASONS)[number];

/**
 * Sent once to every connection of a seat that was taken from it, just before the server
 * removes them from all of the table's rooms: they receive nothing more from that table, and
 * the seat's old token no longer works (act: ERR_UNAUTHORIZED). Join again to go on.
 */
export const evictedEventSchema = z.strictObject({
  tableId: tableIdSchema,
  seat: z.number().int().min(0),
  reason: z.enum(EVICTION_REASONS),
});
export type EvictedEvent = z.infer<typeof evictedEventSchema>;

/**
 * Reactions on a table: a small fixed set, no free text (safe in a classroom). A seated
 * player sends one (`emote`, at most one a second, a burst of 3); everyone at the table,
 * spectators included, receives `{ tableId, seat, emote }`. Clients draw each id their way.
 */
export const EMOTES = ["thumbs-up", "clap", "laugh", "wow", "thinking", "wave"] as const;
export type Emote = (typeof EMOTES)[number];

export const emoteRequestSchema = z.strictObject({
  tableId: tableIdSchema,
  emote: z.enum(EMOTES),
});
export type EmoteRequest = z.input<typeof emoteRequestSchema>;
export type EmoteReply = { ok: true } | { ok: false; error: ProtocolError };

export interface EmoteEvent {
  readonly tableId: string;
  readonly seat: number;
  readonly emote: Emote;
}

/**
 * Sent to every connection of a server process that is draining (SIGTERM: a restart or a
 * rolling deploy), once, just before it closes them. Nothing is lost: every command it
 * acknowledged is stored. The client connects again after a random delay within
 * `reconnectWithinMs` (so that a whole process's clients do not come back at the same
 * instant), then keeps trying with its usual backoff, and joins its tables again as after
 * any reconnect.
 */
export const serverRestartingEventSchema = z.strictObject({
  reconnectWithinMs: z.number().int().min(0).max(60_000),
});
export type ServerRestartingEvent = z.infer<typeof serverRestartingEventSchema>;
/**
 * The server's storage, told to every connection of a process when it changes (and on
 * connecting while it is away): while "unavailable", commands answer ERR_STORAGE_UNAVAILABLE
 * and nothing moves; the server retries by itself, and "available" follows when it is back.
 */
export interface ServerStatusEvent {
  readonly storage: "available" | "unavailable";
}

export interface ServerToClientEvents {
  observation: (frame: ObservationFrame) => void;
  table: (table: TableInfo) => void;
  evicted: (event: EvictedEvent) => void;
  emote: (event: EmoteEvent) => void;
  presence: (event: PresenceEvent) => void;
  classDashboard: (dashboard: ClassDashboard) => void;
  classStudent: (student: StudentView) => void;
  classPodium: (podium: ClassPodium) => void;
  serverRestarting: (event: ServerRestartingEvent) => void;
  serverStatus: (status: ServerStatusEvent) => void;
}

export interface ClientToServerEvents {
  join: (request: JoinRequest, ack: (reply: JoinReply) => void) => void;
  act: (request: ActRequest, ack: (reply: ActReply) => void) => void;
  leave: (request: LeaveRequest, ack: (reply: LeaveReply) => void) => void;
  emote: (request: EmoteRequest, ack: (reply: EmoteReply) => void) => void;
  classJoin: (request: ClassJoinRequest, ack: (reply: ClassJoinReply) => void) => void;
  resign: (request: TableRequest, ack: (reply: SimpleReply) => void) => void;
  claimWin: (request: TableRequest, ack: (reply: SimpleReply) => void) => void;
  handOver: (request: HandOverRequest, ack: (reply: SimpleReply) => void) => void;
  takeback: (request: TableRequest, ack: (reply: SimpleReply) => void) => void;
  takebackAnswer: (request: TakebackAnswer, ack: (reply: SimpleReply) => void) => void;
}

export const SOCKET_EVENTS = {
  join: "join",
  act: "act",
  leave: "leave",
  observation: "observation",
  table: "table",
  evicted: "evicted",
  emote: "emote",
  classJoin: "classJoin",
  classDashboard: "classDashboard",
  classStudent: "classStudent",
  classPodium: "classPodium",
  presence: "presence",
  serverStatus: "serverStatus",
  resign: "resign",
  claimWin: "claimWin",
  handOver: "handOver",
  takeback: "takeback",
  takebackAnswer: "takebackAnswer",
  serverRestarting: "serverRestarting",
} as const;

/** The socket.io path (default); the HTTP API lives under /api. */
export const SOCKET_PATH = "/socket.io";

export { PROTOCOL_VERSION };
