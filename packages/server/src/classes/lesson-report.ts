// The lesson report (the teacher's, docs/classroom.md "The lesson report"): every decision a
// student made in a finished game of the class, rated by the review engine (the same as a
// player's own review: @number-games/bots reviewSeat), read together by the bots' readLesson,
// with the warm-up's misread numbers.
//
// Work: reviews run as short jobs (one decision each, the record up to that decision) on the bot
// worker threads, behind the live tables' bot moves (BotDecider.review). A class game's
// decisions are queued while it is played (its new actions read at most every
// `readIntervalMs`) and the rest when it ends, so the report is ready seconds after the
// lesson's last game (docs/benchmarks.md "Lesson report"). Each decision's rollouts stop once
// more could not change its rating (the bots' review/settle.ts): the same engine, thresholds
// and words as a player's own review. A rating is kept by the fingerprint of the actions up to
// its decision, so one made in play stands at the game's end unless a takeback changed what led
// to it. Results are kept in memory per class (the records they come from stay in storage); a
// deleted class is forgotten (`forget`), on every process (ClassService.forgetDeleted). A
// report asked for while decisions of finished games are unrated says so (`computing`, with
// progress), and its figures count only the seats whose every decision is rated.
//
// Honest: only finished games are read, so nothing of a game in progress reaches the report;
// moves a computer played for a student (autoplay) are not counted as theirs.

import { createHash } from "node:crypto";
import type { LessonDecision, LessonSeat } from "@number-games/bots";
import { DecisionScan, readLesson } from "@number-games/bots";
import type { GameRecord } from "@number-games/engine";
import { getGame, RECORD_FORMAT } from "@number-games/engine";
import type {
  LessonReport,
  LessonReportStudent,
  ReportMove,
  WarmupMiss,
} from "@number-games/protocol";
import { misreadNumbers } from "@number-games/protocol";
import type { ReviewJob } from "../bots/bot-decide";
import type { ActionRow, ClassSeatRow, TableRow, TableStore } from "../storage/types";
import { isTakebackAction } from "../tables/live-table";
import { tablePlaces } from "./leaderboard";

export type { ReviewJob };

/** Who rates decisions (the bot pool's workers; tests pass their own). */
export interface DecisionReviewer {
  review(job: ReviewJob): Promise<LessonDecision>;
}

export interface LessonReportsOptions {
  readonly store: TableStore;
  readonly reviewer: DecisionReviewer;
  /**
   * Rollout determinizations per decision at most (default 300: a player's own review's; a
   * decision stops sooner once its rating is settled).
   */
  readonly determinizations?: number;
  /** A game in play has its actions read for review at most this often (default 2000 ms). */
  readonly readIntervalMs?: number;
  readonly logger?: { error(msg: string, data?: Record<string, unknown>): void };
}

/** The game as the seat played it: the actions that stand (takebacks applied, up to the end). */
export interface PlayedGame {
  readonly record: GameRecord;
  /** Action indices a computer played for a person (not that person's decisions). */
  readonly autoplayed: ReadonlySet<number>;
}

/** The actions that stand in a finished table's stored rows (see live-table.ts). */
export function playedGame(table: TableRow, rows: readonly ActionRow[]): PlayedGame {
  const actions: unknown[] = [];
  const auto: (boolean | undefined)[] = [];
  const last = table.ending?.seq ?? Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.seq > last) break;
    if (isTakebackAction(row.action)) {
      actions.length = row.action.takeback.to;
      auto.length = row.action.takeback.to;
      continue;
    }
    actions.push(row.action);
    auto.push(row.autoplay !== null);
  }
  const autoplayed = new Set<number>();
  auto.forEach((a, i) => {
    if (a) autoplayed.add(i);
  });
  return {
    record: { format: RECORD_FORMAT, game: table.game, config: table.config, actions },
    autoplayed,
  };
}

/**
 * A fingerprint of each prefix of `actions` (the i-th: actions 0..i): a rating of decision i
 * holds for every record with that prefix (a review reads only what came before), whatever
 * follows, so a rating made while the game was in play is kept at its end unless a takeback
 * changed what led to it.
 */
