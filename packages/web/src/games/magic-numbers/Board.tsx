// Magic Numbers: the die, your secret Good and Evil numbers and your score (yours only),
// keep or give to a chosen player, the public history of rolls and gifts, and a private
// notepad for guesses about each opponent's numbers. Everything is revealed at the end.

import type { magicNumbersGame } from "@number-games/engine";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChipBadges } from "../../ui/chipBadges";
import { BotBadge } from "../../ui/icons";
import { SeatAvatar, seatStyle, usePlayerName, useSpeaksToViewer } from "../../ui/players";
import { BetterMark } from "../BetterMark";
import type { BoardProps } from "../types";
import type { Mark, Notes } from "./notepad";
import { loadNotes, saveNotes, setMark, setText } from "./notepad";

type Obs = magicNumbersGame.MagicNumbersObservation;
type Action = magicNumbersGame.MagicNumbersAction;

const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

export function Die({
  value,
  rolling = false,
  label,
}: {
  value: number | null;
  rolling?: boolean;
  label: string;
}) {
  const pips = value !== null ? PIPS[value] : undefined;
  return (
    <span className={`die${rolling ? " rolling" : ""}`} data-value={value ?? ""}>
      <span className="visually-hidden">{label}</span>
      {pips !== undefined ? (
        <span className="pips" aria-hidden="true">
          {pips.map(([x, y]) => (
            <span key={`${x}${y}`} className="pip" style={{ gridColumn: x + 1, gridRow: y + 1 }} />
          ))}
        </span>
      ) : (
        <span className="die-number" aria-hidden="true">
          {value ?? "?"}
        </span>
      )}
    </span>
  );
}

function Notepad({
  obs,
  names,
  notesKey,
}: {
  obs: Obs;
  names: readonly string[];
  notesKey: string;
}) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState<Notes>(() => loadNotes(notesKey));
  const update = (n: Notes) => {
    setNotes(n);
    saveNotes(notesKey, n);
  };
  const faces = obs.config.dieSides;
  const markLabel = (m: Mark) =>
    m === "good"
      ? t("mn.guessGood")
      : m === "evil"
        ? t("mn.guessEvil")
        : m === "no"
          ? t("mn.guessNo")
          : t("mn.guessNone");
  return (
    <details className="panel notepad" open>
      <summary>
        <h2 className="sub-heading notepad-title">{t("mn.notepad")}</h2>
      </summary>
      <p className="muted small">{t("mn.notepadHint")}</p>
      {Array.from({ length: obs.players }, (_, p) => p)
        .filter((p) => p !== obs.viewer)
        .map((p) => (
          <div key={p} className="note-row" style={seatStyle(p)}>
            <span className="note-name">
              <SeatAvatar seat={p} name={names[p] ?? "?"} size="sm" /> {names[p]}
            </span>
            <fieldset className="note-faces">
              <legend className="visually-hidden">{t("mn.notes", { name: names[p] ?? "" })}</legend>
              {Array.from({ length: faces }, (_, i) => {
                const m: Mark = notes.marks[p]?.[i] ?? "";
                return (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: die faces are positions
                    key={i}
                    type="button"
                    className={`note-face mark-${m || "none"}`}
                    aria-label={`${i + 1}${t("app.colon")}${markLabel(m)}`}
                    onClick={() => update(setMark(notes, p, i + 1, faces))}
                  >
                    {i + 1}
                    <span className="note-mark" aria-hidden="true">
                      {m === "good" ? "★" : m === "evil" ? "✕" : m === "no" ? "–" : ""}
                    </span>
                  </button>
                );
              })}
            </fieldset>
            <input
              className="note-text"
              aria-label={t("mn.notes", { name: names[p] ?? "" })}
              value={notes.text[p] ?? ""}
              onChange={(e) => update(setText(notes, p, e.target.value))}
            />
          </div>
        ))}
      <p className="muted small">{t("mn.markLegend")}</p>
    </details>
  );
}

