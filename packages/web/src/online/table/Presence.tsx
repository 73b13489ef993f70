// Who is at an online table while it is played (docs/protocol.md, "Presence"): each person's
// seat connected, away (for how long), or away with the computer playing for them; and, for a
// seated player, what the table's rule lets them do about a player who left: claim the win,
// or let the computer play for them, once the grace time is over (a countdown until then).
// Spectators see the list too. While this page's own connection is down, nobody's presence is
// known (the list says so, and offers nothing) until it is back.

import type { SimpleReply, TableInfo } from "@number-games/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerName } from "../../ui/players";
import { awayOffer, awaySeats, clockText, openSeats } from "./awayPlan";

/** Re-renders every second while `active` (the clocks on the page count). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/** A list of names in the page's language ("Ben, Cid" / "Ben、Cid"). */
export function useNameList() {
  const { i18n } = useTranslation();
  return (names: readonly string[]) => names.join(i18n.language === "zh" ? "、" : ", ");
}

export function Presence({
  table,
  presence,
  names,
  mySeat,
  viewer,
  onClaim,
  onHandOver,
  offline,
}: {
  table: TableInfo;
  /** This page's own connection is down: what it last heard of the others may be stale. */
  offline: boolean;
  presence: ReadonlyMap<number, number | null>;
  names: readonly string[];
  /** The seat this page plays (null: watching). */
  mySeat: number | null;
  viewer: number | "spectator";
  onClaim: () => Promise<SimpleReply>;
  onHandOver: (seat: number) => Promise<SimpleReply>;
}) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const list = useNameList();
  const away = awaySeats(table, presence);
  const now = useNow(away.length > 0);
  const [busy, setBusy] = useState(false);
  if (table.status !== "playing") return null;
  const people = table.seats.filter((s) => s.kind === "human" && s.claimed);
  const offer = offline ? ({ kind: "none" } as const) : awayOffer(table, presence, mySeat);
  const name = (seat: number) => nameOf(names, seat, viewer);
  const run = async (ask: () => Promise<SimpleReply>) => {
    setBusy(true);
    await ask();
    setBusy(false);
  };

  return (
    <section className="presence" aria-labelledby="presence-title" data-testid="presence">
      <h2 id="presence-title" className="visually-hidden">
        {t("away.title")}
      </h2>
      <ul className="presence-list">
        {people.map((s) => {
          const since = presence.get(s.seat);
          const state = offline
            ? "unknown"
            : since === undefined || since === null
              ? "here"
              : s.handedOver !== null
                ? "computer"
                : "away";
          const time = since === undefined || since === null ? "" : clockText(now - since);
          return (
            <li
              key={s.seat}
              className={`presence-seat ${state}`}
              data-seat={s.seat}
              data-state={state}
            >
              <span className="presence-dot" aria-hidden="true" />
              <span className="presence-name">{name(s.seat)}</span>
              <span className="presence-state">
                {state === "unknown"
                  ? t("away.unknown")
                  : state === "here"
                    ? t("away.here")
                    : state === "computer"
                      ? t("away.computer", { time })
                      : t("away.awayFor", { time })}
              </span>
            </li>
          );
        })}
      </ul>
      {openSeats(table).map((seat) => (
        <p key={seat} className="small presence-offer-text" data-testid="open-seat-note">
          {t("away.openSeat", { n: seat + 1 })}
        </p>
      ))}
      {offer.kind === "claim" ? (
        <div className="presence-offer" data-testid="claim-offer">
          <p className="small presence-offer-text">
            {now >= offer.readyAt
              ? t("away.claimReady", {
                  names: list(offer.seats.map(name)),
                  time: clockText(now - offer.readyAt + table.away.graceSeconds * 1000),
                })
              : t("away.claimSoon", {
                  names: list(offer.seats.map(name)),
                  time: clockText(offer.readyAt - now),
                })}
          </p>
          {now >= offer.readyAt ? (
            <button
              type="button"
              className="button primary"
              disabled={busy}
              onClick={() => void run(onClaim)}
              data-testid="claim-win"
            >
              {t("away.claim")}
            </button>
          ) : null}
        </div>
      ) : null}
      {offer.kind === "computer"
        ? offer.seats.map(({ seat, readyAt }) => (
            <div key={seat} className="presence-offer" data-testid="hand-over-offer">
              <p className="small presence-offer-text">
                {now >= readyAt
                  ? t("away.handOverReady", {
                      name: name(seat),
                      time: clockText(now - readyAt + table.away.graceSeconds * 1000),
                    })
                  : t("away.handOverSoon", { name: name(seat), time: clockText(readyAt - now) })}
              </p>
              {now >= readyAt ? (
                <button
                  type="button"
                  className="button primary"
                  disabled={busy}
                  onClick={() => void run(() => onHandOver(seat))}
                  data-testid="hand-over"
                >
                  {t("away.handOver", { name: name(seat) })}
                </button>
              ) : null}
            </div>
          ))
        : null}
    </section>
  );
}
