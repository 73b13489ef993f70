// What the class authority's parts share (built once by `ClassService`): storage, the table
// service, the notifier, the clock and log, the throttle of dashboard pushes and activity
// marks; and the small helpers every part uses (the class's current tables, errors).

import type { ClassDashboard, ClassPodium, StudentView } from "@number-games/protocol";
import type { ClassRow, TableRow, TableStore } from "../storage/types";
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
