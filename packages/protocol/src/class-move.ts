// "Move to this device" (issue #23, item 1): a student whose phone died gets back on another
// device without accounts. The teacher makes a one-time code for the student (their dashboard
// shows it with a QR code of the class's join page); the new device sends it and receives the
// student's credential, a new student token; the old token stops working everywhere (the
// class, every table of the class). The old device is told why, and only it: its class
// connections get the student's view with status "moved" before they hear nothing more, and
// the old token, sent again, is answered ERR_MOVED (not ERR_UNAUTHORIZED), at the class and
// at the class's tables, so its page says "you continued on another device" rather than
// "your teacher released you". A code works once, for MOVE_CODE.ttlMs, and a newer code of the
// same student replaces it. The prose is /docs/classroom.md ("When a student's phone dies")
// and /docs/protocol.md ("Running a class").

import { z } from "zod";
import { JOIN_CODE_ALPHABET } from "./limits";

export const MOVE_CODE = {
  /** Characters of a move code (the join codes' alphabet: 31^8, 39 bits). */
  length: 8,
  /** How long a move code works. */
  ttlMs: 10 * 60_000,
  /**
   * Move codes a class keeps (spent and replaced ones too, to tell them apart; a spent one
   * also remembers the token it replaced, for ERR_MOVED), the latest.
   */
  kept: 80,
} as const;

const MOVE_CODE_RE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${MOVE_CODE.length}}$`);

/** Normalises user input (spaces, dashes, lower case) to a move code, or null. */
export function parseMoveCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  return MOVE_CODE_RE.test(code) ? code : null;
}

/** A move code as shown: two groups of four ("ABCD-EFGH"). */
export function moveCodeAsShown(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The join page with a move code (the QR code): the code in the fragment, never in a log. */
export function moveCodePath(classCode: string, moveCode: string): string {
  return `/c/${encodeURIComponent(classCode)}#move=${encodeURIComponent(moveCode)}`;
}

/**
 * `POST /api/classes/:ref/move`: the new device sends the code (as typed: spaces, dashes and
 * case do not matter). A code that is not one (parseMoveCode) is ERR_MALFORMED.
 */
export const moveHereRequestSchema = z.strictObject({ code: z.string().max(40) });
export type MoveHereRequest = z.input<typeof moveHereRequestSchema>;

/** What the teacher's dashboard shows for a student: the code (once) and when it stops. */
export interface MoveCodeResponse {
  readonly studentId: string;
  readonly name: string;
  /** Secret until used: MOVE_CODE.length characters (shown as moveCodeAsShown). */
  readonly code: string;
  /** ISO time the code stops working. */
  readonly expiresAt: string;
}
