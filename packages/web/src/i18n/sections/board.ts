// The lesson's leaderboard on the teacher's page (classroom/teacher/Leaderboard.tsx) and the
// podium on a student's phone (classroom/Podium.tsx). The rule: docs/classroom.md, "Points".

import { board as en } from "./en/board";
import { board as zh } from "./zh/board";

export const board = { en, zh };
