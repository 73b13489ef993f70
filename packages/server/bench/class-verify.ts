// What the classroom benchmark checks after its lesson (class.ts), from the teachers'
// dashboards and the tables' records (GET /api/tables/:id/record with a seat's token):
// - every table finished its game (none stopped, none still playing);
// - no action lost: every acknowledged action is in its table's record at the seq it was sent
//   at, and every player move of the record is an acknowledged one or one the computer played
//   for an away seat (autoplayed);
// - every rescue ended with the seat its student's again: the dashboard shows the rescuer's
//   student at it (a person, no computer playing), the rescuer played there, and the computer
//   played none of that seat's moves after the rescuer's first (release-reseat: none at all,
//   the table waited for the open seat).

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
  let playerMoves = 0;
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
      const moves = playerMoveIndexes(record);
      const acked = tally.acked.get(t.tableId) ?? new Map();
      const auto = new Set(record.meta.autoplayed.map((a) => a.index));
      playerMoves += moves.length;
      autoplayed += auto.size;
      for (const [seq, { action, by }] of acked) {
        if (JSON.stringify(record.actions[seq]) !== JSON.stringify(action)) {
          lost++;
          problems.push(`table ${t.tableId}: ${by}'s action at ${seq} is not in the record`);
        }
      }
      const unaccounted = moves.filter((i) => !acked.has(i) && !auto.has(i)).length;
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
    const problem = rescueProblem(r, dashboards, records, tally);
    if (problem === null) rescued++;
    else problems.push(`${r.name} (${r.path}): ${problem}`);
  }
  return {
    tables,
    finished,
    playerMoves,
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
  const mine = [...(tally.acked.get(r.tableId) ?? new Map()).entries()]
    .filter(([, a]) => a.by === rescuer.opts.label)
    .map(([seq]) => seq);
  if (mine.length === 0) return "the new phone never played";
  const first = Math.min(...mine);
  const auto = (records.get(r.tableId)?.meta.autoplayed ?? []).filter((a) => a.seat === r.seat);
  if (auto.some((a) => a.index > first)) return "the computer played the seat after the rescue";
  if (r.path === "release-reseat" && auto.length > 0) return "the computer played the open seat";
  return null;
}

/** The indexes of a record's player moves (chance actions left out), by replaying it. */
function playerMoveIndexes(record: TableRecord): number[] {
  const game: AnyGame = getGame(record.game);
  const config = game.parseConfig(record.config);
  if (!config.ok) throw new Error(config.error.message);
  let state = game.newGame(config.value);
  const moves: number[] = [];
  for (const [i, raw] of record.actions.entries()) {
    if (game.actor(state).kind === "player") moves.push(i);
    const action = game.parseAction(raw);
    if (!action.ok) throw new Error(action.error.message);
    const next = game.apply(state, action.value);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return moves;
}
