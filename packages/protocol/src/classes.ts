// Classes (classroom mode, issue #16): a teacher runs a class of tables from one page. The
// bodies of the class routes (routes.ts), the class socket events (socket.ts) and the views
// each role gets. The prose is /docs/protocol.md ("Running a class").
//
// Credentials: a class has one teacher token (shown once at creation, stored hashed) and
// each student a student token (shown once at join, stored hashed). A seated student plays
// at the class's table with their student token as the seat token. A token sent to a route
// of the other role gets ERR_WRONG_ROLE.

import type { GameId, GameResult } from "@number-games/engine";
import { z } from "zod";
import { LIMITS } from "./limits";
import type { SeatBotLevel } from "./tables";
import { gameIdSchema, playerNameSchema, SEAT_BOT_LEVELS, seatIndexSchema } from "./tables";

export const CLASS_LIMITS = {
  /** Students (joined, not released) per class. */
  maxStudents: 60,
  /** Names in a pasted roster. */
  maxRoster: 60,
  /** Players per table. */
  minTableSize: 2,
  maxTableSize: LIMITS.maxSeats,
  /** Largest warm-up exercise a student may report. */
  maxWarmupTotal: 1000,
} as const;

/** Class ids: "c" followed by 24 lower-case base-32 characters (120 random bits). */
export const CLASS_ID_RE = /^c[a-z2-7]{24}$/;

export function isClassId(x: unknown): x is string {
  return typeof x === "string" && CLASS_ID_RE.test(x);
}

/** Student ids: "s" followed by 24 lower-case base-32 characters. */
export const STUDENT_ID_RE = /^s[a-z2-7]{24}$/;

/** The web app's paths for a class (share links are the server's share origin + these). */
export const CLASS_PATHS = {
  /** What students open (the QR code): the join page with the class code filled in. */
  join: (code: string) => `/c/${encodeURIComponent(code)}`,
  /** The teacher's page: the token in the fragment, so it never reaches a server log. */
  teacher: (classId: string, teacherToken: string) =>
    `/class/${encodeURIComponent(classId)}#${teacherToken}`,
} as const;

export const HINT_LANGUAGES = ["en", "zh"] as const;
export type HintLanguage = (typeof HINT_LANGUAGES)[number];

/** The learning settings every student's page applies (Take or Pay's hints). */
export const learningSettingsSchema = z.strictObject({
  /** Take or Pay: pinyin under the Chinese numbers. */
  pinyin: z.boolean().default(true),
  /** Take or Pay: Arabic numerals beside the Chinese numbers. */
  arabic: z.boolean().default(true),
  /** The language of hints and of the page's help. */
  hintLanguage: z.enum(HINT_LANGUAGES).default("en"),
});
export type LearningSettings = z.output<typeof learningSettingsSchema>;

/** Players per table: a number, or "even" (as even as the game's player range allows). */
export const tableSizeSchema = z.union([
  z.number().int().min(CLASS_LIMITS.minTableSize).max(CLASS_LIMITS.maxTableSize),
  z.literal("even"),
]);
export type TableSize = z.infer<typeof tableSizeSchema>;

const gameConfigSchema = z.record(z.string(), z.unknown());

export const createClassRequestSchema = z.strictObject({
  game: gameIdSchema,
  /**
   * The game's config without `players` (each table's player count is its group's size);
   * checked with the game's parseConfig like a table's (ERR_CONFIG).
   */
  config: gameConfigSchema.optional(),
  tableSize: tableSizeSchema.default("even"),
  /** Names the teacher pasted; students then pick one (a name not on it is refused). */
  // An empty roster would make a class nobody can join: leave it out instead.
  roster: z.array(playerNameSchema).min(1).max(CLASS_LIMITS.maxRoster).optional(),
  settings: learningSettingsSchema.default({ pinyin: true, arabic: true, hintLanguage: "en" }),
  /** Seconds per turn at the class's tables (null: no clock). */
  turnClockSeconds: z
    .number()
    .int()
    .min(LIMITS.minTurnClockSeconds)
    .max(LIMITS.maxTurnClockSeconds)
    .nullable()
    .default(null),
});
export type CreateClassRequest = z.input<typeof createClassRequestSchema>;
export type CreateClassRequestParsed = z.output<typeof createClassRequestSchema>;

export const CLASS_STATUSES = ["open", "ended"] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** What anyone with the class code sees (the join page). */
export interface ClassPublicInfo {
  readonly id: string;
  readonly code: string;
  readonly game: GameId;
  readonly status: ClassStatus;
  readonly settings: LearningSettings;
  /** The roster's names and whether each is taken; null: students type a name. */
  readonly roster: readonly { readonly name: string; readonly taken: boolean }[] | null;
  readonly students: number;
}

export const joinClassRequestSchema = z.strictObject({
  /** Typed, or picked from the roster (then exactly as listed). The name rule: names.ts. */
  name: playerNameSchema,
});
export type JoinClassRequest = z.input<typeof joinClassRequestSchema>;

