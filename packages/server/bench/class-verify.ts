// What the classroom benchmark checks after its lesson (class.ts), from the teachers'
// dashboards and the tables' records (GET /api/tables/:id/record with a seat's token):
// - every table finished its game (none stopped, none still playing);
// - no action lost: every acknowledged action is in its table's record at the seq it was sent
//   at, and every player move of the record is an acknowledged one or one the computer played
//   for an away seat (autoplayed);
// - every rescue ended with the seat its student's again: the dashboard shows the rescuer's
//   student at it (a person, no computer playing), and every move of that seat from the phone's
//   death on is, before the new phone's first frame, the computer's (grace-move only; an open
//   seat waits), and from that frame on the new phone's.

import type { AnyGame } from "@number-games/engine";
import { getGame } from "@number-games/engine";
import type { ClassDashboard, TableRecord } from "@number-games/protocol";
import type { Lesson } from "./class-lesson";
import { ok } from "./class-rescue";
import type { Tally } from "./class-student";

export interface Verdict {
  readonly tables: number;
  readonly finished: number;
  readonly playerMoves: number;
  readonly autoplayed: number;
  /** Actions acknowledged but not in the record as sent, or moves nobody accounts for. */
  readonly lost: number;
  readonly rescues: number;
  readonly rescued: number;
  /** Every failed check, in words (empty: all passed). */
  readonly problems: string[];
}

export async function verify(lesson: Lesson, tally: Tally): Promise<Verdict> {
  const problems: string[] = [];
  const dashboards: ClassDashboard[] = [];
  for (const t of lesson.teachers) {
    dashboards.push(
      ok(await lesson.api.classDashboard({ id: t.classId, token: t.token }), "dashboard"),
    );
  }
  const tokenOf = new Map<string, string>();
  for (const d of lesson.devices.values()) tokenOf.set(d.opts.studentId, d.opts.token);
  for (const r of lesson.rescues) {
    if (r.rescuer !== null) tokenOf.set(r.rescuer.opts.studentId, r.rescuer.opts.token);
  }
  let tables = 0;
  let finished = 0;
  let playerMoveCount = 0;
  const seatsOf = new Map<string, Map<number, number>>();
  let autoplayed = 0;
  let lost = 0;
  const records = new Map<string, TableRecord>();
  for (const d of dashboards) {
    for (const t of d.tables) {
      tables++;
      if (t.status === "finished" && t.result !== null) finished++;
      else problems.push(`table ${t.tableId} (class ${d.class.code}) is ${t.status}`);
      const token = t.seats.map((s) => tokenOf.get(s.studentId ?? "")).find((x) => x);
      if (token === undefined) {
        problems.push(`table ${t.tableId}: no seat token to read its record`);
        continue;
      }
      const record = ok(await lesson.api.record({ ref: t.tableId, token }), "record");
      records.set(t.tableId, record);
      const moves = playerMoves(record);
      seatsOf.set(t.tableId, moves);
      const acked = tally.acked.get(t.tableId) ?? new Map();
      const auto = new Set(record.meta.autoplayed.map((a) => a.index));
      playerMoveCount += moves.size;
      autoplayed += auto.size;
      for (const [seq, { action, by }] of acked) {
        if (JSON.stringify(record.actions[seq]) !== JSON.stringify(action)) {
          lost++;
          problems.push(`table ${t.tableId}: ${by}'s action at ${seq} is not in the record`);
        }
      }
      const unaccounted = [...moves.keys()].filter((i) => !acked.has(i) && !auto.has(i)).length;
      if (unaccounted > 0) {
        lost += unaccounted;
        problems.push(
          `table ${t.tableId}: ${unaccounted} moves neither acknowledged nor autoplayed`,
        );
      }
    }
  }
  let rescued = 0;
  for (const r of lesson.rescues) {
    const problem = rescueProblem(r, dashboards, seatsOf.get(r.tableId), records, tally);
    if (problem === null) rescued++;
    else problems.push(`${r.name} (${r.path}): ${problem}`);
  }
  return {
    tables,
    finished,
    playerMoves: playerMoveCount,
    autoplayed,
    lost,
    rescues: lesson.rescues.length,
    rescued,
    problems,
  };
}

function rescueProblem(
  r: Lesson["rescues"][number],
  dashboards: readonly ClassDashboard[],
  moves: ReadonlyMap<number, number> | undefined,
  records: ReadonlyMap<string, TableRecord>,
  tally: Tally,
): string | null {
  if (r.error !== null) return r.error;
  if (r.leftAtSeq === null) {
    return `the phone never died (its last turn was at seq ${r.leaver.lastTurn})`;
  }
  const rescuer = r.rescuer;
  if (rescuer === null) return "no new phone";
  const seat = dashboards
    .flatMap((d) => d.tables)
    .find((t) => t.tableId === r.tableId)
    ?.seats.find((s) => s.seat === r.seat);
  if (seat?.kind !== "human" || seat.studentId !== rescuer.opts.studentId || seat.computerPlays) {
    return `the seat is not the new phone's at the end: ${JSON.stringify(seat)}`;
  }
  if (moves === undefined) return "no record";
  const back = rescuer.firstSeq;
  if (back === null) return "the new phone got no frame of its table";
  // Every move of the seat from the phone's death on: before the new phone was back (its first
  // frame's seq), the computer's (grace-move only: an open seat waits); from then on, the new
  // phone's.
  const acked = tally.acked.get(r.tableId) ?? new Map();
  const auto = new Set(
    (records.get(r.tableId)?.meta.autoplayed ?? [])
      .filter((a) => a.seat === r.seat)
      .map((a) => a.index),
  );
  for (const [index, mover] of moves) {
    if (mover !== r.seat || index < r.leftAtSeq) continue;
    if (index >= back) {
      if (acked.get(index)?.by !== rescuer.opts.label) {
        return `its move at ${index} (the new phone back at ${back}) is not the new phone's`;
      }
    } else if (!auto.has(index) || r.path !== "grace-move") {
      return `its move at ${index}, before the new phone was back at ${back}, is not the computer's for the grace`;
    }
  }
  return null;
}

/** A record's player moves (chance actions left out): index → seat, by replaying it. */
function playerMoves(record: TableRecord): Map<number, number> {
  const game: AnyGame = getGame(record.game);
  const config = game.parseConfig(record.config);
  if (!config.ok) throw new Error(config.error.message);
  let state = game.newGame(config.value);
  const moves = new Map<number, number>();
  for (const [i, raw] of record.actions.entries()) {
    const actor = game.actor(state);
    if (actor.kind === "player") moves.set(i, actor.player);
    const action = game.parseAction(raw);
    if (!action.ok) throw new Error(action.error.message);
    const next = game.apply(state, action.value);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return moves;
}