export default function MagicNumbersBoard({
  obs,
  names,
  bots,
  onAct,
  context,
  notesKey,
  better,
}: BoardProps<Obs>) {
  const betterMove = better?.action as { type?: unknown; to?: unknown } | undefined;
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const toViewer = useSpeaksToViewer();
  const legal = obs.legal as readonly Action[];
  const myTurn = onAct !== null && legal.length > 0;
  const actor = obs.actor.kind === "player" ? obs.actor.player : -1;
  const last = obs.turns[obs.turns.length - 1];
  const dieValue = obs.pendingRoll ?? last?.roll ?? null;
  const rolling = obs.phase === "roll" && context === "play";
  const over = obs.revealed !== null;
  const viewerSeat = obs.viewer === "spectator" ? -1 : obs.viewer;
  const name = (p: number) => nameOf(names, p, obs.viewer);

  useEffect(() => {
    if (!myTurn) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === "k" || e.key === "K") onAct?.({ type: "keep" });
      const d = Number.parseInt(e.key, 10);
      if (d >= 1 && d <= obs.players && legal.some((a) => a.type === "give" && a.to === d - 1)) {
        onAct?.({ type: "give", to: d - 1 });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [myTurn, onAct, legal, obs.players]);

  const status =
    obs.phase === "decide" && obs.pendingRoll !== null
      ? obs.current === obs.viewer && toViewer
        ? t("mn.youRolled", { n: obs.pendingRoll })
        : t("mn.rollOf", { name: name(obs.current), n: obs.pendingRoll })
      : obs.phase === "roll"
        ? t("mn.waitRoll")
        : null;

  return (
    <div className="board mn-board">
      <div className={`mn-table${obs.own !== null && !over ? " with-secrets" : ""}`}>
        <div className="mn-die-area">
          {betterMove?.type === "keep" ? <BetterMark text={better?.text ?? ""} /> : null}
          <Die
            key={`${obs.turnsPlayed}-${obs.pendingRoll ?? "x"}`}
            value={rolling ? null : dieValue}
            rolling={rolling}
            label={dieValue !== null ? `${t("mn.die")}${t("app.colon")}${dieValue}` : t("mn.die")}
          />
          {status !== null ? (
            <p className="mn-status" aria-live="polite">
              {status}
            </p>
          ) : null}
          <p className="muted small">{t("mn.target", { n: obs.config.target })}</p>
        </div>

        {obs.own !== null && !over ? (
          <section className="mn-secrets panel secret" aria-labelledby="mn-secrets">
            <h2 id="mn-secrets" className="sub-heading">
              {toViewer ? t("mn.yourSecrets") : t("mn.secretsOf", { name: name(viewerSeat) })}
            </h2>
            {toViewer ? <p className="muted small">{t("mn.secretHidden")}</p> : null}
            <dl className="mn-own">
              <div className="good">
                <dt>{t("mn.good")}</dt>
                <dd className="mn-value" data-testid="own-good">
                  {obs.own.good}
                </dd>
                <dd className="small muted">{t("mn.goodHint", { bonus: obs.config.goodBonus })}</dd>
              </div>
              <div className="evil">
                <dt>{t("mn.evil")}</dt>
                <dd className="mn-value" data-testid="own-evil">
                  {obs.own.evil}
                </dd>
                <dd className="small muted">{t("mn.evilHint")}</dd>
              </div>
              <div className="score">
                <dt>{toViewer ? t("mn.yourScore") : t("mn.score")}</dt>
                <dd className="mn-value" data-testid="own-score">
                  {obs.own.score}
                  <span className="muted small"> / {obs.config.target}</span>
                </dd>
                <dd className="meter" aria-hidden="true">
                  <span style={{ width: `${(100 * obs.own.score) / obs.config.target}%` }} />
                </dd>
              </div>
            </dl>
          </section>
        ) : null}
      </div>

      {myTurn && obs.pendingRoll !== null ? (
        <fieldset className="actions">
          <legend className="visually-hidden">{t("play.yourTurn")}</legend>
          <button
            type="button"
            className="button primary big"
            onClick={() => onAct?.({ type: "keep" })}
          >
            {t("mn.keepLong", { n: obs.pendingRoll })}
          </button>
          {legal
            .filter((a): a is magicNumbersGame.GiveAction => a.type === "give")
            .map((a) => (
              <button
                key={a.to}
                type="button"
                className="button big give"
                style={seatStyle(a.to)}
                onClick={() => onAct?.(a)}
              >
                {t("mn.giveTo", { name: names[a.to] ?? "" })}
              </button>
            ))}
          <p className="muted small keys-hint">{t("mn.keys")}</p>
        </fieldset>
      ) : null}

      <ul className="mn-players">
        {Array.from({ length: obs.players }, (_, p) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            key={p}
            className={`player-chip${p === actor || (obs.phase === "roll" && p === obs.current) ? " active" : ""}${last !== undefined && last.player === p ? " last-actor" : ""}`}
            style={seatStyle(p)}
            data-seat={p}
          >
            <SeatAvatar seat={p} name={names[p] ?? "?"} size="sm" />
            {betterMove?.type === "give" && betterMove.to === p ? (
              <BetterMark text={better?.text ?? ""} />
            ) : null}
            <span className="player-name">
              {name(p)}
              {bots[p] ? <BotBadge label={t("play.botBadge")} /> : null}
            </span>
            <ChipBadges seat={p} />
            {last !== undefined && last.to === p ? (
              // The last completed turn: the die lands with whoever kept or was given it.
              <span
                key={obs.turns.length}
                className={`mn-got${last.player === p ? " kept" : " given"}`}
                data-last=""
                data-testid="last-die"
                aria-hidden="true"
              >
                {last.roll}
              </span>
            ) : null}
            {over && obs.revealed !== null ? (
              <span className="mn-reveal small">
                {t("mn.good")} <strong>{obs.revealed.good[p]}</strong> · {t("mn.evil")}{" "}
                <strong>{obs.revealed.evil[p]}</strong> · {t("result.score")}{" "}
                <strong>{obs.revealed.scores[p]}</strong>
              </span>
            ) : null}
          </li>
        ))}
      </ul>

      {context === "play" && obs.own !== null && !over && notesKey !== undefined ? (
        <Notepad obs={obs} names={names} notesKey={notesKey} />
      ) : null}
    </div>
  );
}
