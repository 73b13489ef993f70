// The points rule of the class leaderboard (docs/classroom.md, "Points"): places at a table
// (computers included, ties shared, the game's own way of scoring), 3/2/1 points, stopped
// games, names; the podium (students only, ties, nothing before a game is over); the CSV
// (byte-order mark, columns, numbers, formulas, file name, the lesson report's columns once it
// is complete); and noninterference: nothing of a
// running or stopped game reaches the board or the podium.

import type { GameId } from "@number-games/engine";
import { getGame, TERMINAL } from "@number-games/engine";
import type { Leaderboard, LessonReport, LessonReportStudent } from "@number-games/protocol";
import {
  CSV_BOM,
  csvCell,
  LEADERBOARD_CSV_COLUMNS,
  LESSON_REPORT_CSV_COLUMNS,
  leaderboardCsv,
  leaderboardFileName,
} from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import type { LessonGame } from "../src/classes/leaderboard";
import { leaderboard, lessonGame, podium, tablePlaces } from "../src/classes/leaderboard";
import type { ClassSeatRow, TableRow } from "../src/storage/types";

const facts = {
  classId: "c",
  code: "ABCDEFGHJK",
  createdAt: "2026-11-27T23:30:00.000Z",
  rounds: 2,
};
const at = "2026-11-27T23:50:00.000Z";

function game(
  tableId: string,
  id: GameId,
  result: LessonGame["result"],
  round = 1,
  tableNumber = 1,
): LessonGame {
  return { tableId, game: id, round, tableNumber, at, result };
}

const seat = (tableId: string, s: number, studentId: string, name: string): ClassSeatRow => ({
  tableId,
  seat: s,
  classId: "c",
  studentId,
  name,
});

describe("places at a table", () => {
  it("higher is better at Number Line and Magic Numbers, lower at Take or Pay; ties share", () => {
    expect(tablePlaces("number-line", { scores: [5, 3, 7, 3], winners: [2] })).toEqual([
      2, 3, 1, 3,
    ]);
    expect(tablePlaces("take-or-pay", { scores: [40, -3, 12, 12], winners: [1] })).toEqual([
      4, 1, 2, 2,
    ]);
    expect(tablePlaces("magic-numbers", { scores: [30, 12, 27], winners: [0] })).toEqual([1, 3, 2]);
    // A shared win: both first, the next one third.
    expect(tablePlaces("number-line", { scores: [6, 6, 4], winners: [0, 1] })).toEqual([1, 1, 3]);
  });
});