export function prefixFingerprints(actions: readonly unknown[]): string[] {
  const out: string[] = [];
  let last = "";
  for (const a of actions) {
    last = createHash("sha1").update(last).update(JSON.stringify(a)).digest("base64");
    out.push(last);
  }
  return out;
}

/** Reviews of one class table's decisions, from its first look in play to its end. */
interface TableReviews {
  /** Ratings by decision key (`${seat}:${index}:${prefix fingerprint}`). */
  readonly rated: Map<string, LessonDecision>;
  /** Keys whose review is out. */
  readonly queued: Set<string>;
  /** The played actions replayed once (DecisionScan), and the fingerprint of the last read. */
  scan: DecisionScan | null;
  scanned: string;
  /** In play: the table's latest row, its action rows read so far, the next read's timer. */
  row: TableRow;
  rows: ActionRow[];
  lastRead: number;
  timer: NodeJS.Timeout | null;
}

/** A finished class game, read from storage once: it no longer changes. */
interface FinishedGame {
  readonly table: TableRow;
  readonly played: PlayedGame;
  readonly place: readonly (number | null)[];
  readonly points: readonly (number | null)[];
  /** Decision keys of each class seat's student (autoplayed moves left out), in order. */
  readonly seats: Map<number, readonly string[]>;
}

interface ClassWork {
  /** By table id. */
  readonly tables: Map<string, TableReviews>;
  /** By table id. */
  readonly games: Map<string, FinishedGame>;
}

/**
 * Places (the leaderboard's: a resignation or claim decides the winners) and scores of a
 * finished table, by seat; none for a game stopped before its end.
 */
function outcome(
  table: TableRow,
  record: GameRecord,
): { place: (number | null)[]; points: (number | null)[] } {
  const game = getGame(record.game);
  const none = { place: [], points: [] };
  const cfg = game.parseConfig(record.config);
  if (!cfg.ok) return none;
  let state = game.newGame(cfg.value);
  for (const raw of record.actions) {
    const a = game.parseAction(raw);
    if (!a.ok) return none;
    const next = game.apply(state, a.value);
    if (!next.ok) return none;
    state = next.value;
  }
  const result = game.result(state);
  const winners = table.ending?.winners ?? (result.terminal ? result.winners : null);
  // A game the teacher stopped before its end has no place or score (as on the leaderboard).
  if (winners === null) return none;
  return {
    place: tablePlaces(record.game, { scores: result.scores, winners }),
    points: [...result.scores],
  };
}

export class LessonReports {
  private readonly work = new Map<string, ClassWork>();
  private readonly determinizations: number;
  private readonly readIntervalMs: number;

  constructor(private readonly options: LessonReportsOptions) {
    this.determinizations = options.determinizations ?? 300;
    this.readIntervalMs = options.readIntervalMs ?? 2000;
  }

  /**
   * A class table changed: in play, its new decisions are queued for review (reading its
   * actions at most once per `readIntervalMs`); once finished, every decision of its students.
   */
  tableChanged(row: TableRow): void {
    if (row.classTable === undefined) return;
    const classId = row.classTable.classId;
    const failed = (what: string) => (e: unknown) =>
      this.options.logger?.error(`lesson report: could not ${what}`, {
        classId,
        tableId: row.id,
        error: e instanceof Error ? e.message : String(e),
      });
    if (row.status === "finished") {
      void this.start(classId).catch(failed("start reviews"));
      return;
    }
    if (row.status !== "playing") return;
    const tr = this.tableOf(this.classOf(classId), row);
    tr.row = row;
    if (tr.timer !== null) return;
    const wait = Math.max(0, tr.lastRead + this.readIntervalMs - Date.now());
    tr.timer = setTimeout(() => {
      tr.timer = null;
      tr.lastRead = Date.now();
      void this.inPlay(classId, tr).catch(failed("review a game in play"));
    }, wait);
    tr.timer.unref?.();
  }

  /** The class was deleted: its reviews go. */
  forget(classId: string): void {
    const work = this.work.get(classId);
    for (const tr of work?.tables.values() ?? []) if (tr.timer !== null) clearTimeout(tr.timer);
    this.work.delete(classId);
  }

