// The teacher's view of a class as it changes: the dashboard (built from the spectator's
// knowledge only, views.ts), its throttled pushes, the students' new views after a teacher's
// change. The leaderboard and the podium are leaderboard.ts's.

import { ok } from "@number-games/engine";
import type { ClassDashboard } from "@number-games/protocol";
import { nameKey } from "../storage/classes";
import type { ClassRow, TableRow } from "../storage/types";
import type { ClassCtx } from "./context";
import { roundTables } from "./context";
import {
  classFacts,
  pendingStop,
  rosterFacts,
  seatsOfRound,
  studentView,
  tableSummary,
} from "./views";

/** Schedules one dashboard push for the class (at most one per `pushMs`). */
export function changed(ctx: ClassCtx, classId: string): void {
  if (ctx.closed || ctx.pending.has(classId)) return;
  const timer = setTimeout(() => {
    ctx.pending.delete(classId);
    void pushDashboard(ctx, classId).catch((e: unknown) =>
      ctx.log?.warn("could not push a class dashboard", { error: String(e) }),
    );
  }, ctx.pushMs);
  timer.unref?.();
  ctx.pending.set(classId, timer);
}

async function pushDashboard(ctx: ClassCtx, classId: string): Promise<void> {
  if (ctx.closed || !ctx.notifier.hasTeacher(classId)) return;
  const row = await ctx.store.getClass(classId);
  if (row !== null) ctx.notifier.dashboard(classId, await buildDashboard(ctx, row));
}

/** After a teacher's change: `students` hear their new view, the teacher the dashboard. */
export async function afterChange(
  ctx: ClassCtx,
  row: ClassRow,
  students: readonly string[],
): Promise<{ ok: true; value: ClassDashboard }> {
  if (students.length > 0) {
    const [all, tables, seatRows] = await Promise.all([
      ctx.store.students(row.id),
      roundTables(ctx, row),
      ctx.store.classSeats(row.id),
    ]);
    const seats = seatsOfRound(tables, seatRows, all);
    const wanted = new Set(students);
    for (const s of all) {
      if (wanted.has(s.id))
        ctx.notifier.student(row.id, studentView(row, s, seats.get(s.id) ?? null));
    }
  }
  const dashboard = await buildDashboard(ctx, row);
  ctx.notifier.dashboard(row.id, dashboard);
  return ok(dashboard);
}

export async function buildDashboard(ctx: ClassCtx, row: ClassRow): Promise<ClassDashboard> {
  const [students, rows, seatRows] = await Promise.all([
    ctx.store.students(row.id),
    roundTables(ctx, row),
    ctx.store.classSeats(row.id),
  ]);
  const tables = [];
  const current: TableRow[] = [];
  // Who is away at the playing tables, as presence stored it (the same on every process).
  const playing = rows.filter((r) => r.status === "playing").map((r) => r.id);
  const presence =
    playing.length > 0 ? await ctx.store.presence(playing) : new Map<string, never>();
  for (const r of rows) {
    const t = await ctx.tables.tables.live(r.id);
    if (t === null) continue;
    current.push(t.meta);
    tables.push(tableSummary(t.meta, t.game, t.state, t.actors, seatRows, presence.get(r.id)));
  }
  const seats = seatsOfRound(current, seatRows, students);
  const joined = new Set(students.map((s) => nameKey(s.name)));
  return {
    class: classFacts(row),
    students: students.map((s) => {
      const seat = seats.get(s.id) ?? null;
      return {
        id: s.id,
        name: s.name,
        joinedAt: s.joinedAt,
        connected: ctx.notifier.studentConnected(row.id, s.id),
        status: seat === null ? ("waiting" as const) : ("seated" as const),
        table: seat,
        warmup: s.warmup,
      };
    }),
    missing: (row.roster ?? []).filter((n) => !joined.has(nameKey(n))),
    tables,
    ...rosterFacts(row),
    stopping: pendingStop(row, rows),
  };
}