describe("the leaderboard's points", () => {
  it("3/2/1 by place, computers included; ties share the place's points; stopped games score nothing", () => {
    const seats = [
      // t1: Ann, a computer (seat 1), Bo, Cy; the computer wins.
      seat("t1", 0, "sa", "Ann"),
      seat("t1", 2, "sb", "Bo"),
      seat("t1", 3, "sc", "Cy"),
      // t2: Dee and Eli tie for first (a shared win); Fay third.
      seat("t2", 0, "sd", "Dee"),
      seat("t2", 1, "se", "Eli"),
      seat("t2", 2, "sf", "Fay"),
      // t3 (game 2), stopped: Ann and Dee.
      seat("t3", 0, "sa", "Ann"),
      seat("t3", 1, "sd", "Dee"),
    ];
    const board = leaderboard(
      facts,
      [
        game("t3", "number-line", null, 2, 1),
        game("t1", "take-or-pay", { scores: [20, 5, 31, 40], winners: [1] }, 1, 1),
        game("t2", "number-line", { scores: [6, 6, 2], winners: [0, 1] }, 1, 2),
      ],
      seats,
    );
    expect(board).toMatchObject({ finishedGames: 2, stoppedGames: 1, rounds: 2, code: facts.code });
    expect(
      board.entries.map((e) => [e.rank, e.name, e.points, e.games, e.wins, e.stopped]),
    ).toEqual([
      // Dee and Eli tie for first (3 each): one class rank, listed by name.
      [1, "Dee", 3, 1, 1, 1],
      [1, "Eli", 3, 1, 1, 0],
      // Ann second at t1 behind the computer: 2 points.
      [3, "Ann", 2, 1, 0, 1],
      [4, "Bo", 1, 1, 0, 0],
      [4, "Fay", 1, 1, 0, 0],
      // Cy last of four: no points, still on the board.
      [6, "Cy", 0, 1, 0, 0],
    ]);
    const ann = board.entries.find((e) => e.name === "Ann")!;
    // Oldest game first; the stopped one has no score and no place.
    expect(ann.results).toEqual([
      {
        round: 1,
        game: "take-or-pay",
        tableNumber: 1,
        seat: 0,
        at,
        status: "finished",
        score: 20,
        place: 2,
        points: 2,
      },
      {
        round: 2,
        game: "number-line",
        tableNumber: 1,
        seat: 0,
        at,
        status: "stopped",
        score: null,
        place: null,
        points: 0,
      },
    ]);
  });

  it("counts a student moved to another table mid-game once: where they were at the end", () => {
    const seats = [
      seat("t1", 0, "sa", "Ann"),
      seat("t1", 1, "sb", "Bo"),
      // Game 2: Ann's seat at t2 went to a computer (kept for her); she took over t3's seat 1.
      seat("t2", 0, "sa", "Ann"),
      seat("t2", 1, "sb", "Bo"),
      seat("t3", 0, "sc", "Cy"),
      seat("t3", 1, "sa", "Ann"),
    ];
    const first = { scores: [5, 1], winners: [0] };
    const second = { scores: [1, 5], winners: [1] };
    const annAt = (t2: LessonGame["result"], t3: LessonGame["result"]) => {
      const games = [
        game("t1", "number-line", first, 1, 1),
        { ...game("t2", "number-line", t2, 2, 1), people: [null, "Bo"] },
        { ...game("t3", "number-line", t3, 2, 2), people: ["Cy", "Ann"] },
      ];
      const boards = [games, [...games].reverse()].map((g) => leaderboard(facts, g, seats));
      expect(boards[0]).toEqual(boards[1]);
      return boards[0]!.entries.find((e) => e.name === "Ann")!;
    };
    // t2 stopped, t3 won by Ann: 3 + 3, not "3, stopped" beside 6 points.
    const won = annAt(null, second);
    expect(won).toMatchObject({ points: 6, games: 2, wins: 2, stopped: 0 });
    expect(won.results.map((r) => [r.round, r.tableNumber, r.status])).toEqual([
      [1, 1, "finished"],
      [2, 2, "finished"],
    ]);
    // The computer won t2 for her seat there, but she was at t3 when it was stopped.
    const stopped = annAt({ scores: [5, 1], winners: [0] }, null);
    expect(stopped).toMatchObject({ points: 3, games: 1, stopped: 1 });
    expect(stopped.results.map((r) => [r.round, r.tableNumber, r.status])).toEqual([
      [1, 1, "finished"],
      [2, 2, "stopped"],
    ]);
  });

  it("keeps a student's games under their name when they joined again", () => {
    const board = leaderboard(
      facts,
      [
        game("t1", "number-line", { scores: [5, 1], winners: [0] }),
        game("t2", "number-line", { scores: [5, 1], winners: [0] }, 2),
      ],
      [
        seat("t1", 0, "s1", "Ann"),
        seat("t1", 1, "s2", "Bo"),
        seat("t2", 0, "s9", "ann"),
        seat("t2", 1, "s2", "Bo"),
      ],
    );
    expect(board.entries.map((e) => [e.studentId, e.name, e.points, e.games])).toEqual([
      ["s9", "Ann", 6, 2],
      ["s2", "Bo", 4, 2],
    ]);
  });
});

describe("the podium", () => {
  const tables = (statuses: TableRow["status"][]) =>
    statuses.map((status, i) => ({
      ...tableRow("take-or-pay", 3),
      status,
      classTable: ref(i + 1),
    }));

  it("is empty before any game is played to its end (no row of zeros)", () => {
    const board = leaderboard(facts, [game("t1", "number-line", null)], [seat("t1", 0, "s", "A")]);
    expect(podium(board, 1, tables(["finished", "playing"]))).toEqual({
      classId: "c",
      round: 1,
      finishedGames: 0,
      over: [1],
      playing: 1,
      places: [],
    });
  });

  it("names ranks 1 to 3 with points, students only; ties share a place", () => {
    // A computer wins both tables: the students' podium is still theirs.
    const board = leaderboard(
      facts,
      [
        game("t1", "number-line", { scores: [9, 5, 5, 1], winners: [0] }),
        game("t2", "number-line", { scores: [2, 7, 4, 1], winners: [1] }, 1, 2),
      ],
      [
        seat("t1", 1, "sa", "Ann"),
        seat("t1", 2, "sb", "Bo"),
        seat("t1", 3, "sc", "Cy"),
        seat("t2", 0, "sd", "Dee"),
        seat("t2", 2, "se", "Eli"),
      ],
    );
    expect(podium(board, 1, tables(["finished", "finished"])).places).toEqual([
      { rank: 1, name: "Ann", points: 2 },
      { rank: 1, name: "Bo", points: 2 },
      { rank: 1, name: "Eli", points: 2 },
    ]);
  });
});

