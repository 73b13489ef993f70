// The HTTP API's bodies: creating, listing, claiming and managing tables. Requests are
// strict zod schemas (unknown keys are refused); responses are typed for clients.
//
// Routes (JSON; errors are `{error:{code,message,rule?}}` with the HTTP_STATUS of the code):
//   POST   /api/tables                               CreateTableRequest → CreateTableResponse
//   GET    /api/tables                               → ListTablesResponse (public, unfinished)
//   GET    /api/tables/:ref                          → TableInfo (ref = table id or join code)
//   POST   /api/tables/:id/claim                     ClaimSeatRequest → ClaimSeatResponse
//                                                    (the name: parsePlayerName, ERR_BAD_NAME)
//   POST   /api/tables/:id/race                      (seat) RaceAnswerRequest → TableInfo
//   POST   /api/tables/:id/rematch                   (seat) → RematchResponse (finished tables)
//   POST   /api/tables/:id/start                     (host) → TableInfo
//   PUT    /api/tables/:id/seats/:seat/bot           (host) SetBotRequest → TableInfo
//   DELETE /api/tables/:id/seats/:seat/bot           (host) → TableInfo (the seat is open again)
//   POST   /api/tables/:id/seats/:seat/kick          (host) → TableInfo (unclaims a human seat)
//   GET    /api/tables/:id/record                    → TableRecord (the reader's view until the end)
//   GET    /api/server                               → ServerInfo (the origin for share links)
// Host routes take `Authorization: Bearer <hostToken>`; seat routes `Bearer <seatToken>`.
// A private table is watched by its players only: its record needs `Bearer <seatToken>` of
// one of its seats (else ERR_PRIVATE_TABLE), and its TableInfo without one has no seed,
// result or rematch. With a seat token a record is that seat's view, else the spectator's.

import type { GameId, GameRecord, GameResult, RngKind, Viewer } from "@number-games/engine";
import { gameIds, isGameId } from "@number-games/engine/game-ids";
import { z } from "zod";
import type { AutoplayReason } from "./autoplayed";
import { LIMITS } from "./limits";

/** Same list as @number-games/bots BOT_LEVELS (a server test checks they agree). */
export const SEAT_BOT_LEVELS = ["random", "easy", "medium", "hard", "expert"] as const;
export type SeatBotLevel = (typeof SEAT_BOT_LEVELS)[number];

export const VISIBILITIES = ["public", "private"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const TABLE_STATUSES = ["lobby", "playing", "finished"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/**
 * What the other players may do once a player has been away (no connection to their seat) for
 * the table's grace time: hand the seat to the computer, which then plays its turns until the
 * player comes back ("computer"), or claim the win, which ends the game ("claim").
 */
export const AWAY_ACTIONS = ["computer", "claim"] as const;
export type AwayAction = (typeof AWAY_ACTIONS)[number];

/** A table's rule for players who leave (docs/protocol.md, "Presence"). */
export interface AwayRule {
  readonly action: AwayAction;
  /** Seconds a player must have been away before the others may act. */
  readonly graceSeconds: number;
}

/**
 * How a game ended before its last move: a player resigned (every other seat wins), or the
 * players still connected claimed the win over the seats away for the grace time (the
 * connected people win; everyone else loses). `seq`: the position it ended at; `at`: when
 * (epoch ms). Public: everyone at the table saw it happen.
 */
export type TableEnding =
  | {
      readonly kind: "resigned";
      readonly seat: number;
      readonly winners: readonly number[];
      readonly seq: number;
      readonly at: number;
    }
  | {
      readonly kind: "claimed";
      /** The seat that claimed. */
      readonly by: number;
      /** The seats that were away for the grace time or longer. */
      readonly away: readonly number[];
      readonly winners: readonly number[];
      readonly seq: number;
      readonly at: number;
    };

/** A seat the other players handed to the computer while its player was away. */
export interface HandOver {
  /**
   * The seat that handed it over; null: nobody, the class's grace time ran out while it was
   * this seat's turn (docs/classroom.md).
   */
  readonly by: number | null;
  /** When (epoch ms). */
  readonly at: number;
}

/**
 * A game of the engine's registry, asked at parse time (so a game registered after this
 * module loaded is accepted too). Refusals are the issue `z.enum(gameIds())` gives.
 */
export const gameIdSchema = z.custom<GameId>().check((ctx) => {
  if (isGameId(ctx.value)) return;
  ctx.issues.push({ code: "invalid_value", values: [...gameIds()], input: ctx.value });
});

/**
 * A display name as typed. Only its type is checked here: the name rule (names.ts,
 * `parsePlayerName`) decides, so that a refused name gets ERR_BAD_NAME, not ERR_MALFORMED.
 */
export const playerNameSchema = z.string();

export const seatSpecSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("human") }),
  z.strictObject({ kind: z.literal("bot"), level: z.enum(SEAT_BOT_LEVELS) }),
]);
export type SeatSpec = z.infer<typeof seatSpecSchema>;

