// The class authority's facade (issue #16), and its table of contents: a teacher creates a
// class, students join it by code, the teacher seats them at tables (made and run by the
// table service), pauses, ends, starts the next game, reads the dashboard and the
// leaderboard. Transport-free like TableService: HTTP and socket.io call in here; pushes go
// out through a ClassNotifier (socket rooms). Each method delegates to the part that owns it:
//
//   credentials.ts  the teacher's and the students' tokens, ERR_WRONG_ROLE
//   roster.ts       create, join by code, names, a student's own view and warm-up
//   seat-tables.ts  seat everyone, seat the waiting students, hand a seat to a computer,
//                   release a student
//   moves.ts        "move to this device": a student's one-time code, a new device;
//                   moved-away.ts: the old device's token answered ERR_MOVED
//   names.ts        the teacher renames a student
//   requests.ts     the class list that bends: a name added, asking to join, approve,
//                   decline, "that's not me"
//   lifecycle.ts    pause and resume, end this game or the lesson, next game, settings
//   stopping.ts     the undo window of an end or next game; history.ts the earlier games
//   dashboard.ts    the dashboard, its throttled pushes
//   leaderboard.ts  the points, the leaderboard and the students' podium
//   retention.ts    activity marks and the deletion sweep
//   seating.ts, views.ts  pure: the split into tables; what each role sees

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type {
  AskStatus,
  AskToJoinResponse,
  ClassDashboard,
  ClassHistory,
  ClassJoinReply,
  ClassPublicInfo,
  CreateClassRequestParsed,
  CreateClassResponse,
  JoinClassResponse,
  Leaderboard,
  LessonReport,
  MoveCodeResponse,
  openSeatToComputerRequestSchema,
  ProtocolError,
  SeatBotLevel,
  StudentView,
  seatRequestSchema,
  seatWaitingRequestSchema,
  TableSize,
} from "@number-games/protocol";
import { CLASS_UNDO } from "@number-games/protocol";
import { inThreadBots } from "../bots/bot-pool";
import { tokenMatches } from "../common/ids";
import type { ClassRow, TableRow, TableStore } from "../storage/types";
import type { Logger } from "../tables/context";
import type { TableService } from "../tables/service";
import { currentClass, teacherCommand } from "./command";
import type { ClassCtx, ClassNotifier } from "./context";
import { notFound } from "./context";
import { buildDashboard, changed } from "./dashboard";
import { lessonHistory } from "./history";
import { lessonLeaderboard, lessonPodium, podiumChanged } from "./leaderboard";
import type { DecisionReviewer } from "./lesson-report";
import { LessonReports } from "./lesson-report";
import * as lifecycle from "./lifecycle";
import { seatRefused } from "./moved-away";
import * as moves from "./moves";
import { renameStudent } from "./names";
import * as requests from "./requests";
import { CLASS_RETENTION_MS, CLASS_SWEEP_MS, forgetClasses, sweep, touch } from "./retention";
import * as roster from "./roster";
import * as seating from "./seat-tables";
import * as stopping from "./stopping";

export type { ClassNotifier } from "./context";
export { CLASS_RETENTION_MS, CLASS_SWEEP_MS } from "./retention";

export interface ClassServiceOptions {
  readonly store: TableStore;
  readonly tables: TableService;
  readonly notifier: ClassNotifier;
  readonly now?: () => number;
  readonly logger?: Logger;
  /** At most one dashboard push per class per this many ms (default 500). */
  readonly pushMs?: number;
  /** A class is deleted this long after its last activity (default 7 days). */
  readonly retentionMs?: number;
  /** How long an end or next game can be undone (default CLASS_UNDO.windowMs, 10 s). */
  readonly undoMs?: number;
  /** How often the deletion sweep runs (default CLASS_SWEEP_MS, 5 minutes; 0: never by itself). */
  readonly sweepMs?: number;
  /** Who rates the decisions of the lesson report (the bot pool; default: on the event loop). */
  readonly reviewer?: DecisionReviewer;
  /**
   * Rollout determinizations per decision of the lesson report at most (default 300, a
   * review's; fewer where the rating is settled sooner).
   */
  readonly reportDeterminizations?: number;
}

type Res<T> = Promise<Result<T, ProtocolError>>;
type SeatRequest = import("zod").output<typeof seatRequestSchema>;
type SeatWaitingRequest = import("zod").output<typeof seatWaitingRequestSchema>;
type OpenSeatRequest = import("zod").output<typeof openSeatToComputerRequestSchema>;

export class ClassService {
  private readonly ctx: ClassCtx;
  private readonly sweeper: NodeJS.Timeout | null;
  private readonly reports: LessonReports;

