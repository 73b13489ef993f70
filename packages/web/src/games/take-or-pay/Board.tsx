// Take or Pay: the face-up card as a Hanzi numeral (pinyin and Arabic toggles, read aloud in
// Mandarin where the browser can), the pot, the cards left; each player's cards grouped into
// runs with the scoring card highlighted; your tokens for you only (unless the table has
// open tokens); the public events.

import { takeOrPayGame } from "@number-games/engine";
import { memo, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadPrefs, savePrefs } from "../../local/prefs";
import { useLearningAids } from "../../play/learning";
import { ChipBadges } from "../../ui/chipBadges";
import { BotBadge, SpeakerIcon } from "../../ui/icons";
import { SeatAvatar, seatStyle, usePlayerName, useSpeaksToViewer } from "../../ui/players";
import { BetterMark } from "../BetterMark";
import type { BoardProps } from "../types";
import { cardPoints, groupRuns } from "./runs";
import { canPlayClips, sayCard, useChineseVoice } from "./speech";

type Obs = takeOrPayGame.TakeOrPayObservation;
type Action = takeOrPayGame.TakeOrPayAction;

interface Show {
  readonly pinyin: boolean;
  readonly arabic: boolean;
}

export function HanziCard({
  n,
  show,
  size = "md",
  part,
  last = false,
}: {
  n: number;
  show: Show;
  size?: "sm" | "md" | "lg";
  /** In a run: the card that scores, or one that does not count. */
  part?: "scoring" | "rest";
  /** The card taken by the last move: highlighted, and slid in where motion is welcome. */
  last?: boolean;
}) {
  return (
    <span
      className={`hz-card ${size}${part ? ` ${part}` : ""}${last ? " last-taken" : ""}`}
      data-card={n}
      data-last={last ? "" : undefined}
    >
      <span className="visually-hidden" lang="zh-Hans">{`${takeOrPayGame.hanzi(n)}（${n}）`}</span>
      {show.arabic ? (
        <span className="ar" aria-hidden="true">
          {n}
        </span>
      ) : null}
      <span className="hz" lang="zh-Hans" aria-hidden="true">
        {takeOrPayGame.hanzi(n)}
      </span>
      {show.pinyin ? (
        <span className="py" lang="zh-Latn-pinyin" aria-hidden="true">
          {takeOrPayGame.pinyin(n)}
        </span>
      ) : null}
    </span>
  );
}

function Tokens({ n, label }: { n: number; label: string }) {
  const shown = Math.min(n, 12);
  return (
    <span className="tokens">
      <span className="visually-hidden">{label}</span>
      <span
        className="token-stack"
        aria-hidden="true"
        style={{ "--n": shown } as React.CSSProperties}
      >
        {Array.from({ length: shown }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical tokens
          <span key={i} className="token" style={{ "--i": i } as React.CSSProperties} />
        ))}
      </span>
      <span className="token-count" aria-hidden="true">
        {n}
      </span>
    </span>
  );
}

interface PlayerRowProps {
  seat: number;
  name: string;
  initial: string;
  bot: boolean;
  active: boolean;
  me: boolean;
  cards: readonly number[];
  /** Null where the viewer may not know it. */
  tokens: number | null;
  show: Show;
  /** The card this player took in the last move, if the last move was theirs and a take. */
  lastCard: number | null;
  /** Tokens this player gained (a take) or paid (-1) in the last move; null if not theirs. */
  lastTokens: number | null;
}