describe("noninterference: the board sees a game only once it is over", () => {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  const deckA = all.slice(0, 30);
  const deckB = [...deckA.slice(0, 4), 31, ...deckA.slice(5).reverse()];
  const moves = [{ type: "pay" }, { type: "take" }, { type: "pay" }, { type: "take" }];
  const g = getGame("take-or-pay");
  const running = (deck: number[]) => {
    const cfg = g.parseConfig({ players: 3 });
    if (!cfg.ok) throw new Error(cfg.error.message);
    let state = g.newGame(cfg.value);
    for (const a of [{ type: "deal", deck }, ...moves]) {
      const parsed = g.parseAction(a);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const next = g.apply(state, parsed.value);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    return { game: g, state, terminal: false };
  };

  it("a running table gives nothing; a stopped one no score, whatever is hidden", () => {
    const a = running(deckA);
    const b = running(deckB);
    // The two really differ in what is hidden (else this test could not fail).
    expect(JSON.stringify(a.state)).not.toEqual(JSON.stringify(b.state));
    const playing = tableRow("take-or-pay", 3);
    expect(lessonGame(playing, a)).toBeNull();
    expect(lessonGame(playing, b)).toBeNull();
    const stopped = { ...playing, status: "finished" as const };
    const x = lessonGame(stopped, a);
    expect(x).toEqual(lessonGame(stopped, b));
    expect(x?.result).toBeNull();
    const seats = [seat(playing.id, 0, "s", "Ann")];
    const board = (y: LessonGame) => leaderboard(facts, [y], seats);
    expect(podium(board(x!), 1, [stopped])).toEqual(
      podium(board(lessonGame(stopped, b)!), 1, [stopped]),
    );
  });
});

// Found under load (PostgreSQL + Redis, two processes): the process a teacher asks has applied
// a table's last move, but the table's facts say "finished" only a moment later (the process
// that ended the game writes them). The dashboard already showed the table finished; the
// leaderboard must count its game too, as the dashboard does (classes/views.ts).
describe("a game at its end whose table's facts still say it plays", () => {
  it("is a finished game with its result", () => {
    const g = getGame("number-line");
    const cfg = g.parseConfig({ players: 2 });
    if (!cfg.ok) throw new Error(cfg.error.message);
    let state = g.newGame(cfg.value);
    while (g.toMove(state) !== TERMINAL) {
      const legal = g.legalActions(state);
      const next = g.apply(state, legal[0]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    const playing = tableRow("number-line", 2);
    const x = lessonGame(playing, { game: g, state, terminal: true });
    const result = g.result(state);
    expect(x).toMatchObject({ result: { scores: result.scores, winners: result.winners } });
    // Still nothing from a table that plays on.
    expect(
      lessonGame(playing, { game: g, state: g.newGame(cfg.value), terminal: false }),
    ).toBeNull();
  });
});

describe("the CSV", () => {
  const board: Leaderboard = leaderboard(
    facts,
    [
      game("t1", "take-or-pay", { scores: [-3, 12, 40], winners: [0] }),
      game("t2", "number-line", null, 2),
    ],
    [
      seat("t1", 0, "s1", "李明"),
      seat("t1", 1, "s2", "=HYPERLINK(1)"),
      seat("t2", 0, "s1", "李明"),
    ],
  );

  it("is UTF-8 with a byte-order mark, one row per student and game, numbers as numbers", () => {
    const csv = leaderboardCsv(board);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const bytes = Buffer.from(csv, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.slice(1).split("\r\n");
    expect(lines.pop()).toBe("");
    // The lesson report's columns are always there (empty without a report): one header for
    // every lesson's file.
    expect(lines[0]).toBe(
      "class_rank,name,total_points,game,date,time,game_name,table,seat,result,score,rank,points," +
        "decisions_reviewed,good_decisions_percent,costly_mistakes,warmup_right,warmup_wrong",
    );
    expect(lines[0]!.split(",")).toEqual([
      ...LEADERBOARD_CSV_COLUMNS,
      ...LESSON_REPORT_CSV_COLUMNS,
    ]);
    expect(lines.slice(1)).toEqual([
      // A negative score stays a number; the stopped game has no score and no place.
      "1,李明,3,1,2026-11-27,23:50,take-or-pay,1,1,finished,-3,1,3,,,,,",
      "1,李明,3,2,2026-11-27,23:50,number-line,1,1,stopped,,,0,,,,,",
      "2,'=HYPERLINK(1),2,1,2026-11-27,23:50,take-or-pay,1,2,finished,12,2,2,,,,,",
    ]);
    // The teacher's page writes its own time: 8 hours east of UTC it is the next day.
    expect(leaderboardCsv(board, 480).split("\r\n")[1]).toContain(",2026-11-28,07:50,");
  });

  const student = (
    studentId: string,
    name: string,
    figures: Partial<LessonReportStudent>,
  ): LessonReportStudent => ({
    studentId,
    name,
    games: [],
    decisions: 0,
    good: 0,
    mistakes: 0,
    goodShare: null,
    costly: [],
    trend: null,
    warmup: null,
    ...figures,
  });
  const report = (state: "computing" | "ready"): LessonReport => ({
    classId: "c",
    status: { state, done: state === "ready" ? 12 : 5, total: 12 },
    students: [
      student("s1", "李明", {
        decisions: 8,
        good: 6,
        mistakes: 2,
        goodShare: 0.75,
        warmup: { score: 10, total: 12, misses: [] },
      }),
      student("s2", "=HYPERLINK(1)", { decisions: 4, good: 1, mistakes: 3, goodShare: 0.25 }),
    ],
    kinds: [],
    moments: [],
    misread: [],
    games: [],
  });

  it("fills each student's figures from the lesson report once it is complete", () => {
    const csv = leaderboardCsv(board, 0, report("ready"));
    const lines = csv.slice(1).split("\r\n");
    // The same header as without a report.
    expect(lines[0]).toBe(leaderboardCsv(board).slice(1).split("\r\n")[0]);
    expect(lines.slice(1, 4)).toEqual([
      "1,李明,3,1,2026-11-27,23:50,take-or-pay,1,1,finished,-3,1,3,8,75,2,10,2",
      "1,李明,3,2,2026-11-27,23:50,number-line,1,1,stopped,,,0,8,75,2,10,2",
      // No warm-up: empty cells, not zeros.
      "2,'=HYPERLINK(1),2,1,2026-11-27,23:50,take-or-pay,1,2,finished,12,2,2,4,25,3,,",
    ]);
    // A student the report has no line for: empty cells.
    const withoutLi = { ...report("ready"), students: report("ready").students.slice(1) };
    expect(leaderboardCsv(board, 0, withoutLi).slice(1).split("\r\n")[1]).toBe(
      "1,李明,3,1,2026-11-27,23:50,take-or-pay,1,1,finished,-3,1,3,,,,,",
    );
  });

  it("keeps the report's columns, empty, while the lesson report is still computing", () => {
    expect(leaderboardCsv(board, 0, report("computing"))).toBe(leaderboardCsv(board));
    expect(leaderboardCsv(board, 0, report("computing")).split("\r\n")[0]).toBe(
      leaderboardCsv(board, 0, report("ready")).split("\r\n")[0],
    );
  });

  it("never lets a spreadsheet run a cell", () => {
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(-2)).toBe("-2");
    expect(csvCell(null)).toBe("");
  });

  it("is named for the class and the lesson's date", () => {
    expect(leaderboardFileName(board)).toBe("class-ABCDEFGHJK-2026-11-27.csv");
    expect(leaderboardFileName(board, 60)).toBe("class-ABCDEFGHJK-2026-11-28.csv");
  });
});

function ref(number: number) {
  return { classId: "c", round: 1, number };
}

function tableRow(game: GameId, players: number): TableRow {
  return {
    id: "taaaaaaaaaaaaaaaaaaaaaaaa",
    code: "ABCDEFGHJK",
    game,
    config: {},
    seats: Array.from({ length: players }, (_, i) => ({
      kind: "human" as const,
      name: `P${i}`,
      tokenHash: String(i).repeat(64),
    })),
    visibility: "private",
    status: "playing",
    turnClockSeconds: null,
    startRace: null,
    rematch: null,
    seed: "0".repeat(64),
    rng: "chacha20",
    seedCommitment: "1".repeat(64),
    hostTokenHash: "2".repeat(64),
    turnDeadline: null,
    awayRule: { action: "computer", graceSeconds: 180 },
    ending: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    classTable: ref(1),
  };
}
