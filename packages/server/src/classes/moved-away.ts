// A token a move replaced (moves.ts): the old device of a student who continued on another
// device sends its dead token; it hears why (ERR_MOVED) instead of ERR_UNAUTHORIZED, so its
// page says "you continued on another device" rather than "your teacher released you".
// Only the holder of that token can ask: a token never issued, a released student's, or a
// moved student's since released, is ERR_UNAUTHORIZED as before. The spent code keeps the
// replaced token's hash (StoredMove.fromTokenHash), in the class row every process reads.

import type { ProtocolError } from "@number-games/protocol";
import { isTableId } from "@number-games/protocol";
import { sha256Hex } from "../common/ids";
import type { ClassRow } from "../storage/types";
import type { ClassCtx } from "./context";

export const movedError = (): ProtocolError => ({
  code: "ERR_MOVED",
  message:
    "this student continued on another device with a move code; this device is no longer in the class",
});

/** Whether `tokenHash` is one a move replaced, of a student still in the class. */
export async function movedAway(ctx: ClassCtx, row: ClassRow, tokenHash: string): Promise<boolean> {
  const move = row.moves.find((m) => m.status === "used" && m.fromTokenHash === tokenHash);
  if (move === undefined) return false;
  return (await ctx.store.students(row.id)).some((s) => s.id === move.studentId);
}

/**
 * Why a table refused a seat token: ERR_MOVED when the table is a class's and the token one a
 * move replaced, else the table's own refusal (`refused`) as it was.
 */
export async function seatRefused(
  ctx: ClassCtx,
  tableId: string,
  seatToken: string,
  refused: ProtocolError,
): Promise<ProtocolError> {
  if (refused.code !== "ERR_UNAUTHORIZED") return refused;
  const table = isTableId(tableId) ? await ctx.store.getTable(tableId) : null;
  if (table?.classTable === undefined) return refused;
  const row = await ctx.store.getClass(table.classTable.classId);
  if (row === null) return refused;
  return (await movedAway(ctx, row, sha256Hex(seatToken))) ? movedError() : refused;
}
