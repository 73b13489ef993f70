// End of game: one card per player listing how their score came about (log/breakdown.ts).

import type { ObservationBase } from "@number-games/engine";
import { useTranslation } from "react-i18next";
import { usePlayerName } from "../ui/players";
import { buildBreakdown } from "./breakdown";

export function ScoreBreakdown({
  obs,
  names,
}: {
  obs: ObservationBase<unknown>;
  names: readonly string[];
}) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const breakdown = buildBreakdown(obs);
  if (breakdown.length === 0) return null;
  const tr = t as unknown as (key: string, params?: Record<string, string | number>) => string;
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
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