  constructor(options: ClassServiceOptions) {
    this.reports = new LessonReports({
      store: options.store,
      reviewer: options.reviewer ?? { review: inThreadBots.review },
      ...(options.reportDeterminizations !== undefined
        ? { determinizations: options.reportDeterminizations }
        : {}),
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
    });
    this.ctx = {
      store: options.store,
      tables: options.tables,
      notifier: options.notifier,
      now: options.now ?? Date.now,
      pushMs: options.pushMs ?? 500,
      retentionMs: options.retentionMs ?? CLASS_RETENTION_MS,
      undoMs: options.undoMs ?? CLASS_UNDO.windowMs,
      stopTimers: new Map(),
      log: options.logger,
      pending: new Map(),
      podiumPending: new Map(),
      touched: new Map(),
      closed: false,
    };
    const sweepMs = options.sweepMs ?? CLASS_SWEEP_MS;
    this.sweeper = sweepMs > 0 ? setInterval(() => void this.sweep(), sweepMs) : null;
    this.sweeper?.unref?.();
  }

  close(): void {
    this.ctx.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const p of [this.ctx.pending, this.ctx.podiumPending, this.ctx.stopTimers]) {
      for (const t of p.values()) clearTimeout(t);
      p.clear();
    }
  }

  // ---------------------------------------------------------------- creating and joining (roster.ts)

  create(req: CreateClassRequestParsed): Res<CreateClassResponse> {
    return roster.create(this.ctx, req);
  }

  publicInfo(ref: string): Res<ClassPublicInfo> {
    return roster.publicInfo(this.ctx, ref);
  }

  join(ref: string, rawName: string): Res<JoinClassResponse> {
    return roster.join(this.ctx, ref, rawName);
  }

  /** A socket subscribes: the role comes from the token. */
  async subscribe(
    classId: string,
    token: string,
  ): Promise<(ClassJoinReply & { ok: true }) | { ok: false; error: ProtocolError }> {
    const row = await currentClass(this.ctx, classId);
    if (row === null) return notFound();
    if (tokenMatches(token, row.teacherTokenHash)) {
      return { ok: true, role: "teacher", dashboard: await buildDashboard(this.ctx, row) };
    }
    const me = await this.me(classId, token);
    if (!me.ok) return me;
    return {
      ok: true,
      role: "student",
      student: me.value,
      podium: await lessonPodium(this.ctx, row),
    };
  }

  /** Why a table refused a seat token: ERR_MOVED for a moved student's old one (moved-away.ts). */
  seatRefused(tableId: string, seatToken: string, refused: ProtocolError): Promise<ProtocolError> {
    return seatRefused(this.ctx, tableId, seatToken, refused);
  }

  // ---------------------------------------------------------------- the class list that bends (requests.ts)

  addRosterName(classId: string, token: string, name: string): Res<ClassDashboard> {
    return requests.addName(this.ctx, classId, token, name);
  }

  askToJoin(ref: string, name: string): Res<AskToJoinResponse> {
    return requests.ask(this.ctx, ref, name);
  }

  askStatus(classId: string, token: string): Res<AskStatus> {
    return requests.askStatus(this.ctx, classId, token);
  }

  answerRequest(
    classId: string,
    token: string,
    requestId: string,
    approve: boolean,
  ): Res<ClassDashboard> {
    return approve
      ? requests.approve(this.ctx, classId, token, requestId)
      : requests.decline(this.ctx, classId, token, requestId);
  }

  setRequestsOpen(classId: string, token: string, open: boolean): Res<ClassDashboard> {
    return requests.setRequestsOpen(this.ctx, classId, token, open);
  }

  declineAllRequests(classId: string, token: string): Res<ClassDashboard> {
    return requests.declineAll(this.ctx, classId, token);
  }

  notMe(classId: string, token: string): Res<StudentView> {
    return requests.notMe(this.ctx, classId, token);
  }

  // ---------------------------------------------------------------- move to this device (moves.ts)

  moveCode(classId: string, token: string, studentId: string): Res<MoveCodeResponse> {
    return moves.makeCode(this.ctx, classId, token, studentId);
  }

  moveHere(ref: string, code: string): Res<JoinClassResponse> {
    return moves.moveHere(this.ctx, ref, code);
  }

  // ---------------------------------------------------------------- a student's routes

  me(classId: string, token: string): Res<StudentView> {
    return roster.me(this.ctx, classId, token);
  }

  warmup(
    classId: string,
    token: string,
    score: number,
    total: number,
    misses?: readonly { readonly shown: number; readonly chosen: number }[],
  ): Res<StudentView> {
    return roster.warmup(this.ctx, classId, token, score, total, misses);
  }

  // ---------------------------------------------------------------- the teacher's routes

  /** The lesson report (lesson-report.ts): the teacher's only, at any time of the lesson. */
  async report(classId: string, token: string): Res<LessonReport> {
    const row = await teacherCommand(this.ctx, classId, token, "any");
    if (!row.ok) return row;
    return ok(await this.reports.report(classId));
  }

  async dashboard(classId: string, token: string): Res<ClassDashboard> {
    const row = await teacherCommand(this.ctx, classId, token, "any");
    if (!row.ok) return row;
    await touch(this.ctx, classId, false);
    return ok(await buildDashboard(this.ctx, row.value));
  }

  seat(classId: string, token: string, req: SeatRequest): Res<ClassDashboard> {
    return seating.seat(this.ctx, classId, token, req);
  }

  seatWaiting(classId: string, token: string, req: SeatWaitingRequest): Res<ClassDashboard> {
    return seating.seatWaiting(this.ctx, classId, token, req);
  }

  handToComputer(
    classId: string,
    token: string,
    studentId: string,
    botLevel: SeatBotLevel,
  ): Res<ClassDashboard> {
    return seating.handToComputer(this.ctx, classId, token, studentId, botLevel);
  }

  openSeatToComputer(classId: string, token: string, req: OpenSeatRequest): Res<ClassDashboard> {
    return seating.openSeatToComputer(this.ctx, classId, token, req);
  }

  release(classId: string, token: string, studentId: string): Res<ClassDashboard> {
    return seating.release(this.ctx, classId, token, studentId);
  }

  /** The teacher renames a student (names.ts). */
  rename(classId: string, token: string, studentId: string, name: string): Res<ClassDashboard> {
    return renameStudent(this.ctx, classId, token, studentId, name);
  }

  pause(classId: string, token: string, paused: boolean): Res<ClassDashboard> {
    return lifecycle.pause(this.ctx, classId, token, paused);
  }

  end(classId: string, token: string, lesson: boolean): Res<ClassDashboard> {
    return lifecycle.end(this.ctx, classId, token, lesson);
  }

  next(
    classId: string,
    token: string,
    req: { game?: string; config?: Record<string, unknown>; tableSize?: TableSize },
  ): Res<ClassDashboard> {
    return lifecycle.next(this.ctx, classId, token, req);
  }

  /** Undo the end or next game held for its window (`now: false`), or let it happen now. */
  async settleStop(classId: string, token: string, now: boolean): Res<ClassDashboard> {
    const auth = await teacherCommand(this.ctx, classId, token, "any");
    if (!auth.ok) return auth;
    return now ? stopping.stopNow(this.ctx, auth.value) : stopping.undo(this.ctx, auth.value);
  }

  history(classId: string, token: string): Res<ClassHistory> {
    return lessonHistory(this.ctx, classId, token);
  }

  settings(
    classId: string,
    token: string,
    patch: Partial<ClassRow["settings"]>,
  ): Res<ClassDashboard> {
    return lifecycle.settings(this.ctx, classId, token, patch);
  }

  grace(classId: string, token: string, seconds: number | null): Res<ClassDashboard> {
    return lifecycle.grace(this.ctx, classId, token, seconds);
  }

  async leaderboard(classId: string, token: string): Res<Leaderboard> {
    const auth = await teacherCommand(this.ctx, classId, token, "any");
    if (!auth.ok) return auth;
    return ok(await lessonLeaderboard(this.ctx, auth.value));
  }

  // ---------------------------------------------------------------- pushes and activity

  /** A table of this class changed (a move, its end, a seat): the dashboard follows, throttled. */
  tableChanged(row: TableRow): void {
    if (row.classTable === undefined) return;
    const classId = row.classTable.classId;
    void touch(this.ctx, classId, false).catch(() => {});
    changed(this.ctx, classId);
    // A game over (played out or stopped) moves the podium.
    if (row.status === "finished") podiumChanged(this.ctx, classId);
    // Its decisions go for review as it is played and the rest at its end (LessonReports).
    this.reports.tableChanged(row);
  }

  /** A student's connection came or went. */
  presenceChanged(classId: string): void {
    changed(this.ctx, classId);
  }

  buildDashboard(row: ClassRow): Promise<ClassDashboard> {
    return buildDashboard(this.ctx, row);
  }

  // ---------------------------------------------------------------- the sweep (retention.ts)

  /**
   * Deletes the classes (and their tables) inactive for the retention time; every process
   * forgets them (the others through `forgetDeleted`).
   */
  async sweep(): Promise<string[]> {
    const gone = await sweep(this.ctx);
    for (const id of gone) this.reports.forget(id);
    return gone;
  }

  /**
   * Another process deleted these classes from storage: their lesson reports, activity marks
   * and pending pushes and timers leave memory here too.
   */
  forgetDeleted(classIds: readonly string[]): void {
    forgetClasses(this.ctx, classIds);
    for (const id of classIds) this.reports.forget(id);
  }
}
