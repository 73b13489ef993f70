// End of game: one card per player listing how their score came about (log/breakdown.ts),
// then the moves a computer played for them (their time ran out, they had left), in the log's
// words, so a score is not read as all the player's own choices.

import type { ObservationBase } from "@number-games/engine";
import type { AutoplayedMove } from "@number-games/protocol";
import { useTranslation } from "react-i18next";
import { usePlayerName } from "../ui/players";
import { markAutoplayed } from "./autoplayed";
import { buildBreakdown } from "./breakdown";
import { buildLog } from "./build";
import { logLine } from "./text";

export function ScoreBreakdown({
  obs,
  names,
  autoplayed,
}: {
  obs: ObservationBase<unknown>;
  names: readonly string[];
  /** Moves a computer played for a person (online tables and their records). */
  autoplayed?: readonly AutoplayedMove[] | undefined;
}) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const breakdown = buildBreakdown(obs);
  if (breakdown.length === 0) return null;
  const tr = t as unknown as (key: string, params?: Record<string, string | number>) => string;
  const forced =
    autoplayed === undefined || autoplayed.length === 0
      ? []
      : markAutoplayed(buildLog(obs), autoplayed).filter((e) => e.autoplayed !== undefined);
  return (
    <section className="panel breakdown" aria-labelledby="breakdown-title">
      <h3 id="breakdown-title">{t("end.title")}</h3>
      <div className="breakdown-grid">
        {breakdown.map((lines, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one card per seat, by seat index
          <div key={p} className="breakdown-seat">
            <h4>{nameOf(names, p, obs.viewer)}</h4>
            <ul>
              {lines.map((l, i) => {
                const params: Record<string, string | number> = { ...(l.params ?? {}) };
                for (const [k, s] of Object.entries(l.seats ?? {})) {
                  params[k] = nameOf(names, s, obs.viewer);
                }
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
                return <li key={i}>{tr(l.key, params)}</li>;
              })}
              {forced
                .filter((e) => e.player === p)
                .map((e, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
                  <li key={`auto-${i}`} className="breakdown-auto" data-testid="breakdown-auto">
                    {logLine(e, tr, nameOf, names, obs.viewer)}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
