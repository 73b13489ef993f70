// The class leaderboard (GET /api/classes/:id/leaderboard and its CSV).

/**
 * One student on the class leaderboard (wins over the finished games of the lesson; the
 * stopped games counted apart).
 */
export interface LeaderboardEntry {
  readonly rank: number;
  readonly studentId: string;
  readonly name: string;
  /** Games this student played to their end. */
  readonly games: number;
  /** Games won (a shared win counts for each winner). */
  readonly wins: number;
  /** = wins. */
  readonly points: number;
  /** Games this student played in that the teacher stopped before their end (no result). */
  readonly stopped: number;
}

export interface Leaderboard {
  readonly classId: string;
  readonly rounds: number;
  readonly entries: readonly LeaderboardEntry[];
}
