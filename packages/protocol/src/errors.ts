// Protocol errors: a stable code for programs, a sentence for people, and for an illegal
// action or a rejected config the engine's own rule code. Never a stack trace or a secret.

import { z } from "zod";

export const PROTOCOL_ERROR_CODES = [
  "ERR_MALFORMED", // the message or body does not match its schema
  "ERR_TOO_LARGE", // over LIMITS.maxSocketMessageBytes / maxHttpBodyBytes
  "ERR_PROTOCOL_VERSION", // the client speaks another PROTOCOL_VERSION
  "ERR_RATE_LIMITED", // too many messages or requests; try again later
  "ERR_TOO_MANY_CONNECTIONS", // a socket over the cap on live connections per client address
  "ERR_NOT_FOUND", // no such table (or route)
  "ERR_UNAUTHORIZED", // missing or wrong seat token / host token
  "ERR_NOT_SEATED", // this connection has not joined the table as a seat (spectators cannot act)
  "ERR_PRIVATE_TABLE", // a private table is watched (frames, records) by its seated players only
  "ERR_NOT_STARTED", // the table is still in its lobby
  "ERR_ALREADY_STARTED", // a lobby operation on a started table
  "ERR_GAME_OVER", // the table has finished
  "ERR_NOT_YOUR_TURN", // another seat (or chance) is to act
  "ERR_STALE", // the `seq` sent is not the table's current seq: wait for the next frame
  "ERR_ILLEGAL_ACTION", // the engine rejected the action; `rule` has the engine's code
  "ERR_CONFIG", // the game rejected the config; `rule` has the engine's code
  "ERR_SEAT_TAKEN", // the seat is claimed (or is a bot)
  "ERR_NO_FREE_SEAT", // every human seat is claimed
  "ERR_SEATS_OPEN", // start with unclaimed human seats
  "ERR_CONFLICT", // the table changed meanwhile; reload and retry
  "ERR_NO_RACE", // the table was created without a start race
  "ERR_RACE_WRONG", // a wrong answer to the start race; the seat may try again
  "ERR_RACE_OVER", // the start race already has a winner
  "ERR_NOT_FINISHED", // a rematch of a table that has not finished
  "ERR_SEAT_RESERVED", // a rematch seat kept for its previous player a while (REMATCH_RESERVE_SECONDS)
  "ERR_BAD_NAME", // a player name that breaks the name rule (names.ts); `rule` says which part
  "ERR_NAME_TAKEN", // a student of this class already has this name (or roster entry)
  "ERR_NOT_ON_ROSTER", // the class has a roster and this name is not on it
  "ERR_WRONG_ROLE", // a teacher token on a student's route, or a student token on the teacher's
  "ERR_CLASS_ENDED", // the class has ended: no joins, seating or games
  "ERR_CLASS_FULL", // the class has CLASS_LIMITS.maxStudents students
  "ERR_PAUSED", // the teacher paused the class's tables; moves wait for the resume
  "ERR_BAD_SEATING", // a seating the server cannot make; `rule` says why (see classes.ts)
  "ERR_NOT_AWAY", // a claim or hand-over about a player who is connected (or a seat with no person)
  "ERR_TOO_EARLY", // the player has been away for less than the table's grace time
  "ERR_BAD_GRACE", // a class grace time out of CLASS_GRACE's range (or not whole seconds)
  "ERR_NOT_ALLOWED", // the table's away rule is the other one (claim vs. hand to the computer)
  "ERR_NOTHING_TO_TAKE_BACK", // a takeback before this seat's first move
  "ERR_TAKEBACK_OPEN", // a takeback request while one is already waiting for answers
  "ERR_NO_TAKEBACK", // an answer (agree, decline) when no takeback request is open
  "ERR_NO_ROSTER", // a class list operation in a class without a list (students type their name)
  "ERR_ON_ROSTER", // asking to join with a name on the class list: tap it instead
  "ERR_NO_REQUEST", // no join request of this class has this id
  "ERR_ANSWERED", // the join request was approved or declined already
  "ERR_REQUESTS_CLOSED", // the teacher closed requests to join: no new ones are taken
  "ERR_STOPPING", // an end or next game is waiting to happen: undo it or go on first
  "ERR_NOTHING_TO_UNDO", // no end or next game to undo (none, or its window is over)
  "ERR_CODE_EXPIRED", // a move code past its time, or replaced by a newer one
  "ERR_CODE_USED", // a move code used already (it works once)
  "ERR_MOVED", // a class student's old token: they continued on another device (a move code)
  "ERR_SERVER_RESTARTING", // this server process is draining (restarting): nothing changed; send it again once reconnected
  "ERR_STORAGE_UNAVAILABLE", // the server's database does not answer just now; retry shortly
  "ERR_HAS_PLAYED", // "that's not me" from a student seated at a table already: the name has games
  "ERR_INTERNAL", // the server failed; nothing was changed
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];