/** One player's row. Observations are rebuilt every move, so compare by content. */
const PlayerRow = memo(
  function PlayerRow({
    seat,
    name,
    initial,
    bot,
    active,
    me,
    cards,
    tokens,
    show,
    lastCard,
    lastTokens,
  }: PlayerRowProps) {
    const { t } = useTranslation();
    const runs = groupRuns(cards);
    const points = cardPoints(cards);
    return (
      <li
        className={`top-player${active ? " active" : ""}${me ? " me" : ""}${lastTokens !== null ? " last-actor" : ""}`}
        style={seatStyle(seat)}
        data-seat={seat}
      >
        <div className="top-player-head">
          <SeatAvatar seat={seat} name={initial} />
          <span className="player-name">
            {name}
            {bot ? <BotBadge label={t("play.botBadge")} /> : null}
          </span>
          {active ? <span className="badge">{t("a11y.active")}</span> : null}
          <ChipBadges seat={seat} />
          {lastTokens !== null && lastTokens !== 0 ? (
            // The last move's tokens: "+3" taken with the card, "−1" paid into the pot.
            <span className="top-gain" data-testid="last-tokens" aria-hidden="true">
              {lastTokens > 0 ? `+${lastTokens}` : "−1"}
            </span>
          ) : null}
          <span className="spacer" />
          <span className="top-stat">
            {t("top.tokens")}
            {t("app.colon")}
            {tokens === null ? (
              <span className="muted">{t("top.tokensHidden")}</span>
            ) : (
              <strong>{tokens}</strong>
            )}
          </span>
          <span className="top-stat">
            {t("top.cards")}
            {t("app.colon")}
            <strong>{points}</strong>
          </span>
          {tokens !== null ? (
            <span className="top-stat">
              {t("top.score")}
              {t("app.colon")}
              <strong>{points - tokens}</strong>
            </span>
          ) : null}
        </div>
        {runs.length === 0 ? (
          <p className="muted small">{t("top.noCards")}</p>
        ) : (
          <ul className="runs" aria-label={t("top.runs")}>
            {runs.map((r) => (
              <li key={r.scoring} className="run">
                {r.cards.map((c) => (
                  <HanziCard
                    key={c}
                    n={c}
                    show={show}
                    size="sm"
                    part={c === r.scoring ? "scoring" : "rest"}
                    last={c === lastCard}
                  />
                ))}
                {r.cards.length > 1 ? (
                  <span className="run-score small">{t("top.runScore", { n: r.scoring })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </li>
    );
  },
  (a, b) =>
    a.seat === b.seat &&
    a.name === b.name &&
    a.initial === b.initial &&
    a.bot === b.bot &&
    a.active === b.active &&
    a.me === b.me &&
    a.tokens === b.tokens &&
    a.show === b.show &&
    a.lastCard === b.lastCard &&
    a.lastTokens === b.lastTokens &&
    a.cards.length === b.cards.length &&
    a.cards.every((c, i) => c === b.cards[i]),
);

export default function TakeOrPayBoard({ obs, names, bots, onAct, better }: BoardProps<Obs>) {
  const betterType = (better?.action as { type?: unknown } | undefined)?.type;
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const toViewer = useSpeaksToViewer();
  const [own, setShow] = useState<Show>(() => {
    const p = loadPrefs();
    return { pinyin: p.pinyin, arabic: p.arabic };
  });
  // In a class the teacher's settings apply to everyone, without toggles.
  const classAids = useLearningAids();
  const show: Show = classAids ?? own;
  const voice = useChineseVoice();
  const [clips] = useState(canPlayClips);
  const canSpeak = clips || voice !== null;
  const legal = obs.legal as readonly Action[];
  const canTake = onAct !== null && legal.some((a) => a.type === "take");
  const canPay = onAct !== null && legal.some((a) => a.type === "pay");
  const myTurn = canTake || canPay;
  const me = obs.viewer === "spectator" ? -1 : obs.viewer;
  const actor = obs.actor.kind === "player" ? obs.actor.player : -1;
  const over = obs.result !== undefined;

  const toggle = (k: keyof Show) => {
    const next = { ...show, [k]: !show[k] };
    setShow(next);
    savePrefs(next);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k === "t" && canTake) onAct?.({ type: "take" });
      else if (k === "p" && canPay) onAct?.({ type: "pay" });
      else if (k === "s" && canSpeak && obs.faceUp !== null)
        void sayCard(obs.faceUp, takeOrPayGame.hanzi(obs.faceUp), voice);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [canTake, canPay, onAct, voice, canSpeak, obs.faceUp]);

  const myTokens = me >= 0 ? obs.tokens[me] : null;
  const mineTitle = toViewer
    ? t("top.yourTokens")
    : t("top.tokensOf", { name: nameOf(names, me, me) });
  // The last move, highlighted where it landed: a card taken (with its tokens) or a token paid.
  const lastEvent = obs.events[obs.events.length - 1];

  return (
    <div className="board top-board">
      <div className="top-table">
        <div className="top-deck">
          <span className="visually-hidden">{t("top.deckCount", { n: obs.deckRemaining })}</span>
          <span className="deck-stack" aria-hidden="true">
            {obs.deckRemaining > 0 ? <span className="deck-card" /> : null}
            {obs.deckRemaining > 1 ? <span className="deck-card" /> : null}
            {obs.deckRemaining > 2 ? <span className="deck-card" /> : null}
          </span>
          <span className="deck-count">
            <span className="muted small">{t("top.deck")}</span>
            <strong aria-hidden="true">{obs.deckRemaining}</strong>
          </span>
        </div>
        <div className="top-faceup">
          {betterType === "take" ? <BetterMark text={better?.text ?? ""} /> : null}
          <span className="muted small">{t("top.faceUp")}</span>
          {obs.faceUp !== null ? (
            <div key={obs.faceUp} className="flip-in">
              <HanziCard n={obs.faceUp} show={show} size="lg" />
            </div>
          ) : (
            <span className="hz-card lg empty" aria-hidden="true" />
          )}
          {obs.faceUp !== null && canSpeak ? (
            <button
              type="button"
              className="button small ghost speak"
              data-testid="speak"
              onClick={() => void sayCard(obs.faceUp!, takeOrPayGame.hanzi(obs.faceUp!), voice)}
              aria-label={t("top.speakAria", { n: obs.faceUp })}
            >
              <SpeakerIcon /> {t("top.speak")}
            </button>
          ) : null}
        </div>
        <div
          key={`pot-${obs.events.length}`}
          className={`top-pot${lastEvent?.type === "pay" ? " last-pay" : ""}`}
        >
          {betterType === "pay" ? <BetterMark text={better?.text ?? ""} /> : null}
          <span className="muted small">{t("top.pot")}</span>
          <Tokens n={obs.pot} label={t("top.potTokens", { n: obs.pot })} />
        </div>
      </div>

      {obs.actor.kind === "chance" ? <p className="instruction">{t("top.waitDeal")}</p> : null}

      {me >= 0 && !over ? (
        <div className="top-mine" aria-live="polite">
          <span>{mineTitle}</span>
          <Tokens n={myTokens ?? 0} label={`${mineTitle}${t("app.colon")}${myTokens ?? 0}`} />
          {toViewer ? <span className="visually-hidden">{t("play.secretHint")}</span> : null}
        </div>
      ) : null}

      {myTurn ? (
        <fieldset className="actions">
          <legend className="visually-hidden">{t("play.yourTurn")}</legend>
          <button
            type="button"
            className="button primary big"
            disabled={!canTake}
            onClick={() => onAct?.({ type: "take" })}
          >
            {t("top.take")}
            <span className="small">
              {" "}
              {obs.faceUp !== null
                ? t("top.takeLong", { card: takeOrPayGame.hanzi(obs.faceUp), n: obs.pot })
                : ""}
            </span>
          </button>
          <button
            type="button"
            className="button big"
            disabled={!canPay}
            aria-describedby={!canPay ? "top-why-no-pay" : undefined}
            onClick={() => onAct?.({ type: "pay" })}
          >
            {t("top.pay")}
          </button>
          {!canPay ? (
            <p id="top-why-no-pay" className="muted small" data-testid="why-disabled">
              {t("top.noTokens")}
            </p>
          ) : null}
          <p className="muted small keys-hint">{t("top.keys")}</p>
        </fieldset>
      ) : null}

      {classAids !== null ? null : (
        <fieldset className="toggles">
          <legend className="visually-hidden">{t("play.display")}</legend>
          <button
            type="button"
            className={`toggle${show.pinyin ? " on" : ""}`}
            aria-pressed={show.pinyin}
            onClick={() => toggle("pinyin")}
          >
            {t("top.showPinyin")}
          </button>
          <button
            type="button"
            className={`toggle${show.arabic ? " on" : ""}`}
            aria-pressed={show.arabic}
            onClick={() => toggle("arabic")}
          >
            {t("top.showArabic")}
          </button>
        </fieldset>
      )}

      <ul className="top-players">
        {Array.from({ length: obs.players }, (_, p) => (
          <PlayerRow
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            key={p}
            seat={p}
            name={nameOf(names, p, obs.viewer)}
            initial={names[p] ?? "?"}
            bot={bots[p] ?? false}
            active={p === actor}
            me={p === me}
            cards={obs.cards[p] ?? []}
            tokens={obs.tokens[p] ?? null}
            show={show}
            lastCard={lastEvent?.type === "take" && lastEvent.player === p ? lastEvent.card : null}
            lastTokens={
              lastEvent === undefined || lastEvent.player !== p
                ? null
                : lastEvent.type === "take"
                  ? lastEvent.pot
                  : -1
            }
          />
        ))}
      </ul>

      {obs.removed !== null ? (
        <section className="panel">
          <h2 className="sub-heading">{t("top.removed")}</h2>
          <div className="runs">
            {obs.removed.map((c) => (
              <HanziCard key={c} n={c} show={show} size="sm" />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
