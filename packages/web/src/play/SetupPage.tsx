// Setting up a game on this device: how many players, who is a person and who a computer
// player (and at what level), names, who starts, and each game's options. The engine's
// parseConfig has the last word on what can be played.

import type { BotLevel } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { GAMES } from "@number-games/engine";
import { checkPlayerName } from "@number-games/protocol";
import type { FormEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { optionsInRange, WEB_GAMES } from "../games/registry";
import type { Options } from "../games/types";
import { loadPrefs, savePrefs } from "../local/prefs";
import type { LocalMode } from "../local/referee";
import { createLocalGame, randomFirstPlayer, seedFromSearch } from "../local/referee";
import type { Seat } from "../local/seats";
import { BOT_LEVEL_NAMES } from "../local/seats";
import { saveLocalGame } from "../local/storage";
import type { NameCheck } from "../online/NameField";
import { checkName } from "../online/NameField";
import { navigate } from "../router";
import { Segmented } from "../ui/Segmented";
import { useWhyDisabled } from "../ui/Why";
import { playerCounts } from "./playerCounts";

function defaultSeat(
  mode: LocalMode,
  i: number,
  names: readonly string[],
  t: (k: string, o?: object) => string,
): Seat {
  const name =
    names[i] ??
    (mode === "computer" && i === 0 ? t("setup.you") : t("setup.defaultHuman", { n: i + 1 }));
  if (mode === "pass" || i === 0) return { kind: "human", name };
  return { kind: "bot", name: `${t("setup.bot")} ${i}`, level: "medium" };
}

export default function SetupPage({ game, mode }: { game: GameId; mode: LocalMode }) {
  const { t } = useTranslation();
  const g = GAMES[game];
  const tt = t as unknown as (k: string, o?: object) => string;
  const [wanted, setCount] = useState(
    Math.max(g.minPlayers, Math.min(WEB_GAMES[game].defaultPlayers, g.maxPlayers)),
  );
  const [seats, setSeats] = useState<Seat[]>(() =>
    Array.from({ length: g.maxPlayers }, (_, i) => defaultSeat(mode, i, loadPrefs().names, tt)),
  );
  const [first, setFirst] = useState<string>("random");
  const [options, setOptions] = useState<Options>(WEB_GAMES[game].defaultOptions);
  const GameOptions = WEB_GAMES[game].Options;
  const [problem, setProblem] = useState<string | null>(null);

  const range = playerCounts(game, options);
  const count = range.includes(wanted) ? wanted : (range[range.length - 1] ?? wanted);
  const setSeat = (i: number, s: Seat) => setSeats((all) => all.map((x, j) => (j === i ? s : x)));
  // People's names follow the same rule as online (no bot-like names, plain text), the whole
  // of it: no server checks a local game's names. An empty name becomes "Player n".
  const nameChecks = seats
    .slice(0, count)
    .map((s) => (s.kind === "human" ? checkName(s.name, checkPlayerName) : null));
  const problemOf = (c: NameCheck | null | undefined) => (c && !c.ok ? c.problem : null);
  const nameProblem = nameChecks.map(problemOf).find((p) => p !== null) ?? null;

  const optionsOk = optionsInRange(game, options);
  const why = useWhyDisabled(
    nameProblem !== null ? t("forms.nameFirst") : !optionsOk ? t("forms.fixOptions") : null,
  );

  const start = (e: FormEvent) => {
    e.preventDefault();
    if (nameProblem !== null || !optionsOk) return;
    const chosen = seats.slice(0, count).map((s, i) => {
      const c = nameChecks[i];
      const name = c?.ok ? c.value : s.name.trim();
      return { ...s, name: name === "" ? tt("setup.defaultHuman", { n: i + 1 }) : name };
    });
    const seed = seedFromSearch(window.location.search);
    const firstPlayer = first === "random" ? randomFirstPlayer(count, seed) : Number(first);
    const r = createLocalGame({
      game,
      mode,
      config: { ...options, players: count, firstPlayer },
      seats: chosen,
      ...(seed !== undefined ? { seed } : {}),
    });
    if (!r.ok) {
      setProblem(t("setup.invalid", { reason: r.error.message }));
      return;
    }
    savePrefs({
      names: chosen
        .map((s, i) => (s.kind === "human" ? s.name : (loadPrefs().names[i] ?? "")))
        .filter((n) => n !== ""),
    });
    saveLocalGame(r.value);
    navigate({ page: "local", id: r.value.save.id }, { replace: true });
  };

  const title = mode === "computer" ? "setup.titleComputer" : "setup.titlePass";
  return (
    <div className="page narrow setup">
      <h1>{t(title, { game: t(`games.${game}.title`) })}</h1>
      <p className="muted">{mode === "computer" ? t("setup.computerHint") : t("setup.passHint")}</p>
      <form onSubmit={start} className="panel stack">
        <Segmented legend={t("setup.players")} options={range} value={count} onChange={setCount} />
        <ol className="seat-list">
          {seats.slice(0, count).map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            <li key={i} className="seat-row">
              <span className="seat-n" aria-hidden="true">
                {i + 1}
              </span>
              <label className="field grow">
                <span className="visually-hidden">
                  {t("setup.seat", { n: i + 1 })}
                  {t("app.colon")}
                  {t("setup.name")}
                </span>
                <input
                  value={s.name}
                  maxLength={24}
                  aria-invalid={problemOf(nameChecks[i]) !== null}
                  aria-describedby={
                    problemOf(nameChecks[i]) !== null ? `seat-${i}-problem` : undefined
                  }
                  onChange={(e) => setSeat(i, { ...s, name: e.target.value })}
                  aria-label={`${t("setup.seat", { n: i + 1 })}${t("app.colon")}${t("setup.name")}`}
                />
                {problemOf(nameChecks[i]) !== null ? (
                  // The message at the field it is about.
                  <span
                    id={`seat-${i}-problem`}
                    className="error small"
                    role="alert"
                    data-testid="name-problem"
                  >
                    {t(`names.${problemOf(nameChecks[i])!}`)}
                  </span>
                ) : null}
              </label>
              <label className="field">
                <span className="visually-hidden">{t("setup.who")}</span>
                <select
                  aria-label={`${t("setup.seat", { n: i + 1 })}${t("app.colon")}${t("setup.who")}`}
                  data-testid="seat-kind"
                  value={s.kind === "human" ? "human" : s.level}
                  onChange={(e) => {
                    const v = e.target.value;
                    if (v === "human")
                      setSeat(i, {
                        kind: "human",
                        name: s.kind === "human" ? s.name : tt("setup.defaultHuman", { n: i + 1 }),
                      });
                    else
                      setSeat(i, {
                        kind: "bot",
                        name: s.kind === "bot" ? s.name : `${t("setup.bot")} ${i}`,
                        level: v as BotLevel,
                      });
                  }}
                >
                  <option value="human">{t("setup.human")}</option>
                  {BOT_LEVEL_NAMES.map((l) => (
                    <option key={l} value={l}>
                      {t("setup.bot")}
                      {t("app.colon")}
                      {t(`levels.${l}`)}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ol>
        <label className="field">
          <span>{t("setup.firstPlayer")}</span>
          <select value={first} onChange={(e) => setFirst(e.target.value)}>
            <option value="random">{t("setup.firstRandom")}</option>
            {seats.slice(0, count).map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
              <option key={i} value={String(i)}>
                {i + 1}. {s.name}
              </option>
            ))}
          </select>
        </label>
        <GameOptions options={options} set={setOptions} />
        {problem !== null ? (
          <p className="error" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button primary big" data-testid="start" {...why.button}>
          {t("setup.start")}
        </button>
        {why.note}
      </form>
    </div>
  );
}