  private classOf(classId: string): ClassWork {
    let work = this.work.get(classId);
    if (work === undefined) {
      work = { tables: new Map(), games: new Map() };
      this.work.set(classId, work);
    }
    return work;
  }

  private tableOf(work: ClassWork, row: TableRow): TableReviews {
    let tr = work.tables.get(row.id);
    if (tr === undefined) {
      tr = {
        rated: new Map(),
        queued: new Set(),
        scan: null,
        scanned: "",
        row,
        rows: [],
        lastRead: Number.NEGATIVE_INFINITY,
        timer: null,
      };
      work.tables.set(row.id, tr);
    }
    return tr;
  }

  /**
   * The decisions of a game in play, read since the last look, go for review: the lesson's
   * last game is then mostly reviewed when it ends. Nothing of it reaches a report before that
   * (report() reads finished games only).
   */
  private async inPlay(classId: string, tr: TableReviews): Promise<void> {
    const { store } = this.options;
    const table = tr.row;
    const [rows, seats] = await Promise.all([
      store.actions(table.id, tr.rows.at(-1)?.seq ?? 0),
      store.classSeats(classId),
    ]);
    const work = this.work.get(classId);
    // Deleted, or finished meanwhile (start() reads the whole game then).
    if (work === undefined || work.games.has(table.id) || work.tables.get(table.id) !== tr) return;
    tr.rows.push(...rows);
    const played = playedGame(table, tr.rows);
    const keys = this.decisionKeys(
      tr,
      played,
      seats.filter((s) => s.tableId === table.id),
    );
    for (const [seat, seatKeys] of keys)
      this.queueSeat(tr, table.id, played.record, seat, seatKeys);
  }

  /**
   * Each class seat's decision keys in `played` (autoplayed moves left out), the actions
   * replayed once across looks (a takeback, which changes a read prefix, starts the replay over).
   */
  private decisionKeys(
    tr: TableReviews,
    played: PlayedGame,
    seats: readonly ClassSeatRow[],
  ): Map<number, string[]> {
    const { record, autoplayed } = played;
    const prints = prefixFingerprints(record.actions);
    const n = tr.scan?.length ?? 0;
    if (tr.scan === null || n > prints.length || (n > 0 && prints[n - 1] !== tr.scanned)) {
      tr.scan = DecisionScan.of(record);
    }
    tr.scan.extend(record.actions);
    tr.scanned = prints.at(-1) ?? "";
    const keys = new Map<number, string[]>();
    for (const { seat } of seats) {
      const indices = tr.scan.decisionsOf(seat).filter((i) => !autoplayed.has(i));
      keys.set(
        seat,
        indices.map((i) => `${seat}:${i}:${prints[i]}`),
      );
    }
    return keys;
  }

  /**
   * Queues the review of every finished table's student decisions not rated nor out yet (so
   * also again those whose review failed: a worker that died twice, say). Each finished game
   * is read from storage once. Returns the class's work, its finished games in storage's order
   * and its seats.
   */
  private async start(
    classId: string,
  ): Promise<{ work: ClassWork; finished: FinishedGame[]; seats: ClassSeatRow[] }> {
    const { store } = this.options;
    const work = this.classOf(classId);
    const [tables, seats] = await Promise.all([
      store.classTables(classId),
      store.classSeats(classId),
    ]);
    const finished: FinishedGame[] = [];
    for (const table of tables) {
      if (table.status !== "finished" || table.classTable === undefined) continue;
      const tr = this.tableOf(work, table);
      let game = work.games.get(table.id);
      if (game === undefined) {
        if (tr.timer !== null) clearTimeout(tr.timer);
        tr.timer = null;
        const played = playedGame(table, await store.actions(table.id));
        const mine = seats.filter((x) => x.tableId === table.id);
        const keys = this.decisionKeys(tr, played, mine);
        game = { table, played, ...outcome(table, played.record), seats: keys };
        work.games.set(table.id, game);
        // What was read in play is no longer needed.
        tr.rows = [];
        tr.scan = null;
      }
      finished.push(game);
      for (const [seat, keys] of game.seats) {
        this.queueSeat(tr, table.id, game.played.record, seat, keys);
      }
    }
    return { work, finished, seats };
  }