export const createTableRequestSchema = z.strictObject({
  game: gameIdSchema,
  /** The game's config (e.g. `{"players":3}`); the game's parseConfig decides. Its player
   * count must equal `seats.length`. */
  config: z.record(z.string(), z.unknown()).optional(),
  seats: z.array(seatSpecSchema).min(1).max(LIMITS.maxSeats),
  visibility: z.enum(VISIBILITIES).default("private"),
  /** Seconds per human turn; when it runs out a bot (level medium) plays that turn. */
  turnClockSeconds: z
    .number()
    .int()
    .min(LIMITS.minTurnClockSeconds)
    .max(LIMITS.maxTurnClockSeconds)
    .nullable()
    .default(null),
  /** The optional start race: the first seat to answer START_RACE.question plays first. */
  startRace: z.boolean().default(false),
  /** What the others may do once a player is away for `awayGraceSeconds` (AWAY_ACTIONS). */
  awayAction: z.enum(AWAY_ACTIONS).default("computer"),
  awayGraceSeconds: z
    .number()
    .int()
    .min(LIMITS.minAwayGraceSeconds)
    .max(LIMITS.maxAwayGraceSeconds)
    .default(LIMITS.defaultAwayGraceSeconds),
});
export type CreateTableRequest = z.input<typeof createTableRequestSchema>;
export type CreateTableRequestParsed = z.output<typeof createTableRequestSchema>;

export interface SeatInfo {
  readonly seat: number;
  readonly kind: "human" | "bot";
  /**
   * The claimed name of a human seat, or e.g. "Bot (medium)"; null while open. Show a seat as
   * a computer player by `kind` only: a name proves nothing (names.ts refuses bot-like ones).
   */
  readonly name: string | null;
  readonly level: SeatBotLevel | null;
  /** Bots are always claimed. */
  readonly claimed: boolean;
  /**
   * A person's seat the other players handed to the computer while its player was away: the
   * computer plays its turns until the player comes back (null otherwise, and for bots).
   */
  readonly handedOver: HandOver | null;
}

/** The start race's question: the first seat in the lobby to answer `a × b` correctly starts. */
export const START_RACE = { a: 17, b: 34, answer: 578 } as const;

/** The start race as anyone may see it: on or not, and the winning seat (null: not yet). */
export interface StartRaceInfo {
  readonly winner: number | null;
}

export const raceAnswerRequestSchema = z.strictObject({
  answer: z.number().int().min(-1_000_000).max(1_000_000),
});
export type RaceAnswerRequest = z.input<typeof raceAnswerRequestSchema>;

/**
 * What anyone who knows the table's id or code may see. Never a token, never the seed early;
 * for a private table, seed, result and rematch only with one of its seat tokens.
 */
export interface TableInfo {
  readonly id: string;
  readonly code: string;
  readonly game: GameId;
  readonly config: unknown;
  readonly visibility: Visibility;
  readonly status: TableStatus;
  /** A class table the teacher paused: moves get ERR_PAUSED, bots and the clock wait. */
  readonly paused: boolean;
  readonly seats: readonly SeatInfo[];
  /** Number of actions in the record so far (chance included). */
  readonly seq: number;
  readonly turnClockSeconds: number | null;
  /** The start race, or null when the table has none. */
  readonly startRace: StartRaceInfo | null;
  /** The id of this finished table's rematch (its successor), or null while there is none. */
  readonly rematch: string | null;
  /** sha256(seed) in hex, published from creation on. */
  readonly seedCommitment: string;
  /** The secret seed, revealed only once the table is finished. */
  readonly seed: string | null;
  readonly result: GameResult | null;
  readonly createdAt: string;
  /** What the others may do when a player leaves, and after how long. */
  readonly away: AwayRule;
  /**
   * The seat whose turn it is while the game is being played (null in the lobby, at the end,
   * and while chance is to act). Public: every viewer's observation says it.
   */
  readonly toMove: number | null;
  /** How a game that ended before its last move ended (resigned, claimed); else null. */
  readonly ending: TableEnding | null;
  /** The latest takeback request of a playing table and its outcome; absent: none yet. */
  readonly takeback?: TakebackInfo;
}

