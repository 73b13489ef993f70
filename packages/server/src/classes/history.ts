// The lesson's history (issue #23, item 4): every earlier game of the lesson with its tables
// as they ended, those the teacher stopped before their end too (with their players and
// moves, no result). Built like the dashboard's tables (views.ts): nothing a spectator may not
// know of a game, and every game here is over.

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type { ClassHistory, HistoryGame, ProtocolError } from "@number-games/protocol";
import { teacherCommand } from "./command";
import type { ClassCtx } from "./context";
import { tableSummary } from "./views";

export async function lessonHistory(
  ctx: ClassCtx,
  classId: string,
  token: string,
): Promise<Result<ClassHistory, ProtocolError>> {
  const auth = await teacherCommand(ctx, classId, token, "any");
  if (!auth.ok) return auth;
  const row = auth.value;
  const [tables, seatRows] = await Promise.all([
    ctx.store.classTables(row.id),
    ctx.store.classSeats(row.id),
  ]);
  const games = new Map<number, HistoryGame & { tables: HistoryGame["tables"][number][] }>();
  for (const t of tables) {
    const round = t.classTable?.round ?? 1;
    if (round >= row.round) continue;
    const live = await ctx.tables.tables.live(t.id);
    if (live === null) continue;
    const game = games.get(round) ?? { round, game: t.game, tables: [] };
    game.tables.push(tableSummary(live.meta, live.game, live.state, live.actors, seatRows));
    games.set(round, game);
  }
  return ok({ classId: row.id, games: [...games.values()].sort((a, b) => a.round - b.round) });
}