export interface JoinClassResponse {
  readonly classId: string;
  readonly studentId: string;
  /** Secret: the student's credential, and their seat token at the class's tables. */
  readonly studentToken: string;
  readonly student: StudentView;
}

export const STUDENT_STATUSES = ["waiting", "seated", "released", "moved"] as const;
/**
 * waiting: not at a table this game (joined late, or before the seating); seated: at a table
 * (`table`); released: the teacher released this student (the token no longer works); moved:
 * the student continued on another device with a move code (class-move.ts), pushed only to
 * the old device's connections, whose token no longer works (ERR_MOVED).
 */
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** Where a student plays: join the table's socket with `seatToken = studentToken`. */
export interface StudentSeat {
  readonly tableId: string;
  readonly code: string;
  readonly seat: number;
  /** 1-based table number in this game, as the projector shows it. */
  readonly tableNumber: number;
}

export interface WarmupProgress {
  readonly score: number;
  readonly total: number;
  readonly at: string;
  /**
   * The questions answered wrong (the number shown, the one chosen), for the teacher's lesson
   * report; absent in a warm-up sent before the report existed.
   */
  readonly misses?: readonly { readonly shown: number; readonly chosen: number }[];
}

/** A student's own view (GET me, the `classStudent` event). */
export interface StudentView {
  readonly classId: string;
  readonly code: string;
  readonly studentId: string;
  readonly name: string;
  readonly game: GameId;
  readonly settings: LearningSettings;
  readonly classStatus: ClassStatus;
  /** 1-based game of the lesson. */
  readonly round: number;
  readonly paused: boolean;
  readonly status: StudentStatus;
  readonly table: StudentSeat | null;
  readonly warmup: WarmupProgress | null;
}

export const warmupRequestSchema = z
  .strictObject({
    score: z.number().int().min(0).max(CLASS_LIMITS.maxWarmupTotal),
    total: z.number().int().min(1).max(CLASS_LIMITS.maxWarmupTotal),
    /** The questions answered wrong: the number shown and the one chosen (1..99 each). */
    misses: z
      .array(
        z.strictObject({
          shown: z.number().int().min(1).max(99),
          chosen: z.number().int().min(1).max(99),
        }),
      )
      .max(CLASS_LIMITS.maxWarmupTotal)
      .optional(),
  })
  .refine((w) => w.score <= w.total, "score may not exceed total")
  .refine(
    (w) => w.misses === undefined || w.misses.length === w.total - w.score,
    "misses must list every wrong answer (total − score of them)",
  )
  .refine(
    (w) => w.misses === undefined || w.misses.every((m) => m.shown !== m.chosen),
    "a miss is a number taken for another",
  );
export type WarmupRequest = z.input<typeof warmupRequestSchema>;

const studentIdSchema = z.string().regex(STUDENT_ID_RE, "not a student id");
const botLevelSchema = z.enum(SEAT_BOT_LEVELS);
const tableIdSchema = z.string().min(1).max(64);

export const SEATING_PROBLEMS = [
  "no-students", // nobody is waiting to be seated
  "unknown-student", // an id that is not a waiting student of this class
  "duplicate-student", // a student in two groups (or twice in one)
  "too-few", // a group below the game's minimum players, and no bots to fill it
  "too-many", // a group over the table size or the game's maximum players
  "already-seated", // this game was seated already: seat the waiting ones instead
  "not-seated", // this game has not been seated yet: seat everyone first
  "seat-not-open", // the seat is neither open nor a computer player's at a table of this game
  "not-waiting", // the student is at a table of this game: not waiting to be seated
  "not-at-table", // the student holds no seat at a table of this game
  "table-over", // the table's game is over (finished or stopped): nobody sits down there
] as const;
export type SeatingProblem = (typeof SEATING_PROBLEMS)[number];

/**
 * Seat everyone who is waiting: a seeded random split into tables of the class's table size
 * (as even as possible), or the teacher's groups (drag and drop: every waiting student the
 * teacher wants seated, by id; students left out keep waiting). `botLevel`: short tables
 * (below the table size, or below the game's minimum) get bots of this level; null: none.
 */
export const seatRequestSchema = z.discriminatedUnion("mode", [
  z.strictObject({
    mode: z.literal("random"),
    /** Any string; the same seed and students give the same split. Default: random. */
    seed: z.string().min(1).max(64).optional(),
    botLevel: botLevelSchema.nullable().default(null),
  }),
  z.strictObject({
    mode: z.literal("groups"),
    groups: z
      .array(z.array(studentIdSchema).min(1).max(CLASS_LIMITS.maxTableSize))
      .min(1)
      .max(CLASS_LIMITS.maxStudents),
    botLevel: botLevelSchema.nullable().default(null),
  }),
]);
export type SeatRequest = z.input<typeof seatRequestSchema>;

/**
 * Seat waiting students after the seating: all of `studentIds` at a new table (bots fill it
 * up to the table size with `botLevel`), or one student at a seat of a playing table of this
 * game (`to: "open"`): an open seat (a released student's), or a computer player's seat (the
 * student plays on from the position the computer had; a seat handed to a computer goes back
 * to its student this way).
 */