  private queueSeat(
    tr: TableReviews,
    tableId: string,
    record: GameRecord,
    seat: number,
    keys: readonly string[],
  ): void {
    for (const key of keys) {
      if (tr.rated.has(key) || tr.queued.has(key)) continue;
      tr.queued.add(key);
      const index = Number(key.split(":")[1]);
      this.options.reviewer
        .review({
          // The record up to the decision: all a review of it reads.
          record: { ...record, actions: record.actions.slice(0, index + 1) },
          seat,
          index,
          // The same seed for the same decision however often it is reviewed.
          seed: `lesson|${tableId}|${seat}`,
          determinizations: this.determinizations,
          // Stops once the rating is settled: the same rating as the player's own review
          // (the bots' review/settle.ts says why the count is then enough).
          settle: true,
        })
        .then(
          (d) => {
            tr.rated.set(key, d);
          },
          (e: unknown) => {
            // Asked for again, the report queues it again (start).
            this.options.logger?.error("lesson report: a review failed", {
              tableId,
              seat,
              index,
              error: e instanceof Error ? e.message : String(e),
            });
          },
        )
        .finally(() => {
          tr.queued.delete(key);
        });
    }
  }

  /** The report as it stands (see the header): `computing` while jobs are left. */
  async report(classId: string): Promise<LessonReport> {
    const { work, finished, seats } = await this.start(classId);
    const students = await this.options.store.students(classId);
    const lessonSeats: LessonSeat[] = [];
    let done = 0;
    let total = 0;
    for (const { table, place, points, seats: keysOf } of finished) {
      const tr = work.tables.get(table.id)!;
      for (const s of seats.filter((x) => x.tableId === table.id)) {
        const keys = keysOf.get(s.seat);
        if (keys === undefined) continue;
        const rated = keys.filter((k) => tr.rated.has(k)).length;
        total += keys.length;
        done += rated;
        // Only a seat whose every decision is rated counts: no half-done figure.
        if (rated < keys.length) continue;
        lessonSeats.push({
          student: s.studentId,
          gameNumber: table.classTable!.number,
          table: table.id,
          game: table.game,
          seat: s.seat,
          place: place[s.seat] ?? null,
          points: points[s.seat] ?? null,
          decisions: keys.map((k) => tr.rated.get(k)!),
        });
      }
    }
    const reading = readLesson(
      students.map((s) => s.id),
      lessonSeats,
    );
    const nameOf = new Map(students.map((s) => [s.id, s.name]));
    const named = <T extends { student: string; table: string }>(m: T) => {
      const { student, table, ...rest } = m;
      return { ...rest, studentId: student, tableId: table, name: nameOf.get(student) ?? null };
    };
    const studentLines: LessonReportStudent[] = reading.students.map((r, i) => {
      const row = students[i]!;
      const w = row.warmup;
      return {
        studentId: r.student,
        name: row.name,
        games: r.games.map(({ table, ...g }) => ({ ...g, tableId: table })),
        decisions: r.decisions,
        good: r.good,
        mistakes: r.mistakes,
        goodShare: r.goodShare,
        costly: r.costly.map((m) => named(m) as ReportMove),
        trend: r.trend,
        warmup: w === null ? null : { score: w.score, total: w.total, misses: w.misses ?? [] },
      };
    });
    const misses: WarmupMiss[] = students.flatMap((s) => s.warmup?.misses ?? []);
    const games = new Map<number, { gameNumber: number; game: TableRow["game"]; tables: number }>();
    for (const { table: t } of finished) {
      const n = t.classTable!.number;
      const g = games.get(n) ?? { gameNumber: n, game: t.game, tables: 0 };
      g.tables++;
      games.set(n, g);
    }
    return {
      classId,
      status: { state: done < total ? "computing" : "ready", done, total },
      students: studentLines,
      kinds: reading.kinds,
      moments: reading.moments.map(({ weight: _weight, ...m }) => named(m)),
      misread: misreadNumbers(misses),
      games: [...games.values()].sort((a, b) => a.gameNumber - b.gameNumber),
    };
  }
}
