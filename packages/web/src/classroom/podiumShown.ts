// When a student's phone shows the class podium (Podium.tsx): once their own table of this
// game is over (played out or stopped), and while they wait between games once any game of
// the lesson has been played to its end. Never during their own running game.

import type { ClassPodium, StudentView } from "@number-games/protocol";

export function podiumShown(
  student: Pick<StudentView, "round" | "table">,
  podium: ClassPodium | null,
): boolean {
  if (podium === null) return false;
  if (student.table === null) return podium.finishedGames > 0;
  return podium.round === student.round && podium.over.includes(student.table.tableNumber);
}