export const seatWaitingRequestSchema = z.discriminatedUnion("to", [
  z.strictObject({
    to: z.literal("new"),
    studentIds: z.array(studentIdSchema).min(1).max(CLASS_LIMITS.maxTableSize),
    botLevel: botLevelSchema.nullable().default(null),
  }),
  z.strictObject({
    to: z.literal("open"),
    studentId: studentIdSchema,
    tableId: tableIdSchema,
    seat: seatIndexSchema,
  }),
]);
export type SeatWaitingRequest = z.input<typeof seatWaitingRequestSchema>;

/**
 * A seated student's seat goes to a computer player of `botLevel` (the student waits; their
 * connections leave the table). The game goes on; `seatWaiting` gives the seat back.
 */
export const handToComputerRequestSchema = z.strictObject({
  botLevel: botLevelSchema.default("medium"),
});
export type HandToComputerRequest = z.input<typeof handToComputerRequestSchema>;

/**
 * An open seat of a playing table of this game (a released student's) goes to a computer
 * player of `botLevel`, so the table does not wait on a seat nobody holds; `seatWaiting`
 * seats a student there later, in place of the computer.
 */
export const openSeatToComputerRequestSchema = z.strictObject({
  tableId: tableIdSchema,
  seat: seatIndexSchema,
  botLevel: botLevelSchema.default("medium"),
});
export type OpenSeatToComputerRequest = z.input<typeof openSeatToComputerRequestSchema>;

/** The next game of the lesson: same game and config unless given; everyone waits again. */
export const nextGameRequestSchema = z.strictObject({
  game: gameIdSchema.optional(),
  config: gameConfigSchema.optional(),
  tableSize: tableSizeSchema.optional(),
});
export type NextGameRequest = z.input<typeof nextGameRequestSchema>;

/** End this game's tables; with `lesson: true` also close the class (no joins or games). */
export const endClassRequestSchema = z.strictObject({
  lesson: z.boolean().default(false),
});
export type EndClassRequest = z.input<typeof endClassRequestSchema>;

/** Only the settings given change (no defaults here: a missing one keeps its value). */
export const updateSettingsRequestSchema = z.strictObject({
  pinyin: z.boolean().optional(),
  arabic: z.boolean().optional(),
  hintLanguage: z.enum(HINT_LANGUAGES).optional(),
});
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequestSchema>;

/** A student as the teacher sees them. */
export interface DashboardStudent {
  readonly id: string;
  readonly name: string;
  readonly joinedAt: string;
  /** A connection of this student's is subscribed to the class (on this server process). */
  readonly connected: boolean;
  readonly status: Exclude<StudentStatus, "released" | "moved">;
  readonly table: StudentSeat | null;
  readonly warmup: WarmupProgress | null;
}

export interface DashboardSeat {
  readonly seat: number;
  readonly kind: "human" | "bot";
  /** The student at this seat; null for a bot or an open (released) seat. */
  readonly studentId: string | null;
  /**
   * A computer player's seat that a student of the class held (handed to the computer): that
   * student's id, so the teacher can give it back; else null.
   */
  readonly keptFor: string | null;
  readonly name: string | null;
  readonly level: SeatBotLevel | null;
  /** A student's seat whose student was away for the class's grace time: a computer plays it. */
  readonly computerPlays: boolean;
  /**
   * A student's seat of a playing table with no connection (any tab, any server process): since
   * when (epoch ms), as the players at the table see it (presence); null while connected, for a
   * computer's or an open seat, and once the game is over. Connections and times only.
   */
  readonly awaySince: number | null;
}

/**
 * playing; finished: the game reached its end (result known); stopped: the teacher ended it
 * before its end (no result, no leaderboard points).
 */
export const DASHBOARD_TABLE_STATUSES = ["playing", "finished", "stopped"] as const;
export type DashboardTableStatus = (typeof DASHBOARD_TABLE_STATUSES)[number];

/**
 * A table as a spectator may know it: nothing hidden from the spectator observation is
 * here until the game is over (a test varies hidden cards, secrets and decoys).
 */
export interface DashboardTable {
  readonly tableId: string;
  readonly code: string;
  readonly tableNumber: number;
  readonly game: GameId;
  readonly status: DashboardTableStatus;
  readonly paused: boolean;
  readonly seats: readonly DashboardSeat[];
  /** Actions so far, chance included (the table's seq). */
  readonly seq: number;
  /** Players' moves so far (chance not counted). */
  readonly moves: number;
  /** The seat to move; null when chance is to act or the game is over. */
  readonly toMove: number | null;
  /**
   * Each seat's points so far as a spectator may know them (Number Line: points of the
   * scored rounds; Take or Pay: card points, tokens not counted; Magic Numbers: null, the
   * scores are secret until the end); at the end the game's scores.
   */
  readonly standings: readonly (number | null)[];
  /** Once finished: the game's result; else null. */
  readonly result: GameResult | null;
}