/**
 * A takeback request (docs/protocol.md, "Takeback"): seat `by` asked, at position `seq`, to take
 * back its last move; `agreed`: the other people who said yes so far. "open" only while the
 * table is still at `seq` (any move closes it); "declined" by seat `decliner`; "cancelled" (its
 * asker left); "done" (everyone agreed, or nobody else is a person): `seq` is then the position
 * after the takeback. Public: everyone at the table sees who asked and who answered.
 */
export interface TakebackInfo {
  readonly by: number;
  readonly seq: number;
  readonly agreed: readonly number[];
  readonly outcome: TakebackOutcome;
  readonly decliner?: number;
}

export const TAKEBACK_OUTCOMES = ["open", "declined", "cancelled", "done"] as const;
export type TakebackOutcome = (typeof TAKEBACK_OUTCOMES)[number];

export interface CreateTableResponse {
  readonly tableId: string;
  readonly code: string;
  /** Secret: authorises start, bots and kicks. Shown once. */
  readonly hostToken: string;
  readonly table: TableInfo;
}

export interface ListTablesResponse {
  readonly tables: readonly TableInfo[];
}

/** `GET /api/server`: what a page needs to know of the server it was loaded from. */
export interface ServerInfo {
  readonly protocolVersion: number;
  /**
   * The origin share links and QR codes should name (PUBLIC_URL, or the server's LAN address
   * for a page opened at localhost); null: the page's own origin.
   */
  readonly shareOrigin: string | null;
}

/** A seat of a table, by its index. */
export const seatIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(LIMITS.maxSeats - 1);

export const claimSeatRequestSchema = z.strictObject({
  name: playerNameSchema,
  /** A particular open human seat; omitted: the first open one. */
  seat: seatIndexSchema.optional(),
});
export type ClaimSeatRequest = z.input<typeof claimSeatRequestSchema>;

export interface ClaimSeatResponse {
  readonly tableId: string;
  readonly seat: number;
  /** Secret: the only credential of this seat (the server keeps only its sha256). */
  readonly seatToken: string;
  readonly table: TableInfo;
}

/**
 * A seat of a finished table joins its rematch: the same seat on the successor table. The first
 * call creates the successor (and only that caller gets its `hostToken`).
 */
export interface RematchResponse {
  readonly tableId: string;
  readonly code: string;
  readonly seat: number;
  /** Secret: the seat's credential on the successor table. */
  readonly seatToken: string;
  /** Secret: only for the seat whose call created the successor. */
  readonly hostToken?: string;
}

export const setBotRequestSchema = z.strictObject({ level: z.enum(SEAT_BOT_LEVELS) });
export type SetBotRequest = z.input<typeof setBotRequestSchema>;

/** In a record downloaded during play, an action the reader may know nothing of (a chance deal). */
export const REDACTED_ACTION = Object.freeze({ type: "redacted" as const });

/**
 * `record.meta` of a table's record, served as its reader may know it (`viewer`: the seat whose
 * token came with the request, else "spectator"). During play `public: true`; an action the
 * reader may not know in full is shown in part as its game shows it (a Number Line placement
 * without its decoy flag, Magic Numbers' secrets with only the seat's own numbers) or as
 * REDACTED_ACTION, and its index is in `redacted`; the record then does not replay, and
 * `spectator` is the spectator observation. After the end `public: false`, nothing is
 * redacted, the seed is revealed and the record replays and verifies.
 */
export interface TableRecordMeta {
  readonly tableId: string;
  readonly public: boolean;
  readonly viewer: Viewer;
  readonly seedCommitment: string;
  readonly seed: string | null;
  /** The generator the seed drives (absent in records of older servers: "sfc32"). */
  readonly rng?: RngKind;
  readonly redacted: readonly number[];
  /** Turns a bot played for a human seat: its action index, the seat and why. */
  readonly autoplayed: readonly { index: number; seat: number; reason: AutoplayReason }[];
  readonly spectator?: unknown;
  /** A game that ended before its last move: how (absent otherwise). */
  readonly ending?: TableEnding;
  /** How many times a move was taken back (docs/protocol.md, "Takeback"); absent: never. */
  readonly takebacks?: number;
}

export type TableRecord = GameRecord & { readonly meta: TableRecordMeta };
