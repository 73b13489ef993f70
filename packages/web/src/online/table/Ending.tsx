// An online game that ended before its last move (TableInfo.ending): how it ended (a
// resignation, a claim over the players who left) and who won, in place of the score table;
// the returning player reads why. Also the resign button with its confirmation, and the note
// for a player who comes back to a seat the computer played meanwhile.

import type { ReturnNote, TableEnding } from "@number-games/protocol";
import type { ReactNode } from "react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmFirst } from "../../ui/ConfirmFirst";
import { useFocusOnEnd } from "../../ui/focusOnEnd";
import { usePlayerName } from "../../ui/players";
import { useNameList } from "./Presence";

/** One sentence: how the game ended, from the reader's seat. */
export function useEndingText() {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const list = useNameList();
  return (ending: TableEnding, names: readonly string[], viewer: number | "spectator"): string => {
    const name = (seat: number) => nameOf(names, seat, viewer);
    if (ending.kind === "resigned") {
      return ending.seat === viewer
        ? t("away.resignedYou")
        : t("away.resigned", { name: name(ending.seat) });
    }
    if (ending.by === viewer) return t("away.claimedYou", { names: list(ending.away.map(name)) });
    if (typeof viewer === "number" && ending.away.includes(viewer)) {
      return t("away.claimedYouAway", { name: name(ending.by) });
    }
    return t("away.claimed", { name: name(ending.by), names: list(ending.away.map(name)) });
  };
}

export function EndingPanel({
  ending,
  names,
  viewer,
  children,
  focusOnEnd = false,
}: {
  ending: TableEnding;
  names: readonly string[];
  viewer: number | "spectator";
  children?: ReactNode;
  /** The game ended on this page: focus moves to the first action (ui/focusOnEnd.ts). */
  focusOnEnd?: boolean;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  useFocusOnEnd(panel, focusOnEnd);
  const nameOf = usePlayerName();
  const list = useNameList();
  const how = useEndingText()(ending, names, viewer);
  const winners = ending.winners;
  const headline =
    typeof viewer === "number" && winners.includes(viewer)
      ? t("away.youWin")
      : winners.length === 0
        ? t("away.noWinner")
        : t("away.winners", { names: list(winners.map((w) => nameOf(names, w, viewer))) });
  return (
    <section
      className="panel result"
      aria-labelledby="ending-title"
      data-testid="ending"
      ref={panel}
    >
      <h2 id="ending-title" tabIndex={-1}>
        {t("result.title")}
      </h2>
      <p className="result-headline">{headline}</p>
      <p data-testid="ending-how">{how}</p>
      {children !== undefined ? <div className="row wrap">{children}</div> : null}
    </section>
  );
}

/** "Resign", then "Resign this game? Ben will win." with a confirm and a way back. */
export function ResignButton({
  winners,
  onResign,
  disabled,
}: {
  /** The names of the seats that would win. */
  winners: string;
  onResign: () => Promise<void>;
  /** Offline: the question, once asked, waits for the connection. */
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmFirst
      label={t("away.resign")}
      question={t("away.resignConfirm", { names: winners })}
      confirm={t("away.resignYes")}
      cancel={t("away.keepPlaying")}
      onConfirm={onResign}
      disabled={disabled}
      buttonClass="button danger"
      confirmClass="button danger"
      testIds={{ button: "resign", confirm: "resign-confirm", cancel: "resign-cancel" }}
    />
  );
}

/** Told once to a player back at a seat the others had handed to the computer. */
export function ReturnedNote({
  note,
  names,
  viewer,
}: {
  note: ReturnNote;
  names: readonly string[];
  viewer: number | "spectator";
}) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <div className="notice returned" role="status" data-testid="returned">
      <p className="returned-text">
        {note.handedOver.by === null
          ? t("away.returnedGrace", { count: note.moves })
          : t("away.returned", {
              name: nameOf(names, note.handedOver.by, viewer),
              count: note.moves,
            })}
      </p>
      <button type="button" className="button small" onClick={() => setShown(false)}>
        {t("away.dismiss")}
      </button>
    </div>
  );
}
