// An online table before the game: share it, take or leave a seat, and (the host) add
// computer players, set the start race and start.

import type { SeatBotLevel, TableInfo } from "@number-games/protocol";
import type { FormEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { loadPrefs, savePrefs } from "../../local/prefs";
import { BotBadge } from "../../ui/icons";
import { SeatAvatar } from "../../ui/players";
import { useWhyDisabled } from "../../ui/Why";
import type { ApiError } from "../api";
import { api } from "../api";
import { useApiErrorText } from "../apiErrorText";
import type { TableCredentials } from "../credentials";
import { saveCredentials } from "../credentials";
import { checkName, NameField } from "../NameField";
import { botLabel, useTranslate } from "../seatLabels";
import { BotLevelOptions } from "../TurnTimer";
import { Share } from "./Share";
import { StartRace } from "./StartRace";

export function Lobby({
  table,
  creds,
  onCreds,
  onTable,
}: {
  table: TableInfo;
  creds: TableCredentials;
  onCreds: (c: TableCredentials) => void;
  onTable: (t: TableInfo) => void;
}) {
  const { t } = useTranslation();
  const tt = useTranslate();
  const errorText = useApiErrorText();
  const [name, setName] = useState(() => creds.name ?? loadPrefs().names[0] ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const host = creds.hostToken;
  const seated = creds.seatToken !== null;
  const open = table.seats.filter((s) => s.kind === "human" && !s.claimed).length;

  const report = (r: { ok: true; value: TableInfo } | { ok: false; error: ApiError }) => {
    if (r.ok) {
      onTable(r.value);
      setProblem(null);
    } else setProblem(errorText(r.error));
  };

  const checked = checkName(name);
  const whySeat = useWhyDisabled(checked.ok ? null : t("forms.nameFirst"));
  const whyStart = useWhyDisabled(open > 0 ? t("online.waitingPlayers", { count: open }) : null);
  const claim = async (e: FormEvent, seat?: number) => {
    e.preventDefault();
    if (!checked.ok) return;
    const me = checked.value;
    savePrefs({ names: [me, ...loadPrefs().names.slice(1)] });
    const r = await api.claimSeat(table.id, seat === undefined ? { name: me } : { name: me, seat });
    if (!r.ok) {
      if (r.error.code === "ERR_NO_FREE_SEAT" && table.visibility === "private") {
        // Someone was quicker: show the full table (the status line says why) rather than
        // an error that offers to watch.
        const now = await api.getTable(table.id);
        if (now.ok) {
          onTable(now.value);
          setProblem(null);
          return;
        }
      }
      setProblem(errorText(r.error));
      return;
    }
    const c = { ...creds, seat: r.value.seat, seatToken: r.value.seatToken, name: me };
    saveCredentials(c);
    onCreds(c);
    onTable(r.value.table);
  };

  // Someone who has not sat down came to sit: the seats (and "Sit here") come first, on a
  // phone's first screen; the seated and the host share the table first.
  const share = <Share table={table} host={host !== null} />;
  return (
    <div className="lobby stack">
      {seated || host !== null ? share : null}
      <section className="panel" aria-labelledby="seats-title">
        <h2 id="seats-title">{t("online.seats")}</h2>
        <ol className="seat-list">
          {table.seats.map((s) => (
            <li key={s.seat} className="seat-row" data-seat={s.seat} data-kind={s.kind}>
              <SeatAvatar
                seat={s.seat}
                name={s.kind === "bot" ? botLabel(s, tt) : (s.name ?? "?")}
                size="sm"
              />
              <span className="grow">
                {s.kind === "bot" ? (
                  <>
                    {botLabel(s, tt)}
                    <BotBadge label={t("play.botBadge")} />
                  </>
                ) : s.claimed ? (
                  creds.seat === s.seat ? (
                    t("app.aside", { text: s.name ?? "", note: t("online.you") })
                  ) : (
                    (s.name ?? "")
                  )
                ) : (
                  t("online.seatFree")
                )}
              </span>
              {/* A seat a person has taken is theirs: the host may remove them, not re-seat it. */}
              {host !== null && s.seat !== creds.seat && !(s.kind === "human" && s.claimed) ? (
                <select
                  aria-label={t("setup.seat", { n: s.seat + 1 })}
                  value={s.kind === "bot" ? (s.level ?? "medium") : "human"}
                  onChange={async (e) => {
                    const v = e.target.value;
                    report(
                      v === "human"
                        ? await api.removeBot(table.id, s.seat, host)
                        : await api.setBot(table.id, s.seat, v as SeatBotLevel, host),
                    );
                  }}
                >
                  <option value="human">{t("online.openSeat")}</option>
                  <BotLevelOptions />
                </select>
              ) : null}
              {host !== null && s.kind === "human" && s.claimed && s.seat !== creds.seat ? (
                <button
                  type="button"
                  className="button small ghost"
                  onClick={async () => report(await api.kick(table.id, s.seat, host))}
                >
                  {t("online.kick")}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
        {!seated && open > 0 ? (
          <form className="row wrap" onSubmit={(e) => void claim(e)}>
            <NameField
              value={name}
              onChange={(n) => {
                setName(n);
                setProblem(null);
              }}
              className="field grow"
            />
            <button
              type="submit"
              className="button primary"
              {...whySeat.button}
              data-testid="take-seat"
            >
              {t("online.takeSeat")}
            </button>
            {whySeat.note}
          </form>
        ) : null}
        {problem !== null ? (
          <p className="error" role="alert">
            {problem}
          </p>
        ) : null}
        <p className="muted small" data-testid="away-rule">
          {t(table.away.action === "claim" ? "away.ruleNoteClaim" : "away.ruleNoteComputer", {
            time:
              table.away.graceSeconds % 60 === 0
                ? t("away.graceMinutes", { n: table.away.graceSeconds / 60 })
                : t("online.timerSeconds", { n: table.away.graceSeconds }),
          })}
        </p>
        <StartRace table={table} seatToken={creds.seatToken} onTable={onTable} />
        <p className="muted" role="status">
          {open > 0
            ? t("online.waitingPlayers", { count: open })
            : host !== null
              ? ""
              : !seated && table.visibility === "private"
                ? t("online.privateFull")
                : t("online.waitingHost")}
        </p>
        {host !== null ? (
          <button
            type="button"
            className="button primary big"
            {...whyStart.button}
            data-testid="start-table"
            onClick={async () => report(await api.start(table.id, host))}
          >
            {t("online.start")}
          </button>
        ) : null}
        {host !== null ? whyStart.note : null}
      </section>
      {seated || host !== null ? null : share}
    </div>
  );
}
