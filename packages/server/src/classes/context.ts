// What the class authority's parts share (built once by `ClassService`): storage, the table
// service, the notifier, the clock and log, the throttle of dashboard pushes and activity
// marks; and the small helpers every part uses (the class's current tables, the class row's
// compare-and-set, errors).

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type {
  ClassDashboard,
  ClassPodium,
  ProtocolError,
  StudentView,
} from "@number-games/protocol";
import { LOST, retryLost } from "../storage/compare-and-set";
import type { ClassPatch, ClassRow, TableRow, TableStore } from "../storage/types";
import type { Logger } from "../tables/context";
import { fail } from "../tables/context";
import type { TableService } from "../tables/service";

/** Where a class's news goes (socket.io rooms in production). */
export interface ClassNotifier {
  dashboard(classId: string, dashboard: ClassDashboard): void;
  /** false when no teacher connection listens (the dashboard is then not built). */
  hasTeacher(classId: string): boolean;
  student(classId: string, view: StudentView): void;
  /** Every student connection of the class (classes/leaderboard.ts). */
  podium(classId: string, podium: ClassPodium): void;
  /** The student's connections hear nothing more of the class. */
  dropStudent(classId: string, studentId: string): void;
  /** Whether one of the student's connections is subscribed (on this process). */
  studentConnected(classId: string, studentId: string): boolean;
  /**
   * Present when other processes serve classes too: tells them that these classes were
   * deleted from storage (the sweep); each forgets what it holds of them
   * (`ClassService.forgetDeleted`).
   */
  deleted?(classIds: readonly string[]): void;
}

export interface ClassCtx {
  readonly store: TableStore;
  readonly tables: TableService;
  readonly notifier: ClassNotifier;
  readonly now: () => number;
  readonly pushMs: number;
  readonly retentionMs: number;
  /** How long an end or next game can be undone (CLASS_UNDO.windowMs; tests shrink it). */
  readonly undoMs: number;
  /** One timer per class for its pending end or next game (stopping.ts). */
  readonly stopTimers: Map<string, NodeJS.Timeout>;
  readonly log: Logger | undefined;
  /** One pending dashboard push per class. */
  readonly pending: Map<string, NodeJS.Timeout>;
  /** One pending podium push per class. */
  readonly podiumPending: Map<string, NodeJS.Timeout>;
  /** When this process last marked each class active. */
  readonly touched: Map<string, number>;
  closed: boolean;
}

/** The tables of the class's current game. */
export async function roundTables(ctx: ClassCtx, row: ClassRow): Promise<TableRow[]> {
  return (await ctx.store.classTables(row.id)).filter((t) => t.classTable?.round === row.round);
}

export async function everyone(ctx: ClassCtx, row: ClassRow): Promise<string[]> {
  return (await ctx.store.students(row.id)).map((s) => s.id);
}

export { fail };
export const notFound = () =>
  fail("ERR_NOT_FOUND", "no class with this code; check it with your teacher");
export const classEnded = () => fail("ERR_CLASS_ENDED", "this class has ended");
export const stopping = () =>
  fail(
    "ERR_STOPPING",
    "this game is about to end: undo it, or go on now, before changing the tables",
  );
export const conflict = () => fail("ERR_CONFLICT", "the class changed meanwhile; try again");

/**
 * A compare-and-set of the class row, tried again on a fresh row when another request (on any
 * process) changed it meanwhile; `make` decides again each time (it may refuse).
 */
export function updateClass(
  ctx: ClassCtx,
  first: ClassRow,
  make: (
    row: ClassRow,
  ) => Result<ClassPatch, ProtocolError> | Promise<Result<ClassPatch, ProtocolError>>,
): Promise<Result<ClassRow, ProtocolError>> {
  let row: ClassRow = first;
  return retryLost(async () => {
    const patch = await make(row);
    if (!patch.ok) return patch;
    const updated = await ctx.store.updateClass(row.id, row.version, patch.value, ctx.now());
    if (updated !== null) return ok(updated);
    const fresh = await ctx.store.getClass(row.id);
    if (fresh === null) return notFound();
    row = fresh;
    return LOST;
  }, conflict);
}
