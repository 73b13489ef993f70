// The class leaderboard (GET /api/classes/:id/leaderboard and its CSV) and the podium the
// students see (the `classPodium` event). The rule (docs/classroom.md, "Points"): a game
// played to its end gives each student at the table points by their place there, computers
// included (1st 3, 2nd 2, 3rd 1, later 0; tied players share the place and its points); a game
// stopped before its end gives no points. Students are ranked by their points; computers are
// never on the board, so they never take a podium place.

import type { GameId } from "@number-games/engine";

/** Points for 1st, 2nd and 3rd place at a table; later places score 0. */
export const PLACE_POINTS = [3, 2, 1] as const;

/** The points of a place at a table (1-based). */
export function placePoints(place: number): number {
  return PLACE_POINTS[place - 1] ?? 0;
}

/** One game a student played in: where they sat and what it gave them. */
export interface LeaderboardGame {
  /** The lesson's game (1-based round). */
  readonly round: number;
  readonly game: GameId;
  readonly tableNumber: number;
  /** 0-based seat at the table. */
  readonly seat: number;
  /** When the game ended or was stopped (ISO time). */
  readonly at: string;
  /** finished: played to its end; stopped: the teacher stopped it (no score, place or points). */
  readonly status: "finished" | "stopped";
  /** The game's score for this seat (the game's own way: lowest wins at Take or Pay). */
  readonly score: number | null;
  /** The place at the table among all its players, computers included; ties share it. */
  readonly place: number | null;
  readonly points: number;
}

/** One student on the class leaderboard. */
export interface LeaderboardEntry {
  /** By points; equal points share the rank. */
  readonly rank: number;
  readonly studentId: string;
  readonly name: string;
  /** Games this student played to their end. */
  readonly games: number;
  /** Games won (a shared win counts for each winner). */
  readonly wins: number;
  /** The sum of the points of their games. */
  readonly points: number;
  /** Games this student played in that the teacher stopped before their end (no result). */
  readonly stopped: number;
  /** Each game they played in, oldest first. */
  readonly results: readonly LeaderboardGame[];
}

export interface Leaderboard {
  readonly classId: string;
  readonly code: string;
  /** When the class was made (the lesson's date in the CSV's file name). */
  readonly createdAt: string;
  readonly rounds: number;
  /** Tables of the lesson played to their end / stopped before it. */
  readonly finishedGames: number;
  readonly stoppedGames: number;
  readonly entries: readonly LeaderboardEntry[];
}

/** A place on the podium: one of the class's ranks 1 to 3, with points. */
export interface PodiumPlace {
  readonly rank: number;
  readonly name: string;
  readonly points: number;
}

/**
 * The class podium (the `classPodium` event, and in a student's `classJoin` reply): the top
 * three ranks of the leaderboard with points (ties share a rank, so it may name more than
 * three), built from games played to their end only, so nothing of a running game is in it.
 */
export interface ClassPodium {
  readonly classId: string;
  /** The lesson's current game. */
  readonly round: number;
  readonly finishedGames: number;
  /** This game's tables that are over (finished or stopped), by table number. */
  readonly over: readonly number[];
  /** This game's tables still playing. */
  readonly playing: number;
  readonly places: readonly PodiumPlace[];
}

/** The podium of a leaderboard: ranks 1 to 3 of the students with points. */
export function podiumPlaces(board: Leaderboard): PodiumPlace[] {
  return board.entries
    .filter((e) => e.rank <= 3 && e.points > 0)
    .map((e) => ({ rank: e.rank, name: e.name, points: e.points }));
}