export interface ProtocolError {
  readonly code: ProtocolErrorCode;
  readonly message: string;
  /**
   * For ERR_ILLEGAL_ACTION and ERR_CONFIG: the engine's RuleError code (e.g. "ERR_NO_TOKENS");
   * for ERR_BAD_NAME: the NameProblem ("bot", "control", …); for ERR_BAD_SEATING: a
   * SeatingProblem (classes.ts).
   */
  readonly rule?: string;
}

export const protocolErrorSchema = z.object({
  code: z.enum(PROTOCOL_ERROR_CODES),
  message: z.string(),
  rule: z.string().optional(),
});

/** The body of every HTTP error response. */
export interface ErrorBody {
  readonly error: ProtocolError;
}

export const errorBodySchema = z.object({ error: protocolErrorSchema });

export function protocolError(
  code: ProtocolErrorCode,
  message: string,
  rule?: string,
): ProtocolError {
  return rule === undefined ? { code, message } : { code, message, rule };
}

/** The HTTP status the server uses for each code. */
export const HTTP_STATUS: Readonly<Record<ProtocolErrorCode, number>> = {
  ERR_MALFORMED: 400,
  ERR_TOO_LARGE: 413,
  ERR_PROTOCOL_VERSION: 400,
  ERR_RATE_LIMITED: 429,
  ERR_TOO_MANY_CONNECTIONS: 429,
  ERR_NOT_FOUND: 404,
  ERR_UNAUTHORIZED: 401,
  ERR_NOT_SEATED: 403,
  ERR_PRIVATE_TABLE: 403,
  ERR_NOT_STARTED: 409,
  ERR_ALREADY_STARTED: 409,
  ERR_GAME_OVER: 409,
  ERR_NOT_YOUR_TURN: 409,
  ERR_STALE: 409,
  ERR_ILLEGAL_ACTION: 422,
  ERR_CONFIG: 422,
  ERR_SEAT_TAKEN: 409,
  ERR_NO_FREE_SEAT: 409,
  ERR_SEATS_OPEN: 409,
  ERR_CONFLICT: 409,
  ERR_NO_RACE: 409,
  ERR_RACE_WRONG: 422,
  ERR_RACE_OVER: 409,
  ERR_NOT_FINISHED: 409,
  ERR_SEAT_RESERVED: 409,
  ERR_BAD_NAME: 422,
  ERR_NAME_TAKEN: 409,
  ERR_NOT_ON_ROSTER: 422,
  ERR_WRONG_ROLE: 403,
  ERR_CLASS_ENDED: 409,
  ERR_CLASS_FULL: 409,
  ERR_PAUSED: 409,
  ERR_BAD_SEATING: 422,
  ERR_NOT_AWAY: 409,
  ERR_TOO_EARLY: 409,
  ERR_NOT_ALLOWED: 409,
  ERR_BAD_GRACE: 422,
  ERR_NOTHING_TO_TAKE_BACK: 409,
  ERR_TAKEBACK_OPEN: 409,
  ERR_NO_TAKEBACK: 409,
  ERR_NO_ROSTER: 409,
  ERR_ON_ROSTER: 409,
  ERR_NO_REQUEST: 404,
  ERR_ANSWERED: 409,
  ERR_REQUESTS_CLOSED: 409,
  ERR_STOPPING: 409,
  ERR_NOTHING_TO_UNDO: 409,
  ERR_CODE_EXPIRED: 410,
  ERR_CODE_USED: 409,
  ERR_MOVED: 401,
  ERR_SERVER_RESTARTING: 503,
  ERR_STORAGE_UNAVAILABLE: 503,
  ERR_HAS_PLAYED: 409,
  ERR_INTERNAL: 500,
};
