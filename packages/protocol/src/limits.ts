// Protocol constants shared by every client and the server: the version, size caps and the
// join-code alphabet. Changing a message's meaning bumps PROTOCOL_VERSION.

/** A client says this in `join`; the server refuses other versions with ERR_PROTOCOL_VERSION. */
export const PROTOCOL_VERSION = 1;

export const LIMITS = {
  /** Largest socket.io message the server accepts (socket.io `maxHttpBufferSize`). */
  maxSocketMessageBytes: 16 * 1024,
  /** Largest HTTP request body. */
  maxHttpBodyBytes: 16 * 1024,
  /** Player names: 1..32 characters after trimming, no control characters. */
  maxNameLength: 32,
  /** Seats per table (the games themselves allow at most 8). */
  maxSeats: 8,
  /** Optional turn clock, in whole seconds. */
  minTurnClockSeconds: 5,
  maxTurnClockSeconds: 3600,
  /**
   * How long a player may be away (no connection to their seat) before the others may hand the
   * seat to the computer or claim the win (the table's `awayAction`), in whole seconds.
   */
  minAwayGraceSeconds: 1,
  maxAwayGraceSeconds: 86_400,
  defaultAwayGraceSeconds: 180,
  /** Socket messages per connection: a token bucket refilled at `perSecond` up to `burst`. */
  socketMessagesPerSecond: 20,
  socketMessagesBurst: 40,
} as const;

/**
 * Join codes: 10 characters with no 0/O, 1/I/L look-alikes (31^10, 49 bits: guessing one at
 * the server's lookup limit is hopeless, see docs/security.md), case-insensitive on input.
 */
export const JOIN_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const JOIN_CODE_LENGTH = 10;
/** Tables created before codes grew keep their 6-character code; it still finds them. */
export const LEGACY_JOIN_CODE_LENGTH = 6;

const JOIN_CODE_RE = new RegExp(
  `^(?:[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}|[${JOIN_CODE_ALPHABET}]{${LEGACY_JOIN_CODE_LENGTH}})$`,
);

/** Normalises user input (spaces, dashes, lower case) to a join code, or null. */
export function parseJoinCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  return JOIN_CODE_RE.test(code) ? code : null;
}

/** Table ids: "t" followed by 24 lower-case base-32 characters (120 random bits). */
export const TABLE_ID_RE = /^t[a-z2-7]{24}$/;

export function isTableId(x: unknown): x is string {
  return typeof x === "string" && TABLE_ID_RE.test(x);
}
