// The teacher's live view of a class (the dashboard: `GET /api/classes/:id/dashboard` and the
// `classDashboard` event) and what creating a class answers. It gathers the class's facts,
// students and tables (./classes.ts) with the roster's requests and notices
// (./class-roster.ts) and a pending stop (./class-undo.ts), which therefore never import it.

import type { GameId } from "@number-games/engine";
import type { DashboardJoinRequest, RosterNotice } from "./class-roster";
import type { PendingStop } from "./class-undo";
import type {
  ClassStatus,
  DashboardStudent,
  DashboardTable,
  LearningSettings,
  TableSize,
} from "./classes";

export interface CreateClassResponse {
  readonly classId: string;
  readonly code: string;
  /** Secret: the teacher's only credential. Shown once. */
  readonly teacherToken: string;
  readonly dashboard: ClassDashboard;
}

export interface ClassFacts {
  readonly id: string;
  readonly code: string;
  readonly game: GameId;
  /** The game's config without `players`, normalised. */
  readonly config: Record<string, unknown>;
  readonly tableSize: TableSize;
  readonly settings: LearningSettings;
  readonly turnClockSeconds: number | null;
  readonly status: ClassStatus;
  readonly round: number;
  /** Whether this game's students have been seated (late joiners then wait). */
  readonly seated: boolean;
  readonly paused: boolean;
  /** The grace time (seconds) before a computer plays an absent student's turns; null: off. */
  readonly graceSeconds: number | null;
  readonly createdAt: string;
  /** The class and everything in it are deleted 7 days after this. */
  readonly lastActivityAt: string;
}

/** The teacher's live view (GET dashboard, the `classDashboard` event). */
export interface ClassDashboard {
  readonly class: ClassFacts;
  readonly students: readonly DashboardStudent[];
  /** Roster names nobody has joined as; empty without a roster. */
  readonly missing: readonly string[];
  /** This game's tables, by table number. */
  readonly tables: readonly DashboardTable[];
  /** Whether the class has a list (students tap their name; `missing` and `requests` apply). */
  readonly listed: boolean;
  /** Students not on the list asking to join, oldest first (class-roster.ts). */
  readonly requests: readonly DashboardJoinRequest[];
  /** Whether new requests to join are taken (the teacher may close them). */
  readonly requestsOpen: boolean;
  /** What the teacher is told ("that's not me"), latest first. */
  readonly notices: readonly RosterNotice[];
  /** An end or next game that can still be undone (class-undo.ts); null: none. */
  readonly stopping: PendingStop | null;
}
