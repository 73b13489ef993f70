// Each game's own set-up options (the only place the UI knows a game's config fields), for
// local games and online tables alike. The engine's parseConfig still decides.

import type { GameId } from "@number-games/engine";
import { GAMES } from "@number-games/engine";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type Options = Record<string, string | number | boolean>;

export const DEFAULT_OPTIONS: Readonly<Record<GameId, Options>> = {
  "number-line": {},
  "take-or-pay": { preset: "classroom", openTokens: false },
  "magic-numbers": { target: 30, goodBonus: 10 },
};

export const DEFAULT_PLAYERS: Readonly<Record<GameId, number>> = {
  "number-line": 3,
  "take-or-pay": 4,
  "magic-numbers": 3,
};

export function GameOptions({
  game,
  options,
  set,
}: {
  game: GameId;
  options: Options;
  set: (o: Options) => void;
}): ReactNode {
  const { t } = useTranslation();
  switch (game) {
    case "number-line":
      return null;
    case "take-or-pay":
      return (
        <>
          <label className="field">
            <span>{t("setup.preset")}</span>
            <select
              value={String(options.preset)}
              onChange={(e) => set({ ...options, preset: e.target.value })}
            >
              <option value="classroom">{t("setup.presetClassroom")}</option>
              <option value="classic">{t("setup.presetClassic")}</option>
            </select>
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={options.openTokens === true}
              onChange={(e) => set({ ...options, openTokens: e.target.checked })}
            />
            <span>{t("setup.openTokens")}</span>
          </label>
        </>
      );
    case "magic-numbers":
      return (
        <>
          <label className="field">
            <span>{t("setup.target")}</span>
            <input
              type="number"
              min={5}
              max={100}
              value={Number(options.target)}
              onChange={(e) => set({ ...options, target: Number(e.target.value) })}
            />
          </label>
          <label className="field">
            <span>{t("setup.goodBonus")}</span>
            <input
              type="number"
              min={0}
              max={50}
              value={Number(options.goodBonus)}
              onChange={(e) => set({ ...options, goodBonus: Number(e.target.value) })}
            />
          </label>
        </>
      );
  }
}

/** The table sizes this game allows with these options (asks the engine). */
export function playerCounts(game: GameId, options: Options): number[] {
  const g = GAMES[game];
  const out: number[] = [];
  for (let n = g.minPlayers; n <= g.maxPlayers; n++) {
    if (g.parseConfig({ ...options, players: n }).ok) out.push(n);
  }
  return out;
}
